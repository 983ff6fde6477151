"use client";

import { useCallback, useState } from "react";
import { api, errorMessage } from "@/lib/client/api";
import { describeActivity, type ActivityEntry } from "./activity-text";
import { formatDateTime } from "./types";
import styles from "./shipments.module.css";

type Page = { entries: ActivityEntry[]; nextCursor: string | null };

/**
 * The owner's audit trail of a shipment (GET /api/shipments/{id}/activity): every save, share,
 * upload and status change, with who made it — a partner's edits are marked as theirs.
 * Collapsed until opened, so the trail is fetched only when someone wants it.
 */
export function ShipmentActivity({ shipmentId }: { shipmentId: string }) {
  const [entries, setEntries] = useState<ActivityEntry[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (after: string | null) => {
      setBusy(true);
      setError(null);
      try {
        const query = new URLSearchParams({ limit: "50", ...(after ? { cursor: after } : {}) });
        const page = await api<Page>(`/api/shipments/${encodeURIComponent(shipmentId)}/activity?${query}`);
        setEntries((current) => (after && current ? [...current, ...page.entries] : page.entries));
        setCursor(page.nextCursor);
      } catch (err) {
        setError(errorMessage(err));
      } finally {
        setBusy(false);
      }
    },
    [shipmentId],
  );

  return (
    <details
      className={`card ${styles.activity}`}
      onToggle={(event) => {
        // Fetched the first time the panel opens.
        if ((event.currentTarget as HTMLDetailsElement).open && entries === null && !busy) void load(null);
      }}
    >
      <summary>
        <h2>Activity</h2>
        <span className={styles.muted}>
          Every change to this shipment, its documents and its sharing, with who made it.
        </span>
      </summary>
      {error ? (
        <p className="alert alert-error" role="alert">
          Could not load the activity: {error}{" "}
          <button type="button" className="btn btn-link" onClick={() => void load(null)}>
            Try again
          </button>
        </p>
      ) : null}
      {entries === null && !error ? (
        <p role="status" aria-busy="true">
          <span className="spinner" aria-hidden="true" /> Loading the activity…
        </p>
      ) : null}
      {entries && entries.length === 0 ? (
        <p className={styles.muted}>Nothing has happened to this shipment yet.</p>
      ) : null}
      {entries && entries.length > 0 ? (
        <ol className={styles.activityList} aria-label="Activity, newest first">
          {entries.map((entry) => (
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
      ) : null}
      {cursor ? (
        <button type="button" className="btn" disabled={busy} aria-busy={busy} onClick={() => void load(cursor)}>
          {busy ? "Loading…" : "Show older activity"}
        </button>
      ) : null}
    </details>
  );
}
