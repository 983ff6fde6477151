import { and, eq } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { afterCursor, encodeCursor, type KeysetPosition } from "@/lib/db/keyset-cursor";
import { supportTickets } from "@/models";
import { toTicketDto } from "./dto";
import { selectTickets } from "./queries";
import type { TicketDto } from "./schemas";

export type ListTicketsOptions = { actor: Actor; limit: number; cursor?: KeysetPosition };

/** The actor's own tickets, newest first (keyset on support_tickets_user_created_idx). */
export async function listTickets({
  actor,
  limit,
  cursor,
}: ListTicketsOptions): Promise<{ tickets: TicketDto[]; nextCursor: string | null }> {
  requireUserId(actor, "listTickets");
  const db = await getDb();
  const rows = await selectTickets(
    db,
    and(
      eq(supportTickets.userId, actor.userId),
      cursor ? afterCursor(supportTickets.createdAt, supportTickets.id, cursor) : undefined,
    ),
    limit + 1,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    tickets: page.map(toTicketDto),
    nextCursor: rows.length > limit && last ? encodeCursor({ micros: last.micros, id: last.ticket.id }) : null,
  };
}
