import { eq } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { reportSubscriptions } from "@/models";
import type { WeeklySummarySubscription } from "./schemas";

/** Whether the signed-in user gets the weekly summary (no row: never subscribed). */
export async function getWeeklySummarySubscription({ actor }: { actor: Actor }): Promise<WeeklySummarySubscription> {
  const userId = requireUserId(actor, "getWeeklySummarySubscription");
  const db = await getDb();
  const [row] = await db
    .select({ weekly: reportSubscriptions.weekly })
    .from(reportSubscriptions)
    .where(eq(reportSubscriptions.userId, userId));
  return { subscribed: row?.weekly ?? false };
}
