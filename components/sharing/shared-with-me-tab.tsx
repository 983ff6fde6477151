"use client";

import Link from "next/link";
import { useMemo } from "react";
import { ListState } from "@/components/ui/list-state";
import { useKeysetList } from "@/lib/client/queries";
import { EmptyState } from "@/components/ui/empty-state";
import { DocumentStateBadge } from "@/components/shipments/shipment-documents";
import { StatusBadge } from "@/components/shipments/status-control";
import { editorHref, formatDateTime, shipmentHref } from "@/components/shipments/types";
import { AccessBadge } from "./access-badge";
import { personLabel } from "./types";
import { uniqueShipments } from "./unique-shipments";
import styles from "./sharing.module.css";

/** "Shared with me": per shipment, who shared it and each document I hold, with my access. */
export function SharedWithMeTab() {
  const list = useKeysetList("/api/shipments/sharedwithme", { query: { limit: 20 } }, (page) => page.shipments);
  const items = useMemo(() => uniqueShipments(list.items), [list.items]);

  return (
    <ListState
      list={list}
      isEmpty={items.length === 0}
      empty={
        <EmptyState title="Nothing shared with you yet">
          When a trade partner shares documents of a shipment with your email address, they appear here with what you
          may do with them: read, or edit.
        </EmptyState>
      }
      loadingLabel="Loading shared documents…"
    >
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
              <table className={`${styles.table} table-stack`}>
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
                      <td data-label="State">
                        <DocumentStateBadge state={doc.state} />
                      </td>
                      <td data-label="Your access">
                        <AccessBadge access={doc.access === "edit" ? "edit" : "read"} />
                      </td>
                      <td data-label="Last saved">{doc.state === "empty" ? "—" : formatDateTime(doc.updatedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          );
        })}
      </ul>
    </ListState>
  );
}
