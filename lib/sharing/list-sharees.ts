import { asc, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { getOwnedShipment } from "@/lib/shipments/access";
import { shipmentShares, users } from "@/models";
import { revealedSharees, shareeColumns, toShareeDto } from "./dto";
import type { ShareeDto } from "./schemas";

export type ListShareesOptions = { actor: Actor; shipmentId: string };

/**
 * Who holds which documents of a shipment, oldest share first. The owner only: a sharee never
 * learns who else the shipment is shared with (404, as for a stranger). A shipment has few
 * shares (one per partner), so one answer; the (shipment, user) index serves the lookup.
 */
export async function listSharees({ actor, shipmentId }: ListShareesOptions): Promise<ShareeDto[]> {
  const db = await getDb();
  const shipment = await getOwnedShipment(db, actor, shipmentId);
  const rows = await db
    .select({ share: shipmentShares, user: shareeColumns })
    .from(shipmentShares)
    .leftJoin(users, eq(users.id, shipmentShares.userId))
    .where(eq(shipmentShares.shipmentId, shipmentId))
    .orderBy(asc(shipmentShares.createdAt), asc(shipmentShares.id));
  const attached = rows.map(({ share, user }) => ({ share, user: user?.id ? user : null }));
  const revealed = await revealedSharees(db, actor.userId, attached);
  return attached
    .map(({ share, user }) => toShareeDto(shipment, share, user, !!user && revealed.has(user.id)))
    .filter((dto) => dto.forms.length > 0);
}
