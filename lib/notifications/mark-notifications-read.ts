import { and, eq, inArray, isNull } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { notifications } from "@/models";
import { unreadCount } from "./unread-count";

/**
 * Marks the caller's notices read: the listed ones (others' ids match nothing, so they are
 * ignored rather than revealed) or all of them. Reading a notice is not audited: it changes
 * nothing but the badge.
 */
export async function markNotificationsRead({ actor, ids, all }: { actor: Actor; ids?: string[]; all?: boolean }) {
  const userId = requireUserId(actor, "markNotificationsRead");
  const db = await getDb();
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(all ? mine : and(mine, inArray(notifications.id, ids ?? [])));
  return { unreadCount: await unreadCount(db, userId) };
}
