import { and, eq } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { notFound } from "@/lib/contract/errors";
import type { DbOrTx } from "@/lib/db/client";
import { eventSubscriptions, type EventSubscriptionRow } from "@/models";

/** A subscription is its creator's alone: anyone else gets the 404 of one that does not exist. */
export async function getOwnedSubscription(
  db: DbOrTx,
  actor: Actor,
  subscriptionId: string,
  options: { forUpdate?: boolean } = {},
): Promise<EventSubscriptionRow> {
  requireUserId(actor, "getOwnedSubscription");
  const query = db
    .select()
    .from(eventSubscriptions)
    .where(and(eq(eventSubscriptions.id, subscriptionId), eq(eventSubscriptions.ownerId, actor.userId)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound("Subscription not found.");
  return row;
}
