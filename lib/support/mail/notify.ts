import { and, asc, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { queueMailInTransaction } from "@/lib/mail/queue-mail-in-transaction";
import { siteUrl } from "@/lib/site/metadata";
import {
  files,
  supportAttachments,
  supportMailPreferences,
  supportMessages,
  supportTickets,
  users,
  type MailHeaders,
  type SupportStatus,
  type SupportTicketRow,
} from "@/models";
import { inboundDomain, replyAddress, replySecrets, signReplyToken } from "./reply-token";
import {
  adminTicketPagePath,
  customerReplyStaffMail,
  customerSubject,
  newTicketStaffMail,
  staffReplyMail,
  staffSubject,
  statusChangedMail,
  ticketPagePath,
} from "./templates";

/**
 * What happened to a ticket (the support operations fire it inside their transaction, after the
 * audit entry: lib/support/events.ts). Declared here with the same shape so this module does not
 * import the operations' side back.
 */
export type SupportMailEvent =
  | { type: "ticket_created"; ticketId: string; messageId: string; actorId: string }
  | { type: "customer_replied"; ticketId: string; messageId: string; actorId: string; reopened: boolean }
  | { type: "staff_replied"; ticketId: string; messageId: string; actorId: string }
  | { type: "status_changed"; ticketId: string; actorId: string | null; from: SupportStatus; to: SupportStatus };

/**
 * The mail of a ticket event (docs/support.md, "Email both ways"), queued in the outbox by the
 * event's own transaction (lib/mail/queue-mail-in-transaction.ts): the customer hears of every
 * public staff reply and every status change someone else made; admins hear of new tickets and
 * customer replies as their preference says. Internal notes never mail the customer.
 */
export async function notifyTicketEvent(tx: DbOrTx, event: SupportMailEvent): Promise<void> {
  const [ticket] = await tx.select().from(supportTickets).where(eq(supportTickets.id, event.ticketId));
  if (!ticket) return;
  switch (event.type) {
    case "staff_replied": {
      const message = await messageWithFiles(tx, event.messageId);
      if (!message || message.internal || !message.isStaff) return;
      repliedIn(tx).add(ticket.id);
      const [staff] = await tx.select().from(users).where(eq(users.id, event.actorId));
      await mailCustomer(tx, ticket, (canReply, url) =>
        staffReplyMail({
          ticket,
          staffName: staff ? staff.firstName || "Support" : "Support",
          body: message.body,
          files: message.files,
          url,
          canReply,
        }),
      );
      return;
    }
    case "status_changed": {
      // The customer's own change (closing, reopening, a reply that reopens) needs no mail to them.
      if (event.from === event.to || event.actorId === ticket.userId) return;
      // A staff reply sets "waiting on customer" in its own transaction: its mail already asks for the answer.
      if (event.to === "waiting_on_customer" && repliedIn(tx).has(ticket.id)) return;
      await mailCustomer(tx, ticket, (canReply, url) => statusChangedMail({ ticket, to: event.to, url, canReply }));
      return;
    }
    case "ticket_created":
    case "customer_replied": {
      const message = await messageWithFiles(tx, event.messageId);
      if (!message) return;
      const [customer] = await tx.select().from(users).where(eq(users.id, ticket.userId));
      const who = customer ? `${customer.firstName} ${customer.lastName} <${customer.email}>`.trim() : "A customer";
      const url = absolute(adminTicketPagePath(ticket.id));
      const mail =
        event.type === "ticket_created"
          ? newTicketStaffMail({ ticket, customer: who, body: message.body, files: message.files, url })
          : customerReplyStaffMail({
              ticket,
              customer: who,
              body: message.body,
              files: message.files,
              reopened: event.reopened,
              byMail: message.source === "email",
              url,
            });
      const subject = staffSubject(ticket, customer ? `${customer.firstName} ${customer.lastName}`.trim() : "customer");
      for (const admin of await adminsToNotify(tx, ticket, event.actorId)) {
        await queueMailInTransaction(tx, { to: admin.email, subject, ...mail, headers: threadHeaders(ticket.id) });
      }
      return;
    }
  }
}

// Tickets that got a staff reply mail in this transaction.
const replied = new WeakMap<DbOrTx, Set<string>>();
function repliedIn(tx: DbOrTx): Set<string> {
  let set = replied.get(tx);
  if (!set) replied.set(tx, (set = new Set()));
  return set;
}

/**
 * Admins who want this ticket's mail: `all` (also an admin who never chose), or `assigned` when
 * the ticket is theirs; never the admin who made the change.
 */
export async function adminsToNotify(tx: DbOrTx, ticket: SupportTicketRow, actorId: string) {
  const admins = await tx
    .select({ id: users.id, email: users.email, notify: supportMailPreferences.notify })
    .from(users)
    .leftJoin(supportMailPreferences, eq(supportMailPreferences.userId, users.id))
    .where(and(eq(users.role, "admin"), ne(users.id, actorId)))
    .orderBy(asc(users.email));
  return admins.filter((a) => (a.notify ?? "all") === "all" || (a.notify === "assigned" && ticket.assigneeId === a.id));
}

async function mailCustomer(
  tx: DbOrTx,
  ticket: SupportTicketRow,
  compose: (canReply: boolean, url: string) => { text: string; html: string },
): Promise<void> {
  const [customer] = await tx.select().from(users).where(eq(users.id, ticket.userId));
  if (!customer) return;
  const domain = inboundDomain();
  const replyTo = domain
    ? replyAddress(signReplyToken((await replySecrets(tx))[0]!, ticket.id, customer.id), domain)
    : undefined;
  const content = compose(Boolean(replyTo), absolute(ticketPagePath(ticket.id)));
  await queueMailInTransaction(tx, {
    to: customer.email,
    subject: customerSubject(ticket),
    ...content,
    headers: { ...threadHeaders(ticket.id), ...(replyTo ? { replyTo } : {}) },
  });
}

/**
 * Every mail of a ticket answers the same root Message-ID, so mail programs show one thread
 * whichever mails of it a person received (RFC 5322 §3.6.4).
 */
export const ticketRootMessageId = (ticketId: string) => `<ticket.${ticketId}@exportly>`;
const threadHeaders = (ticketId: string): MailHeaders => ({
  inReplyTo: ticketRootMessageId(ticketId),
  references: [ticketRootMessageId(ticketId)],
});

const absolute = (path: string) => new URL(path, siteUrl()).toString();

async function messageWithFiles(tx: DbOrTx, messageId: string) {
  const [message] = await tx.select().from(supportMessages).where(eq(supportMessages.id, messageId));
  if (!message) return null;
  const attached = await tx
    .select({ filename: files.filename })
    .from(supportAttachments)
    .innerJoin(files, eq(files.id, supportAttachments.fileId))
    .where(eq(supportAttachments.messageId, messageId))
    .orderBy(asc(supportAttachments.createdAt), asc(supportAttachments.id));
  return { ...message, files: attached };
}
