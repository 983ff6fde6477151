import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { afterCursor, encodeCursor, microsOf, type KeysetPosition } from "@/lib/db/keyset-cursor";
import { auditLog, users } from "@/models";
import { getOwnedShipment } from "./access";
import type { ActivityEntryDto } from "./schemas";

export type ListActivityOptions = { actor: Actor; shipmentId: string; limit: number; cursor?: KeysetPosition };

/**
 * A shipment's audit trail for its owner, newest first: the shipment's own changes and those of
 * its documents, files and shares (whose entries carry data.shipmentId; both lookups have an
 * index). The owner sees who did what, sharees included; a sharee gets 404 (the trail names
 * the other sharees).
 */
export async function listShipmentActivity({
  actor,
  shipmentId,
  limit,
  cursor,
}: ListActivityOptions): Promise<{ entries: ActivityEntryDto[]; nextCursor: string | null }> {
  const db = await getDb();
  await getOwnedShipment(db, actor, shipmentId);
  const filters: SQL[] = [
    or(
      and(eq(auditLog.entityType, "shipment"), eq(auditLog.entityId, shipmentId)),
      sql`(${auditLog.data}->>'shipmentId') = ${shipmentId}`,
    )!,
  ];
  if (cursor) filters.push(afterCursor(auditLog.createdAt, auditLog.id, cursor));
  const rows = await db
    .select({
      entry: auditLog,
      micros: microsOf(auditLog.createdAt),
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(...filters))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page[page.length - 1] : undefined;
  return {
    entries: page.map(({ entry, firstName, lastName, email }) => ({
      id: entry.id,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      actor:
        entry.actorId && email
          ? {
              id: entry.actorId,
              name: `${firstName ?? ""} ${lastName ?? ""}`.trim(),
              email,
              isOwner: entry.actorId === actor.userId,
            }
          : null,
      data: entry.data,
      createdAt: entry.createdAt.toISOString(),
    })),
    nextCursor: last ? encodeCursor({ micros: last.micros, id: last.entry.id }) : null,
  };
}
