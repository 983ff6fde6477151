import { refreshShipmentFacts } from "@/lib/analytics/facts/refresh-shipment-facts";
import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { shipments, type ShipmentRow, type ShipmentStatus } from "@/models";
import { getOwnedShipment } from "./access";
import { toShipmentDto } from "./dto";
import { documentSummaries } from "./queries";
import type { ShipmentDto } from "./schemas";
import { allowedNextStatuses, canTransition } from "./status-machine";

export type ChangeStatusOptions = { actor: Actor; shipmentId: string; status: ShipmentStatus };

export async function changeShipmentStatus({ actor, shipmentId, status }: ChangeStatusOptions): Promise<ShipmentDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await getOwnedShipment(tx, actor, shipmentId, {
      forUpdate: true,
      forbiddenToSharees: "change its status",
    });
    let row: ShipmentRow | undefined = current;
    if (current.status !== status) {
      if (!canTransition(current.status, status)) {
        const allowed = allowedNextStatuses(current.status);
        throw new AppError(
          "unprocessable",
          allowed.length
            ? `A ${current.status.replace("_", " ")} shipment cannot become ${status.replace("_", " ")}. Allowed: ${allowed.join(", ")}.`
            : `A ${current.status} shipment cannot change status any more.`,
          { details: { from: current.status, allowed } },
        );
      }
      [row] = await tx
        .update(shipments)
        .set({ status, updatedAt: new Date() })
        .where(eq(shipments.id, shipmentId))
        .returning();
      await refreshShipmentFacts(tx, shipmentId);
      await writeAudit(tx, {
        actorId: actor.userId,
        action: "shipment.status_changed",
        entityType: "shipment",
        entityId: shipmentId,
        data: { from: current.status, to: status },
      });
    }
    return toShipmentDto(row!, (await documentSummaries(tx, [shipmentId])).get(shipmentId)!);
  });
}
