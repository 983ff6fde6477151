"use client";

import { ListState } from "@/components/ui/list-state";
import { useKeysetList } from "@/lib/client/queries";
import styles from "./admin.module.css";
import { formatDateTime } from "@/lib/format/dates";

const STATUS_LABELS: Record<string, string> = {
  queued: "Queued (sending)",
  sent: "Sent",
  failed: "Sending failed",
  stored: "Kept (no SMTP)",
};

export function OutboxAdmin() {
  const list = useKeysetList("/api/admin/outbox", { query: { limit: 25 } }, (page) => page.messages);
  return (
    <div className="stack">
      <ListState
        list={list}
        empty={
          <section className="empty-state">
            <p>No mail yet.</p>
          </section>
        }
      >
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
      </ListState>
    </div>
  );
}
