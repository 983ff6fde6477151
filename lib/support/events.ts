import type { DbOrTx } from "@/lib/db/client";
import type { SupportStatus } from "@/models/support-constants";
import { recordInboundMail } from "./mail/inbound-context";
import { notifyTicketEvent } from "./mail/notify";

/**
 * What happened to a ticket, for whoever must hear of it: the mail to the customer on a public
 * reply or a status change, the mail to admins on a new ticket or a customer reply
 * (docs/support.md, "Mail"). Fired inside the transaction that made the change, after its audit
 * entry, so a mail queued through the outbox commits (or rolls back) with it.
 */
export type TicketEvent =
  | { type: "ticket_created"; ticketId: string; messageId: string; actorId: string }
  | { type: "customer_replied"; ticketId: string; messageId: string; actorId: string; reopened: boolean }
  | { type: "staff_replied"; ticketId: string; messageId: string; actorId: string }
  | { type: "status_changed"; ticketId: string; actorId: string | null; from: SupportStatus; to: SupportStatus };

/**
 * The hook point: every operation that changes a ticket calls this in its transaction. The mail
 * notifications (lib/support/mail) are called from here; nothing else needs to register.
 */
export async function emitTicketEvent(tx: DbOrTx, event: TicketEvent): Promise<void> {
  // A reply that came by mail records the mail it came from, so a redelivery adds nothing.
  if (event.type === "customer_replied") await recordInboundMail(tx, event);
  await notifyTicketEvent(tx, event);
}
