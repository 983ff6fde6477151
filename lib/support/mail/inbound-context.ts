import { AsyncLocalStorage } from "node:async_hooks";
import type { DbOrTx } from "@/lib/db/client";
import { supportInboundMail } from "@/models";

/** The mail a customer reply comes from, while the support operation that adds it runs. */
export type InboundMailContext = { ticketId: string; messageKey: string; userId: string; attachments: number };

const context = new AsyncLocalStorage<InboundMailContext>();

/**
 * Runs the support operation that adds a mailed reply (lib/support/add-customer-message.ts) with
 * the mail's key in context. The operation's own `customer_replied` event (lib/support/events.ts)
 * then records the key in `support_inbound_mail` inside the operation's transaction: the message
 * and the record of its mail commit together, and a second delivery of the same mail, even at the
 * same moment on another instance, fails on the key and adds nothing. This way the operation needs
 * no parameter that only mail uses.
 */
export function withInboundMail<T>(mail: InboundMailContext, run: () => Promise<T>): Promise<T> {
  return context.run(mail, run);
}

/** Called with the `customer_replied` event in its transaction: records the mail it came from, if any. */
export async function recordInboundMail(tx: DbOrTx, event: { ticketId: string; messageId: string }): Promise<void> {
  const mail = context.getStore();
  if (!mail || mail.ticketId !== event.ticketId) return;
  await tx.insert(supportInboundMail).values({
    ticketId: mail.ticketId,
    messageId: mail.messageKey,
    supportMessageId: event.messageId,
    userId: mail.userId,
    attachments: mail.attachments,
  });
}
