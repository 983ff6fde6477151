import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { notFound } from "@/lib/contract/errors";
import { users } from "@/models";
import type { WeeklySummarySubscription } from "./schemas";
import { writeSubscription } from "./set-subscription";
import { verifyUnsubscribeToken } from "./token";

const INVALID_LINK = "This unsubscribe link is not valid. Change the weekly summary in Settings instead.";

/**
 * The mail link's token, without a session: `subscribed: false` is the one-click unsubscribe
 * (RFC 8058 POST, or the unsubscribe page's button), `true` the page's “Subscribe again”. A token
 * whose MAC does not match, or whose user is gone, is a 404.
 */
export async function subscribeWithToken({
  token,
  subscribed,
}: {
  token: string;
  subscribed: boolean;
}): Promise<WeeklySummarySubscription> {
  const db = await getDb();
  const userId = await verifyUnsubscribeToken(db, token);
  if (!userId) throw notFound(INVALID_LINK);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(INVALID_LINK);
  await writeSubscription(db, userId, subscribed);
  return { subscribed };
}
