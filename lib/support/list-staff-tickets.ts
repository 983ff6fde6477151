import { and, eq, isNull, not } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/admin/access";
import { getDb } from "@/lib/db/client";
import { afterCursor, encodeCursor } from "@/lib/db/keyset-cursor";
import { supportTickets } from "@/models";
import { breachedCondition, selectStaffTickets, toAdminTicketDto } from "./admin-dto";
import type { AdminTicketDto, AdminTicketListQuery } from "./schemas";
import { supportBusinessHours } from "./settings";

export type ListStaffTicketsOptions = { actor: Actor; query: AdminTicketListQuery; now?: Date };

/**
 * The support queue: every ticket, newest first, keyset on (created_at, id) with the filters as
 * extra conditions (support_tickets_status_created_idx, _assignee_created_idx serve the common ones).
 */
export async function listStaffTickets({
  actor,
  query,
  now = new Date(),
}: ListStaffTicketsOptions): Promise<{ tickets: AdminTicketDto[]; nextCursor: string | null }> {
  assertAdmin(actor);
  const t = supportTickets;
  const db = await getDb();
  const rows = await selectStaffTickets(
    db,
    and(
      query.status ? eq(t.status, query.status) : undefined,
      query.category ? eq(t.category, query.category) : undefined,
      query.priority ? eq(t.priority, query.priority) : undefined,
      query.assigneeId === "unassigned"
        ? isNull(t.assigneeId)
        : query.assigneeId
          ? eq(t.assigneeId, query.assigneeId)
          : undefined,
      query.breached === "true"
        ? breachedCondition(now)
        : query.breached === "false"
          ? not(breachedCondition(now))
          : undefined,
      query.cursor ? afterCursor(t.createdAt, t.id, query.cursor) : undefined,
    ),
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const hours = supportBusinessHours();
  return {
    tickets: page.map((row) => toAdminTicketDto(row, now, hours)),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ micros: last.micros, id: last.ticket.id }) : null,
  };
}
