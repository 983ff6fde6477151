import { and, eq } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import type { DbOrTx } from "@/lib/db/client";
import { notFound } from "@/lib/contract/errors";
import { payments, shipments, type PaymentRow, type ShipmentRow } from "@/models";

/**
 * The one place that decides which payments an actor may touch: those of the shipments they
 * own. Payments are never shared (docs/architecture.md §5), so a sharee of the shipment gets the same 404 as
 * a stranger and as a payment that does not exist. The lock (when asked) is taken on the
 * payment row only, and only once ownership is established by the same query.
 */
export async function getOwnedPayment(
  db: DbOrTx,
  actor: Actor,
  paymentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ payment: PaymentRow; shipment: ShipmentRow }> {
  // Drizzle's and() drops undefined silently: a missing actor must fail loudly instead.
  requireUserId(actor, "getOwnedPayment");
  const query = db
    .select({ payment: payments, shipment: shipments })
    .from(payments)
    .innerJoin(shipments, eq(shipments.id, payments.shipmentId))
    .where(and(eq(payments.id, paymentId), eq(shipments.ownerId, actor.userId)));
  const [row] = options.forUpdate ? await query.for("update", { of: payments }) : await query;
  if (!row) throw notFound("Payment not found.");
  return row;
}
