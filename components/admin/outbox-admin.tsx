"use client";

import styles from "./admin.module.css";
import { ListFooter } from "./list-footer";
import { formatDateTime } from "./types";
import { usePagedList } from "./use-paged-list";

type Message = {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: string;
  error: string | null;
  createdAt: string;
};
const pick = (body: { messages: Message[] }) => body.messages;
const STATUS_LABELS: Record<string, string> = {
  queued: "Queued (sending)",
  sent: "Sent",
  failed: "Sending failed",
  stored: "Kept (no SMTP)",
};

export function OutboxAdmin() {
  const list = usePagedList("/api/admin/outbox", "limit=25", pick);
  return (
    <div className="stack">
      {list.items.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Kept mail, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">To</th>
                <th scope="col">Message</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((m) => (
                <tr key={m.id}>
                  <td>{formatDateTime(m.createdAt)}</td>
                  <td>{m.to}</td>
                  <td>
                    <details>
                      <summary>{m.subject}</summary>
                      <pre className={styles.pre}>{m.text}</pre>
                    </details>
                  </td>
                  <td>
                    {STATUS_LABELS[m.status] ?? m.status}
                    {m.error ? <div className={styles.muted}>{m.error}</div> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ListFooter
        loading={list.loading}
        error={list.error}
        hasMore={!!list.nextCursor}
        onMore={list.loadMore}
        count={list.items.length}
        empty="No mail yet."
      />
    </div>
  );
}
