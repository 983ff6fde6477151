import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { AppError } from "@/lib/contract/errors";
import { getDb } from "@/lib/db/client";
import { shipmentTrackings } from "@/models";
import { eq } from "drizzle-orm";
import { getTrackingRole, trackingOf } from "./access";
import { auditView, toTrackingDto } from "./dto";
import { assertNamedParties } from "./party-check";
import { refreshProjection } from "./refresh-projection";
import type { TrackingDto, UpdateTrackingInput } from "./schemas";

export type UpdateTrackingOptions = { actor: Actor; shipmentId: string; input: UpdateTrackingInput };

/** Changes what is tracked: the fields sent replace the stored ones (null clears a reference). */
export async function updateTracking({
  actor,
  shipmentId,
  input,
}: UpdateTrackingOptions): Promise<{ tracking: TrackingDto }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { shipment } = await getTrackingRole(tx, actor, shipmentId, { need: "manage" });
    const before = await trackingOf(tx, shipmentId, { forUpdate: true });
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<
      typeof before
    >;
    const after = { ...before, ...changes };
    if (!after.carrierBookingReference && !after.transportDocumentReference && after.equipmentReferences.length === 0) {
      const message =
        "A tracking keeps at least one of carrierBookingReference, transportDocumentReference or equipmentReferences.";
      throw new AppError("validation_failed", message, { issues: [{ path: "carrierBookingReference", message }] });
    }
    await assertNamedParties(tx, shipment.ownerId, {
      carrierUserId: input.carrierUserId,
      forwarderUserId: input.forwarderUserId,
    });
    const [updated] = await tx
      .update(shipmentTrackings)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(shipmentTrackings.id, before.id))
      .returning();
    // The containers count in the shipment's milestones: a changed list changes the projection.
    const tracking = input.equipmentReferences ? (await refreshProjection(tx, updated!)).tracking : updated!;
    const fields = Object.keys(changes);
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "tracking.updated",
      entityType: "shipment_tracking",
      entityId: tracking.id,
      data: { shipmentId, reference: shipment.reference, fields, ...auditView(tracking) },
    });
    return { tracking: toTrackingDto(tracking) };
  });
}
