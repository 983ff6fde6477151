import { and, eq } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { AppError, notFound } from "@/lib/contract/errors";
import type { DbOrTx } from "@/lib/db/client";
import { getShipmentAccess } from "@/lib/shipments/access";
import { envelopes, shipmentTrackings, type ShipmentRow, type ShipmentTrackingRow } from "@/models";

export type TrackingRole = "owner" | "edit" | "read";

/**
 * Who may do what with a shipment's tracking (docs/tracking.md, docs/architecture.md §4): the
 * owner and the sharees holding any document of the shipment with `edit` manage it; sharees
 * with read access only see it (403 when they try more); anyone else gets the 404 of an unknown
 * shipment. Built on the shipment's own access rule, so a revoked share counts at once.
 */
export async function getTrackingRole(
  db: DbOrTx,
  actor: Actor,
  shipmentId: string,
  options: { need: "read" | "manage"; forUpdate?: boolean },
): Promise<{ role: TrackingRole; shipment: ShipmentRow }> {
  const access = await getShipmentAccess(db, actor, shipmentId, { forUpdate: options.forUpdate });
  const role: TrackingRole =
    access.kind === "owner" ? "owner" : [...access.forms.values()].includes("edit") ? "edit" : "read";
  if (options.need === "manage" && role === "read") {
    throw new AppError(
      "forbidden",
      "You can see this shipment's tracking but not change it: ask the shipment's owner for edit access.",
    );
  }
  return { role, shipment: access.shipment };
}

export const noTracking = () => notFound("This shipment is not tracked yet.");

/** The shipment's tracking row (optionally locked), or the 404 of an untracked shipment. */
export async function trackingOf(
  db: DbOrTx,
  shipmentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ShipmentTrackingRow> {
  const query = db.select().from(shipmentTrackings).where(eq(shipmentTrackings.shipmentId, shipmentId));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw noTracking();
  return row;
}

/**
 * Who may post events to a tracking: the shipment's owner, the carrier or forwarder account the
 * owner named on the tracking, and the carrier (issuer) of an eBL drawn up for the shipment.
 * Sharees see the shipment but may not post (403); anyone else gets 404. Locks the tracking row:
 * ingests of one tracking run one after another, so each rewrites the projection from every
 * committed event (lib/tracking/ingest-events.ts).
 */
export async function getTrackingForPoster(db: DbOrTx, actor: Actor, shipmentId: string): Promise<ShipmentTrackingRow> {
  const userId = requireUserId(actor, "getTrackingForPoster");
  // Decided on an unlocked read; the lock is taken only once the caller is known to be a poster.
  const [row] = await db.select().from(shipmentTrackings).where(eq(shipmentTrackings.shipmentId, shipmentId));
  const named = row && (row.ownerId === userId || row.carrierUserId === userId || row.forwarderUserId === userId);
  const issuer =
    row &&
    !named &&
    (
      await db
        .select({ id: envelopes.id })
        .from(envelopes)
        .where(and(eq(envelopes.shipmentId, shipmentId), eq(envelopes.issuerId, userId)))
        .limit(1)
    ).length > 0;
  if (named || issuer) return trackingOf(db, shipmentId, { forUpdate: true });
  // Not a poster: a sharee learns it may not (403), anyone else learns nothing (404).
  const access = await getShipmentAccess(db, actor, shipmentId).catch(() => null);
  if (!access) throw notFound("Shipment not found.");
  if (!row) throw noTracking();
  throw new AppError(
    "forbidden",
    "Only the shipment's owner and the carrier or forwarder named on its tracking can post its events.",
  );
}
