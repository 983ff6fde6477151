import { eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { microsOf } from "@/lib/db/keyset-cursor";
import { envelopes, shipments, supportTickets, type SupportTicketRow } from "@/models";

/** A ticket with what its DTO names: the linked shipment's reference and the eBL's. */
export type TicketWithLinks = {
  ticket: SupportTicketRow;
  shipmentReference: string | null;
  envelopeReference: string | null;
  micros: string;
};

/** The select list of a ticket and its links; the eBL's reference is its DCSA transport document reference. */
export const ticketColumns = {
  ticket: supportTickets,
  shipmentReference: shipments.reference,
  envelopeReference: sql<string | null>`${envelopes.transportDocument}->>'transportDocumentReference'`,
  micros: microsOf(supportTickets.createdAt),
};

/** Tickets with their links, filtered by `where`, newest first (created_at DESC, id DESC). */
export function selectTickets(db: DbOrTx, where: SQL | undefined, limit: number) {
  return db
    .select(ticketColumns)
    .from(supportTickets)
    .leftJoin(shipments, eq(shipments.id, supportTickets.shipmentId))
    .leftJoin(envelopes, eq(envelopes.id, supportTickets.envelopeId))
    .where(where)
    .orderBy(sql`${supportTickets.createdAt} desc`, sql`${supportTickets.id} desc`)
    .limit(limit);
}

export async function ticketWithLinks(db: DbOrTx, ticket: SupportTicketRow): Promise<TicketWithLinks> {
  const [row] = await selectTickets(db, eq(supportTickets.id, ticket.id), 1);
  return { ...row!, ticket };
}

/** "First Last" of an account, as staff and customers see each other. */
export const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();
