"use client";

import { useId, useMemo } from "react";
import { ListState } from "@/components/ui/list-state";
import { useKeysetList } from "@/lib/client/queries";
import { ConnectionButtons, type ConnectionActions } from "./connection-actions";
import { ConnectionItem } from "./connection-item";
import { uniqueConnections } from "./connection";
import styles from "./network.module.css";

type Props = {
  direction: "sent" | "received";
  title: string;
  empty: string;
  actions: ConnectionActions;
};

/** Pending invitations one way: those waiting for my answer, or those I sent that wait for theirs. */
export function PendingSection({ direction, title, empty, actions }: Props) {
  const headingId = useId();
  const list = useKeysetList(
    "/api/network",
    { query: { limit: 50, connStatus: "PENDING", direction } },
    (page) => page.connections,
  );
  const items = useMemo(() => uniqueConnections(list.items), [list.items]);
  return (
    <section className="stack" aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId}>
          {title}
          {items.length > 0 ? (
            <span className={styles.count}>
              {" "}
              ({items.length}
              {list.hasMore ? "+" : ""})
            </span>
          ) : null}
        </h2>
      </div>
      <ListState
        list={list}
        isEmpty={items.length === 0}
        empty={<p className={styles.meta}>{empty}</p>}
        loadingLabel="Loading invitations…"
      >
        <ul className={styles.list} aria-labelledby={headingId}>
          {items.map((c) => (
            <ConnectionItem key={c.id} connection={c} showStatus={false}>
              {/* The rows' rules ("invite again from…") are judged by the clock of the read. */}
              <ConnectionButtons connection={c} actions={actions} now={list.dataUpdatedAt} />
            </ConnectionItem>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
