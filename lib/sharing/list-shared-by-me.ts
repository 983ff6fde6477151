import { and, asc, eq, exists, inArray, sql, type SQL } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { afterCursor, encodeCursor, microsOf, type KeysetPosition } from "@/lib/db/keyset-cursor";
import { shipments, shipmentShares, users } from "@/models";
import { revealedSharees, shareeColumns, toShareeDto } from "./dto";
import type { SharedByMeItem } from "./schemas";

export type ListSharedByMeOptions = { actor: Actor; limit: number; cursor?: KeysetPosition };

/**
 * The actor's own shipments that are shared with someone, newest shipment first, each with who
 * holds which documents (as GET /api/shipments/{id}/sharedwithusers would list them). Keyset-paged
 * on shipments_owner_created_idx; the EXISTS probe uses the (shipment, user) index of the shares.
 * One page of shipments, then their shares in one query: no request per shipment.
 */
export async function listSharedByMe({
  actor,
  limit,
  cursor,
}: ListSharedByMeOptions): Promise<{ items: SharedByMeItem[]; nextCursor: string | null }> {
  requireUserId(actor, "listSharedByMe");
  const db = await getDb();
  const filters: SQL[] = [
    eq(shipments.ownerId, actor.userId),
    exists(
      db
        .select({ one: sql`1` })
        .from(shipmentShares)
        .where(eq(shipmentShares.shipmentId, shipments.id)),
    ),
  ];
  if (cursor) filters.push(afterCursor(shipments.createdAt, shipments.id, cursor));
  const rows = await db
    .select({ shipment: shipments, micros: microsOf(shipments.createdAt) })
    .from(shipments)
    .where(and(...filters))
    // NULLS LAST like shipments_owner_created_idx, so the index gives the order.
    .orderBy(sql`${shipments.createdAt} desc nulls last`, sql`${shipments.id} desc nulls last`)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const shares = page.length
    ? await db
        .select({ share: shipmentShares, user: shareeColumns })
        .from(shipmentShares)
        .leftJoin(users, eq(users.id, shipmentShares.userId))
        .where(
          inArray(
            shipmentShares.shipmentId,
            page.map((r) => r.shipment.id),
          ),
        )
        .orderBy(asc(shipmentShares.createdAt), asc(shipmentShares.id))
    : [];
  const attached = shares.map(({ share, user }) => ({ share, user: user?.id ? user : null }));
  const revealed = await revealedSharees(db, actor.userId, attached);
  const items = page.flatMap(({ shipment }) => {
    const sharees = attached
      .filter(({ share }) => share.shipmentId === shipment.id)
      .map(({ share, user }) => toShareeDto(shipment, share, user, !!user && revealed.has(user.id)))
      // A share whose documents all left the shipment grants nothing (list-sharees.ts hides it too).
      .filter((dto) => dto.forms.length > 0);
    if (sharees.length === 0) return [];
    return [{ shipment: { id: shipment.id, reference: shipment.reference, status: shipment.status }, users: sharees }];
  });
  const last = rows.length > limit ? page[page.length - 1] : undefined;
  return { items, nextCursor: last ? encodeCursor({ micros: last.micros, id: last.shipment.id }) : null };
}
