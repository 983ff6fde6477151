import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { shipmentTrackings } from "@/models";
import { getTrackingRole, trackingOf } from "./access";
import { auditView } from "./dto";

/** Stops tracking a shipment; its events go with it. The audit entry keeps what was tracked and how many events there were. */
export async function deleteTracking({ actor, shipmentId }: { actor: Actor; shipmentId: string }): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { shipment } = await getTrackingRole(tx, actor, shipmentId, { need: "manage" });
    const tracking = await trackingOf(tx, shipmentId, { forUpdate: true });
    await tx.delete(shipmentTrackings).where(eq(shipmentTrackings.id, tracking.id));
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "tracking.deleted",
      entityType: "shipment_tracking",
      entityId: tracking.id,
      data: { shipmentId, reference: shipment.reference, eventCount: tracking.eventCount, ...auditView(tracking) },
    });
  });
}
