import { eq, max, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import type { UploadedBlob } from "@/lib/storage/blob-references";
import { supportTickets, type SupportMessageSource } from "@/models";
import { assertLinkable } from "./access";
import { targetsFor } from "./business-hours";
import { toMessageDto, toTicketDto } from "./dto";
import { emitTicketEvent } from "./events";
import { authorName, insertMessage } from "./messages";
import { ticketWithLinks } from "./queries";
import type { CreateTicketInput, MessageDto, TicketDto } from "./schemas";
import { supportBusinessHours } from "./settings";

export type CreateTicketOptions = {
  actor: Actor;
  input: CreateTicketInput;
  files?: UploadedBlob[];
  source?: SupportMessageSource;
};

/**
 * Opens a ticket with its first message and files. The user's next `number` is taken under a
 * per-user advisory lock, so two tickets filed at once get 1 and 2, not a unique-index error.
 * Suspended businesses may open tickets (lib/auth/suspension.ts).
 */
export async function createTicket({
  actor,
  input,
  files = [],
  source = "web",
}: CreateTicketOptions): Promise<{ ticket: TicketDto; message: MessageDto }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertLinkable(tx, actor, { shipmentId: input.shipmentId, envelopeId: input.envelopeId });
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`support-ticket-number:${actor.userId}`}, 0))`,
    );
    const [last] = await tx
      .select({ n: max(supportTickets.number) })
      .from(supportTickets)
      .where(eq(supportTickets.userId, actor.userId));
    const now = new Date();
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        userId: actor.userId,
        number: (last?.n ?? 0) + 1,
        subject: input.subject,
        category: input.category,
        priority: input.priority,
        shipmentId: input.shipmentId,
        envelopeId: input.envelopeId,
        ...targetsFor(now, input.priority, supportBusinessHours()),
        lastMessageAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const { message, attachments } = await insertMessage(tx, {
      ticketId: ticket!.id,
      actor,
      body: input.message,
      internal: false,
      source,
      files,
    });
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "support_ticket.created",
      entityType: "support_ticket",
      entityId: ticket!.id,
      data: {
        number: ticket!.number,
        category: ticket!.category,
        priority: ticket!.priority,
        shipmentId: ticket!.shipmentId,
        envelopeId: ticket!.envelopeId,
        messageId: message.id,
        attachments: attachments.map((a) => ({ fileId: a.file.id, filename: a.file.filename, sha256: a.file.sha256 })),
        source,
      },
    });
    await emitTicketEvent(tx, {
      type: "ticket_created",
      ticketId: ticket!.id,
      messageId: message.id,
      actorId: actor.userId,
    });
    return {
      ticket: toTicketDto(await ticketWithLinks(tx, ticket!)),
      message: toMessageDto("user", { message, authorName: authorName(actor) }, attachments),
    };
  });
}
