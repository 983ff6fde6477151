import { and, eq, or, type SQL } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { notFound } from "@/lib/contract/errors";
import { getOwnedShipment } from "@/lib/shipments/access";
import { shipmentShares } from "@/models";

export type RevokeShareOptions = {
  actor: Actor;
  shipmentId: string;
  /** A user id, or the email of a pending invitation. */ who: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Deletes a person's share. Access is checked against the database on every request
 * (lib/shipments/access.ts), so the sharee's very next request is refused.
 */
export async function revokeShare({ actor, shipmentId, who }: RevokeShareOptions): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await getOwnedShipment(tx, actor, shipmentId, { forUpdate: true, forbiddenToSharees: "revoke access to it" });
    const match: SQL = UUID.test(who)
      ? or(eq(shipmentShares.userId, who), eq(shipmentShares.email, who.toLowerCase()))!
      : eq(shipmentShares.email, who.toLowerCase());
    const [share] = await tx
      .delete(shipmentShares)
      .where(and(eq(shipmentShares.shipmentId, shipmentId), match))
      .returning();
    if (!share) throw notFound("This person has no access to the shipment.");
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "share.revoked",
      entityType: "shipment_share",
      entityId: share.id,
      data: { shipmentId, email: share.email, userId: share.userId, forms: share.forms },
    });
  });
}
