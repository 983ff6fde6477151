"use client";

import Link from "next/link";
import { useMemo, useState } from "react";
import { ListState } from "@/components/ui/list-state";
import { useKeysetList } from "@/lib/client/queries";
import { EmptyState } from "@/components/ui/empty-state";
import { StatusBadge } from "@/components/shipments/status-control";
import { shipmentHref } from "@/components/shipments/types";
import { RevokeDialog } from "./revoke-dialog";
import { ShareDialog } from "./share-dialog";
import { ShareeList } from "./sharee-list";
import type { SharedByMeItem, Sharee } from "./types";
import { uniqueShipments } from "./unique-shipments";
import styles from "./sharing.module.css";

type Target = SharedByMeItem["shipment"];

/** "Shared by me": each of my shipments that is shared, who holds what; change or revoke. */
export function SharedByMeTab() {
  // Read afresh on every visit (a share made elsewhere moments ago shows at once).
  const list = useKeysetList("/api/shipments/sharedbyme", { query: { limit: 20 } }, (page) => page.shipments, {
    staleTime: 0,
  });
  // Changes made here are shown in place: a shipment whose last share went stays listed, saying
  // so, until the next visit (a refetch would drop it, and the owner would lose sight of it).
  const [changed, setChanged] = useState<Record<string, Sharee[]>>({});
  const items = useMemo(
    () => uniqueShipments(list.items).map((item) => ({ ...item, users: changed[item.shipment.id] ?? item.users })),
    [list.items, changed],
  );
  const [dialog, setDialog] = useState<{ shipment: Target; person: Sharee | null } | null>(null);
  const [revoking, setRevoking] = useState<{ shipment: Target; sharee: Sharee } | null>(null);

  const updateUsers = (shipmentId: string, users: Sharee[]) =>
    setChanged((current) => ({ ...current, [shipmentId]: users }));

  return (
    <div className="stack">
      <ListState
        list={list}
        isEmpty={items.length === 0}
        empty={
          <EmptyState title="You have not shared any shipment">
            Share documents of a shipment from <Link href="/exportdocs">Export documents</Link> (the Share button of
            each shipment): read only or with edit access.
          </EmptyState>
        }
        loadingLabel="Loading your shares…"
      >
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
      </ListState>
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
