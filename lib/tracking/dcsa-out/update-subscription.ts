import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { eventSubscriptions } from "@/models";
import type { SubscriptionDto, UpdateSubscriptionInput } from "./schemas";
import { getOwnedSubscription } from "./subscription-access";
import { filtersOf, toSubscriptionDto } from "./subscription-dto";

/** PUT: callback URL and filters replaced; a disabled subscription becomes active again. */
export async function updateDcsaSubscription({
  actor,
  subscriptionId,
  input,
}: {
  actor: Actor;
  subscriptionId: string;
  input: UpdateSubscriptionInput;
}): Promise<SubscriptionDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await getOwnedSubscription(tx, actor, subscriptionId, { forUpdate: true });
    const [row] = await tx
      .update(eventSubscriptions)
      .set({
        callbackUrl: input.callbackUrl,
        filters: filtersOf(input),
        status: "active",
        failingSince: null,
        disabledAt: null,
        updatedAt: new Date(),
      })
      .where(eq(eventSubscriptions.id, subscriptionId))
      .returning();
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "event_subscription.updated",
      entityType: "event_subscription",
      entityId: subscriptionId,
      data: {
        before: { callbackUrl: before.callbackUrl, filters: before.filters, status: before.status },
        after: { callbackUrl: row!.callbackUrl, filters: row!.filters, status: row!.status },
      },
    });
    return toSubscriptionDto(row!);
  });
}
