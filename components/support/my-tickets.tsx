"use client";

import Link from "next/link";
import { LifeBuoy } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { ListState } from "@/components/ui/list-state";
import { Status } from "@/components/ui/status";
import { useKeysetList } from "@/lib/client/queries";
import { formatDateTime } from "@/lib/format/dates";
import { CATEGORY_LABELS, STATUS_LABELS, STATUS_TONES } from "./labels";
import styles from "./support.module.css";

/** My tickets, newest first, with their status and when the conversation last moved; "Load more" pages. */
export function MyTickets() {
  const list = useKeysetList("/api/support/tickets", { query: { limit: 20 } }, (page) => page.tickets);
  return (
    <section className="stack" aria-labelledby="my-tickets-title">
      <h2 id="my-tickets-title">My tickets</h2>
      <ListState
        list={list}
        loadingLabel="Loading your tickets…"
        empty={
          <EmptyState title="No tickets yet" icon={LifeBuoy} headingLevel={3}>
            When you ask us something, the conversation appears here.
          </EmptyState>
        }
      >
        <ul className={styles.ticketList}>
          {list.items.map((t) => (
            <li key={t.id} className={styles.ticketRow}>
              <div className={styles.ticketMain}>
                <Link href={`/contact-support/${t.id}`} className={styles.wrap}>
                  #{t.number} {t.subject}
                </Link>
                <span className={styles.muted}>
                  {CATEGORY_LABELS[t.category]}
                  {t.shipment ? ` · shipment ${t.shipment.reference}` : ""}
                  {t.envelope ? ` · eBL ${t.envelope.reference}` : ""}
                </span>
              </div>
              <div className={styles.ticketMeta}>
                <Status tone={STATUS_TONES[t.status]}>{STATUS_LABELS[t.status]}</Status>
                <span className={styles.muted}>Last reply {formatDateTime(t.lastMessageAt)}</span>
              </div>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
