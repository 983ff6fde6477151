"use client";

import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { DocumentStateBadge } from "@/components/shipments/shipment-documents";
import { StatusBadge } from "@/components/shipments/status-control";
import { editorHref, formatDateTime, shipmentHref } from "@/components/shipments/types";
import { AccessBadge } from "./access-badge";
import { personLabel, type SharedWithMeItem } from "./types";
import { useCursorList } from "./use-cursor-list";
import styles from "./sharing.module.css";

const keyOf = (item: SharedWithMeItem) => item.shipment.id;

/** "Shared with me": per shipment, who shared it and each document I hold, with my access. */
export function SharedWithMeTab() {
  const { items, nextCursor, loadError, loadingMore, loadMore } = useCursorList<SharedWithMeItem>(
    "/api/shipments/sharedwithme",
    keyOf,
  );

  if (loadError)
    return (
      <p className="alert alert-error" role="alert">
        Could not load the shipments shared with you: {loadError}
      </p>
    );
  if (items === null)
    return (
      <p className={styles.loading} role="status" aria-busy="true">
        <span className="spinner" aria-hidden="true" /> Loading shared documents…
      </p>
    );
  if (items.length === 0)
    return (
      <EmptyState title="Nothing shared with you yet">
        When a trade partner shares documents of a shipment with your email address, they appear here with what you may
        do with them: read, or edit.
      </EmptyState>
    );

  return (
    <div className="stack">
      <ul className={styles.list} aria-label="Shipments shared with me">
        {items.map((item) => {
          const { shipment, sharedBy } = item;
          return (
            <li key={shipment.id} className={styles.item} aria-label={`Shipment ${shipment.reference}`}>
              <div className={styles.itemHeader}>
                <div className={styles.itemMain}>
                  <h2 className={styles.itemTitle}>
                    <Link href={shipmentHref(shipment.id)}>{shipment.reference}</Link>
                  </h2>
                  <p className={styles.meta}>
                    <StatusBadge status={shipment.status} />
                    <span>
                      Shared by {personLabel(sharedBy)}
                      {sharedBy.name ? ` · ${sharedBy.email}` : ""}
                    </span>
                    <span>
                      {item.updatedAt !== item.sharedAt
                        ? `Access changed ${formatDateTime(item.updatedAt)}`
                        : `Shared ${formatDateTime(item.sharedAt)}`}
                    </span>
                  </p>
                </div>
              </div>
              <table className={styles.table}>
                <caption className="visually-hidden">Documents of {shipment.reference} shared with you</caption>
                <thead>
                  <tr>
                    <th scope="col">Document</th>
                    <th scope="col">State</th>
                    <th scope="col">Your access</th>
                    <th scope="col">Last saved</th>
                  </tr>
                </thead>
                <tbody>
                  {shipment.documents.map((doc) => (
                    <tr key={doc.name}>
                      <td>
                        <Link href={editorHref(shipment.id, doc.name)}>
                          {doc.title}
                          <span className="visually-hidden"> of {shipment.reference}</span>
                        </Link>
                      </td>
                      <td>
                        <DocumentStateBadge state={doc.state} />
                      </td>
                      <td>
                        <AccessBadge access={doc.access === "edit" ? "edit" : "read"} />
                      </td>
                      <td>{doc.state === "empty" ? "—" : formatDateTime(doc.updatedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          );
        })}
      </ul>
      {nextCursor ? (
        <div>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void loadMore()}
            disabled={loadingMore}
            aria-busy={loadingMore || undefined}
          >
            {loadingMore ? "Loading…" : "Load more"}
          </button>
        </div>
      ) : null}
    </div>
  );
}
