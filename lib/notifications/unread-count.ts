import { and, count, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { notifications } from "@/models";

/** How many of a user's notices are unread (the badge on the bell). */
export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}
