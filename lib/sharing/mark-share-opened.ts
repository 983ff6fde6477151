import { and, eq, isNull } from "drizzle-orm";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { shipmentShares, type ShipmentShareRow } from "@/models";

/**
 * The sharee's first look at a shared shipment or document: from now on its owner may see
 * whose account holds the address (lib/network/relationship.ts). Written once; later reads
 * find `openedAt` set and write nothing.
 */
export async function markShareOpened(share: ShipmentShareRow, userId: string): Promise<void> {
  if (share.openedAt) return;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const now = new Date();
    const [opened] = await tx
      .update(shipmentShares)
      .set({ openedAt: now })
      .where(and(eq(shipmentShares.id, share.id), isNull(shipmentShares.openedAt)))
      .returning({ id: shipmentShares.id });
    if (!opened) return;
    await writeAudit(tx, {
      actorId: userId,
      action: "share.opened",
      entityType: "shipment_share",
      entityId: share.id,
      data: { shipmentId: share.shipmentId },
    });
  });
}
