import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { AppError } from "@/lib/contract/errors";
import { getDb } from "@/lib/db/client";
import { shipmentTrackings } from "@/models";
import { getTrackingRole } from "./access";
import { auditView, toTrackingDto } from "./dto";
import { assertNamedParties } from "./party-check";
import { prefillFromShipment } from "./prefill";
import type { CreateTrackingInput, TrackingDto } from "./schemas";

export type CreateTrackingOptions = { actor: Actor; shipmentId: string; input: CreateTrackingInput };

/**
 * Starts tracking a shipment (one tracking per shipment: a second is a 409). Fields left out are
 * prefilled from the shipment's eBL and bill of lading instructions (lib/tracking/prefill.ts);
 * at least one reference must result, or nothing could ever be matched to it.
 */
export async function createTracking({
  actor,
  shipmentId,
  input,
}: CreateTrackingOptions): Promise<{ tracking: TrackingDto }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The shipment row's lock serialises two concurrent creations (the unique index backs it up).
    const { shipment } = await getTrackingRole(tx, actor, shipmentId, { need: "manage", forUpdate: true });
    const prefill = await prefillFromShipment(tx, shipment);
    const values = {
      carrierCode: input.carrierCode ?? prefill.carrierCode,
      carrierBookingReference: input.carrierBookingReference ?? prefill.carrierBookingReference,
      transportDocumentReference: input.transportDocumentReference ?? prefill.transportDocumentReference,
      equipmentReferences: input.equipmentReferences ?? prefill.equipmentReferences,
      vesselIMONumber: input.vesselIMONumber ?? null,
      mode: input.mode ?? "VESSEL",
      carrierUserId: input.carrierUserId ?? null,
      forwarderUserId: input.forwarderUserId ?? null,
      active: input.active ?? true,
    };
    if (
      !values.carrierBookingReference &&
      !values.transportDocumentReference &&
      values.equipmentReferences.length === 0
    ) {
      const message =
        "Give at least one of carrierBookingReference, transportDocumentReference or equipmentReferences: events are matched by them.";
      throw new AppError("validation_failed", message, { issues: [{ path: "carrierBookingReference", message }] });
    }
    await assertNamedParties(tx, shipment.ownerId, values);
    const [tracking] = await tx
      .insert(shipmentTrackings)
      .values({ ...values, shipmentId, ownerId: shipment.ownerId, createdBy: actor.userId })
      .onConflictDoNothing({ target: shipmentTrackings.shipmentId })
      .returning();
    if (!tracking) {
      throw new AppError("conflict", "This shipment is already tracked: change its tracking with PATCH instead.");
    }
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "tracking.created",
      entityType: "shipment_tracking",
      entityId: tracking.id,
      data: { shipmentId, reference: shipment.reference, ...auditView(tracking) },
    });
    return { tracking: toTrackingDto(tracking) };
  });
}
