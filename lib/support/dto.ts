import type { SupportAttachmentRow, SupportMessageRow, FileRow } from "@/models";
import type { TicketWithLinks } from "./queries";
import type { AttachmentDto, MessageDto, AdminMessageDto, TicketDto } from "./schemas";

export function toTicketDto({ ticket, shipmentReference, envelopeReference }: TicketWithLinks): TicketDto {
  return {
    id: ticket.id,
    number: ticket.number,
    subject: ticket.subject,
    category: ticket.category,
    priority: ticket.priority,
    status: ticket.status,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    lastMessageAt: ticket.lastMessageAt.toISOString(),
    shipment: ticket.shipmentId ? { id: ticket.shipmentId, reference: shipmentReference ?? "" } : null,
    envelope: ticket.envelopeId
      ? { id: ticket.envelopeId, reference: envelopeReference || `eBL ${ticket.envelopeId.slice(0, 8)}` }
      : null,
    rating: ticket.rating,
    ratingComment: ticket.ratingComment,
  };
}

export type AttachmentWithFile = { attachment: SupportAttachmentRow; file: FileRow };
export type MessageWithAuthor = { message: SupportMessageRow; authorName: string | null };

export function toAttachmentDto(scope: "user" | "admin", { attachment, file }: AttachmentWithFile): AttachmentDto {
  const base = scope === "admin" ? "/api/admin/support/tickets" : "/api/support/tickets";
  return {
    id: attachment.id,
    filename: file.filename,
    contentType: file.contentType,
    size: file.size,
    url: `${base}/${attachment.ticketId}/attachments/${attachment.id}`,
  };
}

export function toMessageDto(
  scope: "user" | "admin",
  { message, authorName }: MessageWithAuthor,
  attachments: AttachmentWithFile[],
): MessageDto {
  return {
    id: message.id,
    author: {
      id: message.authorId,
      // Customers see "Exportly support" beside the staff member's name, never their email.
      name: authorName ?? (message.isStaff ? "Exportly support" : "Former user"),
      isStaff: message.isStaff,
    },
    body: message.body,
    attachments: attachments.map((a) => toAttachmentDto(scope, a)),
    createdAt: message.createdAt.toISOString(),
  };
}

export function toAdminMessageDto(row: MessageWithAuthor, attachments: AttachmentWithFile[]): AdminMessageDto {
  return { ...toMessageDto("admin", row, attachments), internal: row.message.internal, source: row.message.source };
}
