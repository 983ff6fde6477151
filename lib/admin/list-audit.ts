import { and, desc, eq, gte, like, lt, or, sql, type SQL } from "drizzle-orm";
import { auditLog, shipments, users } from "@/models";
import { emailIs } from "@/lib/accounts/queries";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { assertAdmin } from "./access";
import { decodeTimeCursor, pageOf } from "@/lib/db/keyset-cursor";
import { endOf } from "./dates";

export type ListAuditOptions = {
  actor: Actor;
  /** The acting user's id or email. */
  actorFilter?: string;
  entityType?: string;
  entityId?: string;
  action?: string;
  from?: string;
  to?: string;
  limit: number;
  cursor?: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The audit log newest first, filtered by actor, entity, action and a date range (UTC). */
export async function listAudit(options: ListAuditOptions) {
  const { actor, actorFilter, entityType, entityId, action, from, to, limit, cursor } = options;
  assertAdmin(actor);
  const after = decodeTimeCursor(cursor);
  const conditions: (SQL | undefined)[] = [];
  if (actorFilter) conditions.push(UUID.test(actorFilter) ? eq(auditLog.actorId, actorFilter) : emailIs(actorFilter));
  if (entityType) conditions.push(eq(auditLog.entityType, entityType));
  if (entityId) conditions.push(eq(auditLog.entityId, entityId));
  // "verification" finds every verification.* action; "verification.approved" only that one.
  if (action)
    conditions.push(
      action.includes(".")
        ? eq(auditLog.action, action)
        : or(eq(auditLog.action, action), like(auditLog.action, `${action.replace(/[\\%_]/g, (c) => `\\${c}`)}.%`)),
    );
  if (from) conditions.push(gte(auditLog.createdAt, new Date(from)));
  if (to) conditions.push(lt(auditLog.createdAt, endOf(to)));
  if (after)
    conditions.push(
      or(lt(auditLog.createdAt, after.at), and(eq(auditLog.createdAt, after.at), lt(auditLog.id, after.id))),
    );
  const db = await getDb();
  const rows = await db
    .select({
      entry: auditLog,
      actorEmail: users.email,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      shipmentReference: shipments.reference,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    // The shipment an entry concerns (its own entity, or data.shipmentId), for the sentence.
    .leftJoin(
      shipments,
      sql`${shipments.id}::text = coalesce(${auditLog.data}->>'shipmentId', case when ${auditLog.entityType} = 'shipment' then ${auditLog.entityId} end)`,
    )
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
  const { page, nextCursor } = pageOf(rows, limit, (r) => ({ at: r.entry.createdAt, id: r.entry.id }));
  return {
    entries: page.map(({ entry, actorEmail, actorFirstName, actorLastName, shipmentReference }) => ({
      id: entry.id,
      actorId: entry.actorId,
      actorEmail: actorEmail ?? null,
      actorName: `${actorFirstName ?? ""} ${actorLastName ?? ""}`.trim() || actorEmail || null,
      shipmentReference: shipmentReference ?? null,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      data: entry.data,
      createdAt: entry.createdAt.toISOString(),
    })),
    nextCursor,
  };
}
