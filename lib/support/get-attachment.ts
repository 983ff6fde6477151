import { and, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { notFound } from "@/lib/contract/errors";
import { getDb } from "@/lib/db/client";
import { files, supportAttachments, supportMessages, type FileRow } from "@/models";
import { getOwnTicket, getTicketForStaff } from "./access";

export type GetAttachmentOptions = { actor: Actor; ticketId: string; attachmentId: string; asStaff: boolean };

/**
 * An attachment of a ticket, for its participants: the ticket's user (never a file of an internal
 * note) and admins (through the admin endpoint). Everything else is the 404 of an unknown file.
 */
export async function getAttachmentForDownload({
  actor,
  ticketId,
  attachmentId,
  asStaff,
}: GetAttachmentOptions): Promise<FileRow> {
  const db = await getDb();
  const ticket = asStaff ? await getTicketForStaff(db, actor, ticketId) : await getOwnTicket(db, actor, ticketId);
  const [row] = await db
    .select({ file: files, internal: supportMessages.internal })
    .from(supportAttachments)
    .innerJoin(files, eq(files.id, supportAttachments.fileId))
    .innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
    .where(and(eq(supportAttachments.id, attachmentId), eq(supportAttachments.ticketId, ticket.id)));
  if (!row || (row.internal && !asStaff)) throw notFound("File not found.");
  return row.file;
}
