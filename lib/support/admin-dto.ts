import { alias } from "drizzle-orm/pg-core";
import { eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { microsOf } from "@/lib/db/keyset-cursor";
import { envelopes, shipments, supportTickets, users } from "@/models";
import { businessMinutesBetween, type BusinessHours } from "./business-hours";
import { toTicketDto } from "./dto";
import { fullName, type TicketWithLinks } from "./queries";
import type { AdminTicketDto } from "./schemas";

const requester = alias(users, "requester");
const assignee = alias(users, "assignee");

/** A ticket as the queue shows it: with its requester and assignee. */
export type StaffTicketRow = TicketWithLinks & {
  requester: typeof users.$inferSelect;
  assignee: typeof users.$inferSelect | null;
};

/** Tickets for staff, filtered by `where`, newest first (created_at DESC, id DESC). */
export function selectStaffTickets(db: DbOrTx, where: SQL | undefined, limit: number) {
  return db
    .select({
      ticket: supportTickets,
      shipmentReference: shipments.reference,
      envelopeReference: sql<string | null>`${envelopes.transportDocument}->>'transportDocumentReference'`,
      micros: microsOf(supportTickets.createdAt),
      requester,
      assignee,
    })
    .from(supportTickets)
    .innerJoin(requester, eq(requester.id, supportTickets.userId))
    .leftJoin(assignee, eq(assignee.id, supportTickets.assigneeId))
    .leftJoin(shipments, eq(shipments.id, supportTickets.shipmentId))
    .leftJoin(envelopes, eq(envelopes.id, supportTickets.envelopeId))
    .where(where)
    .orderBy(sql`${supportTickets.createdAt} desc`, sql`${supportTickets.id} desc`)
    .limit(limit);
}

export async function staffTicketById(db: DbOrTx, ticketId: string): Promise<StaffTicketRow> {
  const [row] = await selectStaffTickets(db, eq(supportTickets.id, ticketId), 1);
  return row!;
}

/**
 * A target as support sees it. Until met, the business minutes left (negative once overdue);
 * once met, the margin it was met by (negative: met late). Breached: overdue, or met late.
 */
function target(dueAt: Date, metAt: Date | null, now: Date, hours: BusinessHours) {
  const end = metAt ?? now;
  const breached = end.getTime() > dueAt.getTime();
  return {
    dueAt: dueAt.toISOString(),
    metAt: metAt?.toISOString() ?? null,
    breached,
    businessMinutesLeft: breached
      ? -businessMinutesBetween(dueAt, end, hours)
      : businessMinutesBetween(end, dueAt, hours),
  };
}

export function toAdminTicketDto(row: StaffTicketRow, now: Date, hours: BusinessHours): AdminTicketDto {
  const { ticket } = row;
  const firstResponse = target(ticket.firstResponseDueAt, ticket.firstResponseAt, now, hours);
  // A closed ticket that was never marked resolved was resolved when it closed.
  const resolution = target(ticket.resolutionDueAt, ticket.resolvedAt ?? ticket.closedAt, now, hours);
  return {
    ...toTicketDto(row),
    requester: {
      id: row.requester.id,
      name: fullName(row.requester),
      email: row.requester.email,
      company: row.requester.company,
      verificationState: row.requester.verificationState,
    },
    assignee: row.assignee ? { id: row.assignee.id, name: fullName(row.assignee), email: row.assignee.email } : null,
    firstResponse,
    resolution,
    breached: firstResponse.breached || resolution.breached,
    ratedAt: ticket.ratedAt?.toISOString() ?? null,
  };
}

/** SQL: a target missed (met late) or overdue now; the same rule as toAdminTicketDto. */
export function breachedCondition(now: Date): SQL {
  const t = supportTickets;
  const at = now.toISOString();
  return sql`(coalesce(${t.firstResponseAt}, ${at}::timestamptz) > ${t.firstResponseDueAt} or coalesce(${t.resolvedAt}, ${t.closedAt}, ${at}::timestamptz) > ${t.resolutionDueAt})`;
}
