import { count, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { AppError } from "@/lib/contract/errors";
import { getDb } from "@/lib/db/client";
import { eventSubscriptions } from "@/models";
import { sealSecret } from "@/lib/tracking/sources/secret-box";
import type { CreateSubscriptionInput, SubscriptionDto } from "./schemas";
import { filtersOf, toSubscriptionDto } from "./subscription-dto";

export const MAX_SUBSCRIPTIONS_PER_USER = 20;

/** POST /v2/event-subscriptions: the secret is sealed at rest and never answered. */
export async function createDcsaSubscription({
  actor,
  input,
}: {
  actor: Actor;
  input: CreateSubscriptionInput;
}): Promise<SubscriptionDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ n: count() })
      .from(eventSubscriptions)
      .where(eq(eventSubscriptions.ownerId, actor.userId));
    if ((existing?.n ?? 0) >= MAX_SUBSCRIPTIONS_PER_USER)
      throw new AppError("unprocessable", `You can have at most ${MAX_SUBSCRIPTIONS_PER_USER} event subscriptions.`);
    const [row] = await tx
      .insert(eventSubscriptions)
      .values({
        ownerId: actor.userId,
        callbackUrl: input.callbackUrl,
        secret: sealSecret(input.secret),
        filters: filtersOf(input),
      })
      .returning();
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "event_subscription.created",
      entityType: "event_subscription",
      entityId: row!.id,
      data: { callbackUrl: row!.callbackUrl, filters: row!.filters },
    });
    return toSubscriptionDto(row!);
  });
}
