import { and, asc, eq, sql } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { encodeCursor, microsOf, type KeysetPosition } from "@/lib/db/keyset-cursor";
import { eventSubscriptions } from "@/models";
import type { SubscriptionDto } from "./schemas";
import { toSubscriptionDto } from "./subscription-dto";

/** The actor's subscriptions, oldest first, keyset-paged. */
export async function listDcsaSubscriptions({
  actor,
  limit,
  cursor,
}: {
  actor: Actor;
  limit: number;
  cursor?: KeysetPosition;
}): Promise<{ subscriptions: SubscriptionDto[]; nextCursor: string | null }> {
  const ownerId = requireUserId(actor, "listDcsaSubscriptions");
  const db = await getDb();
  const rows = await db
    .select({ row: eventSubscriptions, micros: microsOf(eventSubscriptions.createdAt) })
    .from(eventSubscriptions)
    .where(
      and(
        eq(eventSubscriptions.ownerId, ownerId),
        cursor
          ? sql`(${eventSubscriptions.createdAt}, ${eventSubscriptions.id}) > (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(eventSubscriptions.createdAt), asc(eventSubscriptions.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    subscriptions: page.map((r) => toSubscriptionDto(r.row)),
    nextCursor: rows.length > limit && last ? encodeCursor({ micros: last.micros, id: last.row.id }) : null,
  };
}
