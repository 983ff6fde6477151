import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import type { UploadedBlob } from "@/lib/storage/blob-references";
import { supportTickets } from "@/models";
import { getTicketForStaff } from "./access";
import { staffTicketById, toAdminTicketDto } from "./admin-dto";
import { toAdminMessageDto } from "./dto";
import { emitTicketEvent } from "./events";
import { authorName, insertMessage } from "./messages";
import type { AdminMessageDto, AdminTicketDto } from "./schemas";
import { supportBusinessHours } from "./settings";

export type AddStaffMessageOptions = {
  actor: Actor;
  ticketId: string;
  body: string;
  internal: boolean;
  files?: UploadedBlob[];
};

/**
 * Support answers (public) or writes an internal note. A public reply is the first response if
 * there was none, and moves an open ticket to waiting_on_customer (the ball is in their court);
 * a note changes nothing the customer can see, not even `lastMessageAt`.
 */
export async function addStaffMessage({
  actor,
  ticketId,
  body,
  internal,
  files = [],
}: AddStaffMessageOptions): Promise<{ ticket: AdminTicketDto; message: AdminMessageDto }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const ticket = await getTicketForStaff(tx, actor, ticketId, { forUpdate: true });
    const { message, attachments } = await insertMessage(tx, { ticketId, actor, body, internal, source: "web", files });
    const now = new Date();
    const toWaiting = !internal && ticket.status === "open";
    await tx
      .update(supportTickets)
      .set(
        internal
          ? { updatedAt: now }
          : {
              updatedAt: now,
              lastMessageAt: message.createdAt,
              firstResponseAt: ticket.firstResponseAt ?? message.createdAt,
              ...(toWaiting ? { status: "waiting_on_customer" as const } : {}),
            },
      )
      .where(eq(supportTickets.id, ticketId));
    await writeAudit(tx, {
      actorId: actor.userId,
      action: internal ? "support_ticket.note_added" : "support_ticket.staff_replied",
      entityType: "support_ticket",
      entityId: ticketId,
      data: {
        number: ticket.number,
        messageId: message.id,
        attachments: attachments.map((a) => ({ fileId: a.file.id, filename: a.file.filename, sha256: a.file.sha256 })),
        ...(toWaiting ? { from: "open", to: "waiting_on_customer" } : {}),
      },
    });
    if (!internal) {
      await emitTicketEvent(tx, { type: "staff_replied", ticketId, messageId: message.id, actorId: actor.userId });
      if (toWaiting)
        await emitTicketEvent(tx, {
          type: "status_changed",
          ticketId,
          actorId: actor.userId,
          from: "open",
          to: "waiting_on_customer",
        });
    }
    return {
      ticket: toAdminTicketDto(await staffTicketById(tx, ticketId), now, supportBusinessHours()),
      message: toAdminMessageDto({ message, authorName: authorName(actor) }, attachments),
    };
  });
}
