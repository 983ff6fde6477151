import { and, desc, eq, isNull, type SQL } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { afterCursor, encodeCursor, microsOf, type KeysetPosition } from "@/lib/db/keyset-cursor";
import { notifications } from "@/models";
import { toNotificationDto } from "./dto";
import { unreadCount } from "./unread-count";

export type ListNotificationsOptions = { actor: Actor; limit: number; cursor?: KeysetPosition; unread?: boolean };

/** The caller's notices, newest first, keyset-paged, with the unread count. */
export async function listNotifications({ actor, limit, cursor, unread }: ListNotificationsOptions) {
  const userId = requireUserId(actor, "listNotifications");
  const db = await getDb();
  const filters: SQL[] = [eq(notifications.userId, userId)];
  if (unread) filters.push(isNull(notifications.readAt));
  if (cursor) filters.push(afterCursor(notifications.createdAt, notifications.id, cursor));
  const rows = await db
    .select({ row: notifications, micros: microsOf(notifications.createdAt) })
    .from(notifications)
    .where(and(...filters))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page[page.length - 1] : undefined;
  return {
    notifications: page.map(({ row }) => toNotificationDto(row)),
    unreadCount: await unreadCount(db, userId),
    nextCursor: last ? encodeCursor({ micros: last.micros, id: last.row.id }) : null,
  };
}
