"use client";

import { EyeOff, Paperclip } from "lucide-react";
import { formatBytes } from "@/components/verification/upload-file";
import { formatDateTime } from "@/lib/format/dates";
import styles from "./support.module.css";

export type ShownMessage = {
  id: string;
  author: { id: string | null; name: string; isStaff: boolean };
  body: string;
  attachments: { id: string; filename: string; contentType: string; size: number; url: string }[];
  createdAt: string;
  internal?: boolean;
};

/** A conversation, oldest first. Internal notes (staff only) are marked in words, not only by colour. */
export function MessageList({ messages, viewer }: { messages: ShownMessage[]; viewer: "customer" | "staff" }) {
  return (
    <ol className={styles.messages} aria-label="Conversation">
      {messages.map((m) => {
        const kind = m.internal ? styles.internal : m.author.isStaff ? styles.staff : styles.customer;
        return (
          <li key={m.id} className={`${styles.message} ${kind}`}>
            <header className={styles.messageHead}>
              <strong>
                {m.author.name}
                {m.author.isStaff ? (viewer === "customer" ? " (Exportly support)" : " (support)") : ""}
              </strong>
              <time dateTime={m.createdAt} className={styles.muted}>
                {formatDateTime(m.createdAt)}
              </time>
            </header>
            {m.internal ? (
              <p className={styles.internalBadge}>
                <EyeOff size={14} aria-hidden="true" /> Internal note: not shown to the customer
              </p>
            ) : null}
            <p className={styles.body}>{m.body}</p>
            {m.attachments.length > 0 ? (
              <ul className={styles.attachments} aria-label="Attachments">
                {m.attachments.map((a) => (
                  <li key={a.id}>
                    <Paperclip size={14} aria-hidden="true" />{" "}
                    <a href={a.url} download className={styles.wrap}>
                      {a.filename}
                    </a>{" "}
                    <span className={styles.muted}>({formatBytes(a.size)})</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
