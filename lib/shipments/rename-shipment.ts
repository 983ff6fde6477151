import { refreshShipmentFacts } from "@/lib/analytics/facts/refresh-shipment-facts";
import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { shipments, type ShipmentRow } from "@/models";
import { getOwnedShipment } from "./access";
import { withUniqueReference } from "./create-shipment";
import { toShipmentDto } from "./dto";
import { documentSummaries } from "./queries";
import type { ShipmentDto } from "./schemas";

export type RenameShipmentOptions = { actor: Actor; shipmentId: string; reference: string };

export async function renameShipment({ actor, shipmentId, reference }: RenameShipmentOptions): Promise<ShipmentDto> {
  const db = await getDb();
  return withUniqueReference(() =>
    db.transaction(async (tx) => {
      const current = await getOwnedShipment(tx, actor, shipmentId, {
        forUpdate: true,
        forbiddenToSharees: "rename it",
      });
      let row: ShipmentRow | undefined = current;
      if (current.reference !== reference) {
        [row] = await tx
          .update(shipments)
          .set({ reference, updatedAt: new Date() })
          .where(eq(shipments.id, shipmentId))
          .returning();
        await refreshShipmentFacts(tx, shipmentId);
        await writeAudit(tx, {
          actorId: actor.userId,
          action: "shipment.renamed",
          entityType: "shipment",
          entityId: shipmentId,
          data: { from: current.reference, to: reference },
        });
      }
      return toShipmentDto(row!, (await documentSummaries(tx, [shipmentId])).get(shipmentId)!);
    }),
  );
}
