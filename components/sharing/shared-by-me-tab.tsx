"use client";

import Link from "next/link";
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { StatusBadge } from "@/components/shipments/status-control";
import { shipmentHref } from "@/components/shipments/types";
import { RevokeDialog } from "./revoke-dialog";
import { ShareDialog } from "./share-dialog";
import { ShareeList } from "./sharee-list";
import type { SharedByMeItem, Sharee } from "./types";
import { useCursorList } from "./use-cursor-list";
import styles from "./sharing.module.css";

const keyOf = (item: SharedByMeItem) => item.shipment.id;
type Target = SharedByMeItem["shipment"];

/** "Shared by me": each of my shipments that is shared, who holds what; change or revoke. */
export function SharedByMeTab() {
  const { items, setItems, nextCursor, loadError, loadingMore, loadMore } = useCursorList<SharedByMeItem>(
    "/api/shipments/sharedbyme",
    keyOf,
  );
  const [dialog, setDialog] = useState<{ shipment: Target; person: Sharee | null } | null>(null);
  const [revoking, setRevoking] = useState<{ shipment: Target; sharee: Sharee } | null>(null);

  /** A shipment whose last share went stays listed until the next load, saying so. */
  function updateUsers(shipmentId: string, users: Sharee[]) {
    setItems(
      (current) => current?.map((item) => (item.shipment.id === shipmentId ? { ...item, users } : item)) ?? null,
    );
  }

  if (loadError)
    return (
      <p className="alert alert-error" role="alert">
        Could not load the shipments you shared: {loadError}
      </p>
    );
  if (items === null)
    return (
      <p className={styles.loading} role="status" aria-busy="true">
        <span className="spinner" aria-hidden="true" /> Loading your shares…
      </p>
    );
  if (items.length === 0)
    return (
      <EmptyState title="You have not shared any shipment">
        Share documents of a shipment from <Link href="/exportdocs">Export documents</Link> (the Share button of each
        shipment): read only or with edit access.
      </EmptyState>
    );

  return (
    <div className="stack">
      <ul className={styles.list} aria-label="Shipments I shared">
        {items.map(({ shipment, users }) => (
          <li key={shipment.id} className={styles.item} aria-label={`Shipment ${shipment.reference}`}>
            <div className={styles.itemHeader}>
              <div className={styles.itemMain}>
                <h2 className={styles.itemTitle}>
                  <Link href={shipmentHref(shipment.id)}>{shipment.reference}</Link>
                </h2>
                <p className={styles.meta}>
                  <StatusBadge status={shipment.status} />
                  <span>
                    Shared with {users.length} {users.length === 1 ? "person" : "people"}
                  </span>
                </p>
              </div>
              <button
                type="button"
                className="btn btn-secondary"
                aria-haspopup="dialog"
                onClick={() => setDialog({ shipment, person: null })}
              >
                Share<span className="visually-hidden"> {shipment.reference}</span> with someone else
              </button>
            </div>
            {users.length === 0 ? (
              <p className={styles.muted}>Not shared with anyone any more.</p>
            ) : (
              <ShareeList
                sharees={users}
                label={`People with access to ${shipment.reference}`}
                onChange={(person) => setDialog({ shipment, person })}
                onRevoke={(sharee) => setRevoking({ shipment, sharee })}
              />
            )}
          </li>
        ))}
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
      <ShareDialog
        open={dialog !== null}
        shipment={dialog?.shipment ?? null}
        person={dialog?.person ?? null}
        onClose={() => setDialog(null)}
        onChanged={(users) => dialog && updateUsers(dialog.shipment.id, users)}
      />
      <RevokeDialog
        shipment={revoking?.shipment ?? null}
        sharee={revoking?.sharee ?? null}
        onCancel={() => setRevoking(null)}
        onRevoked={(gone) => {
          if (revoking) {
            const item = items.find((i) => i.shipment.id === revoking.shipment.id);
            updateUsers(
              revoking.shipment.id,
              (item?.users ?? []).filter((u) => u.email !== gone.email),
            );
          }
          setRevoking(null);
        }}
      />
    </div>
  );
}
