import { requireUserId, type Actor } from "@/lib/auth/actor";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { reportSubscriptions } from "@/models";
import type { WeeklySummarySubscription } from "./schemas";

/**
 * Writes a user's weekly subscription. `last_week_sent` is kept: unsubscribing and subscribing
 * again within a week must not send that week's summary a second time.
 */
export async function writeSubscription(db: DbOrTx, userId: string, subscribed: boolean): Promise<void> {
  const now = new Date();
  await db
    .insert(reportSubscriptions)
    .values({ userId, weekly: subscribed, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: reportSubscriptions.userId, set: { weekly: subscribed, updatedAt: now } });
}

/** PUT /api/analytics/weekly-summary: the signed-in user subscribes or unsubscribes. */
export async function setWeeklySummarySubscription({
  actor,
  subscribed,
}: {
  actor: Actor;
  subscribed: boolean;
}): Promise<WeeklySummarySubscription> {
  const userId = requireUserId(actor, "setWeeklySummarySubscription");
  await writeSubscription(await getDb(), userId, subscribed);
  return { subscribed };
}
