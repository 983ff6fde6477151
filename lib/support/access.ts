import { and, eq } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import type { DbOrTx } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/contract/errors";
import { assertAdmin } from "@/lib/admin/access";
import { getShipmentAccess } from "@/lib/shipments/access";
import { getEnvelopeForParty } from "@/lib/ebl/access";
import { supportTickets, type SupportTicketRow } from "@/models";

const NOT_FOUND = "Ticket not found.";

/**
 * The one place that decides who reaches a ticket (docs/support.md): its user, and support staff
 * (admins) through the admin endpoints. Anyone else gets the 404 of a ticket that does not exist.
 * The lock, when asked, is taken by the query that checks ownership, so a stranger never holds it.
 */
export async function getOwnTicket(
  db: DbOrTx,
  actor: Actor,
  ticketId: string,
  options: { forUpdate?: boolean } = {},
): Promise<SupportTicketRow> {
  requireUserId(actor, "getOwnTicket");
  const query = db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, actor.userId)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** Any ticket, for an admin; 404 for everyone else. */
export async function getTicketForStaff(
  db: DbOrTx,
  actor: Actor,
  ticketId: string,
  options: { forUpdate?: boolean } = {},
): Promise<SupportTicketRow> {
  assertAdmin(actor);
  const query = db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

const notYours = (path: string, message: string) =>
  new AppError("validation_failed", message, { issues: [{ path, message }] });

/**
 * A shipment or eBL a ticket may be about: one the user can see (their own, or shared with them;
 * an eBL they are or were party to). Anything else is refused as a bad field, in the same words
 * as an id that does not exist, so nothing about other users' data is revealed.
 */
export async function assertLinkable(
  db: DbOrTx,
  actor: Actor,
  links: { shipmentId: string | null; envelopeId: string | null },
): Promise<void> {
  if (links.shipmentId) {
    try {
      await getShipmentAccess(db, actor, links.shipmentId);
    } catch (error) {
      if (error instanceof AppError && error.code === "not_found")
        throw notYours("shipmentId", "shipmentId: none of your shipments has this id.");
      throw error;
    }
  }
  if (links.envelopeId) {
    try {
      await getEnvelopeForParty(db, actor, links.envelopeId);
    } catch (error) {
      if (error instanceof AppError && error.code === "not_found")
        throw notYours("envelopeId", "envelopeId: none of your eBLs has this id.");
      throw error;
    }
  }
}
