import { and, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import type { DbOrTx } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { shipments, type ShipmentRow } from "@/models";

/**
 * The one place that decides which shipments an actor may touch (DESIGN §4). Today that is the
 * owner; the collaboration issue adds shares here. A shipment out of scope answers the same 404
 * as one that does not exist, so other users' shipments cannot be discovered.
 */
export async function getOwnedShipment(db: DbOrTx, actor: Actor, shipmentId: string, options: { forUpdate?: boolean } = {}): Promise<ShipmentRow> {
  // Drizzle's and() drops undefined silently: a missing actor must fail loudly instead.
  if (!actor?.userId) throw new Error("getOwnedShipment: actor without userId");
  const query = db
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), eq(shipments.ownerId, actor.userId)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound("Shipment not found.");
  return row;
}
