import { and, eq, sql, type SQL } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { afterCursor, encodeCursor, microsOf, type KeysetPosition } from "@/lib/db/keyset-cursor";
import { sharedForms } from "@/lib/shipments/access";
import { toShipmentDto } from "@/lib/shipments/dto";
import { documentSummaries } from "@/lib/shipments/queries";
import { shipments, shipmentShares, users } from "@/models";
import { currentForms } from "./dto";
import type { SharedWithMeItem } from "./schemas";

export type ListSharedWithMeOptions = { actor: Actor; limit: number; cursor?: KeysetPosition };

/**
 * The shipments shared with the actor, most recently shared or changed first, keyset-paged on
 * the (user, updated_at desc, id desc) index. Each shipment is shown as a sharee sees it.
 */
export async function listSharedWithMe({
  actor,
  limit,
  cursor,
}: ListSharedWithMeOptions): Promise<{ items: SharedWithMeItem[]; nextCursor: string | null }> {
  requireUserId(actor, "listSharedWithMe");
  const db = await getDb();
  const filters: SQL[] = [eq(shipmentShares.userId, actor.userId)];
  if (cursor) filters.push(afterCursor(shipmentShares.updatedAt, shipmentShares.id, cursor));
  const rows = await db
    .select({
      share: shipmentShares,
      micros: microsOf(shipmentShares.updatedAt),
      shipment: shipments,
      owner: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        company: users.company,
        verificationState: users.verificationState,
      },
    })
    .from(shipmentShares)
    .innerJoin(shipments, eq(shipments.id, shipmentShares.shipmentId))
    .innerJoin(users, eq(users.id, shipments.ownerId))
    .where(and(...filters))
    // NULLS LAST like shipment_shares_user_updated_idx, so the index gives the order.
    .orderBy(sql`${shipmentShares.updatedAt} desc nulls last`, sql`${shipmentShares.id} desc nulls last`)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const summaries = await documentSummaries(
    db,
    page.map((r) => r.shipment.id),
  );
  const items = page.flatMap(({ share, shipment, owner }) => {
    const forms = sharedForms(shipment, share.forms);
    // A share whose documents were all removed from the shipment shows nothing.
    if (forms.size === 0) return [];
    return [
      {
        shipment: toShipmentDto(shipment, summaries.get(shipment.id)!, forms),
        forms: currentForms(shipment, share.forms),
        sharedBy: {
          id: owner.id,
          email: owner.email,
          name: `${owner.firstName} ${owner.lastName}`.trim(),
          company: owner.company,
          companyVerified: owner.verificationState === "verified",
        },
        sharedAt: share.createdAt.toISOString(),
        updatedAt: share.updatedAt.toISOString(),
      },
    ];
  });
  const last = rows.length > limit ? page[page.length - 1] : undefined;
  return { items, nextCursor: last ? encodeCursor({ micros: last.micros, id: last.share.id }) : null };
}
