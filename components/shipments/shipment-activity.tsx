"use client";

import { useState } from "react";
import { ListState } from "@/components/ui/list-state";
import { useKeysetList } from "@/lib/client/queries";
import { describeActivity } from "./activity-text";
import { formatDateTime } from "./types";
import styles from "./shipments.module.css";

/**
 * The owner's audit trail of a shipment (GET /api/shipments/{id}/activity): every save, share,
 * upload and status change, with who made it — a partner's edits are marked as theirs.
 * Collapsed until opened, so the trail is fetched only when someone wants it.
 */
export function ShipmentActivity({ shipmentId }: { shipmentId: string }) {
  const [opened, setOpened] = useState(false);
  const list = useKeysetList(
    "/api/shipments/{id}/activity",
    { params: { id: shipmentId }, query: { limit: 50 } },
    (page) => page.entries,
    { enabled: opened },
  );

  return (
    <details
      className={`card ${styles.activity}`}
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) setOpened(true);
      }}
    >
      <summary>
        <h2>Activity</h2>
        <span className={styles.muted}>
          Every change to this shipment, its documents and its sharing, with who made it.
        </span>
      </summary>
      {opened ? (
        <ListState
          list={list}
          empty={<p className={styles.muted}>Nothing has happened to this shipment yet.</p>}
          loadingLabel="Loading the activity…"
        >
          <ol className={styles.activityList} aria-label="Activity, newest first">
            {list.items.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>{" "}
                <strong>
                  {entry.actor ? (entry.actor.isOwner ? "You" : entry.actor.name || entry.actor.email) : "Someone"}
                </strong>
                {entry.actor && !entry.actor.isOwner ? <span className={styles.partnerMark}> (partner)</span> : null}{" "}
                {describeActivity(entry)}
              </li>
            ))}
          </ol>
        </ListState>
      ) : null}
    </details>
  );
}
