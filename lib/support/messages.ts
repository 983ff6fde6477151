import { and, asc, eq, inArray } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import type { DbOrTx } from "@/lib/db/client";
import { insertFileRow, type UploadedBlob } from "@/lib/storage/blob-references";
import {
  files,
  supportAttachments,
  supportMessages,
  users,
  SUPPORT_ATTACHMENT_TYPE,
  type SupportMessageRow,
  type SupportMessageSource,
} from "@/models";
import type { AttachmentWithFile, MessageWithAuthor } from "./dto";

export type NewMessage = {
  ticketId: string;
  actor: Actor;
  body: string;
  internal: boolean;
  source: SupportMessageSource;
  files: UploadedBlob[];
};

/**
 * Writes one message and its attachments in the caller's transaction. Each file becomes a `files`
 * row of no shipment (typed SUPPORT_ATTACHMENT_TYPE, so it is not one of the business documents),
 * owned by its uploader, whose storage quota it counts against (docs/storage.md).
 */
export async function insertMessage(
  tx: DbOrTx,
  m: NewMessage,
): Promise<{ message: SupportMessageRow; attachments: AttachmentWithFile[] }> {
  const [message] = await tx
    .insert(supportMessages)
    .values({
      ticketId: m.ticketId,
      authorId: m.actor.userId,
      isStaff: m.actor.role === "admin",
      body: m.body,
      internal: m.internal,
      source: m.source,
    })
    .returning();
  const attachments: AttachmentWithFile[] = [];
  for (const upload of m.files) {
    const file = await insertFileRow(
      tx,
      { ownerId: m.actor.userId, shipmentId: null, documentType: SUPPORT_ATTACHMENT_TYPE },
      upload,
    );
    const [attachment] = await tx
      .insert(supportAttachments)
      .values({ ticketId: m.ticketId, messageId: message!.id, fileId: file.id })
      .returning();
    attachments.push({ attachment: attachment!, file });
  }
  return { message: message!, attachments };
}

/** A ticket's conversation, oldest first; internal notes only when asked (staff). */
export async function loadConversation(
  db: DbOrTx,
  ticketId: string,
  options: { includeInternal: boolean },
): Promise<{ rows: MessageWithAuthor[]; attachments: Map<string, AttachmentWithFile[]> }> {
  const where = options.includeInternal
    ? eq(supportMessages.ticketId, ticketId)
    : and(eq(supportMessages.ticketId, ticketId), eq(supportMessages.internal, false));
  const rows = await db
    .select({ message: supportMessages, firstName: users.firstName, lastName: users.lastName })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorId))
    .where(where)
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  const ids = rows.map((r) => r.message.id);
  const attached = ids.length
    ? await db
        .select({ attachment: supportAttachments, file: files })
        .from(supportAttachments)
        .innerJoin(files, eq(files.id, supportAttachments.fileId))
        .where(inArray(supportAttachments.messageId, ids))
        .orderBy(asc(supportAttachments.createdAt), asc(supportAttachments.id))
    : [];
  const byMessage = new Map<string, AttachmentWithFile[]>();
  for (const a of attached) {
    const list = byMessage.get(a.attachment.messageId) ?? [];
    list.push(a);
    byMessage.set(a.attachment.messageId, list);
  }
  return {
    rows: rows.map((r) => ({
      message: r.message,
      authorName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ""}`.trim(),
    })),
    attachments: byMessage,
  };
}

/** Author names for messages just written (the actor). */
export const authorName = (actor: Actor) => `${actor.user.firstName} ${actor.user.lastName}`.trim();
