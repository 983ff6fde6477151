import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { shipments } from "@/models";
import { getOwnedShipment } from "./access";

export type DeleteShipmentOptions = { actor: Actor; shipmentId: string };

/**
 * Deletes the shipment with its documents, versions and upload records (foreign keys cascade).
 * Uploaded bytes stay in the content-addressed store: another record may share them.
 */
export async function deleteShipment({ actor, shipmentId }: DeleteShipmentOptions): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const shipment = await getOwnedShipment(tx, actor, shipmentId, {
      forUpdate: true,
      forbiddenToSharees: "delete it",
    });
    await tx.delete(shipments).where(eq(shipments.id, shipmentId));
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "shipment.deleted",
      entityType: "shipment",
      entityId: shipmentId,
      data: { reference: shipment.reference, status: shipment.status, templates: shipment.templates },
    });
  });
}
