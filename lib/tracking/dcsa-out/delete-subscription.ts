import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { eventSubscriptions } from "@/models";
import { getOwnedSubscription } from "./subscription-access";

/** Its pending deliveries go with it (cascade): a job that wakes for one finds nothing and ends. */
export async function deleteDcsaSubscription({
  actor,
  subscriptionId,
}: {
  actor: Actor;
  subscriptionId: string;
}): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await getOwnedSubscription(tx, actor, subscriptionId, { forUpdate: true });
    await tx.delete(eventSubscriptions).where(eq(eventSubscriptions.id, subscriptionId));
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "event_subscription.deleted",
      entityType: "event_subscription",
      entityId: subscriptionId,
      data: { callbackUrl: row.callbackUrl, filters: row.filters },
    });
  });
}
