import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { eventSubscriptions } from "@/models";
import { sealSecret } from "@/lib/tracking/sources/secret-box";
import { getOwnedSubscription } from "./subscription-access";

/** Pushes are signed when sent, so retries of earlier pushes use the new secret too. */
export async function rotateDcsaSubscriptionSecret({
  actor,
  subscriptionId,
  secret,
}: {
  actor: Actor;
  subscriptionId: string;
  secret: string;
}): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await getOwnedSubscription(tx, actor, subscriptionId, { forUpdate: true });
    await tx
      .update(eventSubscriptions)
      .set({ secret: sealSecret(secret.trim()), updatedAt: new Date() })
      .where(eq(eventSubscriptions.id, subscriptionId));
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "event_subscription.secret_rotated",
      entityType: "event_subscription",
      entityId: subscriptionId,
    });
  });
}
