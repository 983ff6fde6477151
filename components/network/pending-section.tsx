"use client";

import { useId } from "react";
import { ConnectionButtons, type ConnectionActions } from "./connection-actions";
import { ConnectionItem } from "./connection-item";
import styles from "./network.module.css";
import { useConnections } from "./use-connections";

type Props = {
  direction: "sent" | "received";
  title: string;
  empty: string;
  version: number;
  actions: ConnectionActions;
};

/** Pending invitations one way: those waiting for my answer, or those I sent that wait for theirs. */
export function PendingSection({ direction, title, empty, version, actions }: Props) {
  const headingId = useId();
  const list = useConnections({ connStatus: "PENDING", direction }, version);
  return (
    <section className="stack" aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId}>
          {title}
          {list.items && list.items.length > 0 ? (
            <span className={styles.count}>
              {" "}
              ({list.items.length}
              {list.nextCursor ? "+" : ""})
            </span>
          ) : null}
        </h2>
      </div>
      {list.error ? (
        <p className="alert alert-error" role="alert">
          {list.error}
        </p>
      ) : list.items === null ? (
        <p className={styles.loading} aria-busy="true">
          <span className="spinner" aria-hidden="true" /> Loading invitations…
        </p>
      ) : list.items.length === 0 ? (
        <p className={styles.meta}>{empty}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {list.items.map((c) => (
            <ConnectionItem key={c.id} connection={c} showStatus={false}>
              <ConnectionButtons connection={c} actions={actions} now={list.loadedAt} />
            </ConnectionItem>
          ))}
        </ul>
      )}
      {list.nextCursor ? (
        <div>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void list.loadMore()}
            disabled={list.loadingMore}
            aria-busy={list.loadingMore || undefined}
          >
            {list.loadingMore ? "Loading…" : "Load more invitations"}
          </button>
        </div>
      ) : null}
    </section>
  );
}
