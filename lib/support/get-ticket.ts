import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { getOwnTicket } from "./access";
import { toMessageDto, toTicketDto } from "./dto";
import { loadConversation } from "./messages";
import { ticketWithLinks } from "./queries";
import type { MessageDto, TicketDto } from "./schemas";

export type GetTicketOptions = { actor: Actor; ticketId: string };

/** One of the actor's tickets and its conversation, oldest first; internal notes are never read. */
export async function getTicket({
  actor,
  ticketId,
}: GetTicketOptions): Promise<{ ticket: TicketDto; messages: MessageDto[] }> {
  const db = await getDb();
  const ticket = await getOwnTicket(db, actor, ticketId);
  const { rows, attachments } = await loadConversation(db, ticket.id, { includeInternal: false });
  return {
    ticket: toTicketDto(await ticketWithLinks(db, ticket)),
    messages: rows.map((row) => toMessageDto("user", row, attachments.get(row.message.id) ?? [])),
  };
}
