import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import type { UploadedBlob } from "@/lib/storage/blob-references";
import { supportTickets, type SupportMessageSource } from "@/models";
import { getOwnTicket } from "./access";
import { toMessageDto, toTicketDto } from "./dto";
import { emitTicketEvent } from "./events";
import { authorName, insertMessage } from "./messages";
import { ticketWithLinks } from "./queries";
import type { MessageDto, TicketDto } from "./schemas";

export type AddCustomerMessageOptions = {
  actor: Actor;
  ticketId: string;
  body: string;
  files?: UploadedBlob[];
  /** "email" when the reply came through the inbound mail listener. */
  source?: SupportMessageSource;
};

/**
 * The ticket's user adds to the conversation. A reply to a ticket waiting on the customer, resolved
 * or closed reopens it (open): the customer is the one who decides it is not over. Another user's
 * ticket is a 404.
 */
export async function addCustomerMessage({
  actor,
  ticketId,
  body,
  files = [],
  source = "web",
}: AddCustomerMessageOptions): Promise<{ ticket: TicketDto; message: MessageDto }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const ticket = await getOwnTicket(tx, actor, ticketId, { forUpdate: true });
    const { message, attachments } = await insertMessage(tx, { ticketId, actor, body, internal: false, source, files });
    const reopened = ticket.status !== "open";
    const now = new Date();
    const [updated] = await tx
      .update(supportTickets)
      .set({
        lastMessageAt: message.createdAt,
        updatedAt: now,
        ...(reopened ? { status: "open" as const, resolvedAt: null, closedAt: null } : {}),
      })
      .where(eq(supportTickets.id, ticketId))
      .returning();
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "support_ticket.customer_replied",
      entityType: "support_ticket",
      entityId: ticketId,
      data: {
        number: ticket.number,
        messageId: message.id,
        attachments: attachments.map((a) => ({ fileId: a.file.id, filename: a.file.filename, sha256: a.file.sha256 })),
        source,
        ...(reopened ? { from: ticket.status, to: "open" } : {}),
      },
    });
    await emitTicketEvent(tx, {
      type: "customer_replied",
      ticketId,
      messageId: message.id,
      actorId: actor.userId,
      reopened,
    });
    if (reopened)
      await emitTicketEvent(tx, {
        type: "status_changed",
        ticketId,
        actorId: actor.userId,
        from: ticket.status,
        to: "open",
      });
    return {
      ticket: toTicketDto(await ticketWithLinks(tx, updated!)),
      message: toMessageDto("user", { message, authorName: authorName(actor) }, attachments),
    };
  });
}
