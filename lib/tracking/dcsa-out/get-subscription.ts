import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import type { SubscriptionDto } from "./schemas";
import { getOwnedSubscription } from "./subscription-access";
import { toSubscriptionDto } from "./subscription-dto";

export async function getDcsaSubscription({
  actor,
  subscriptionId,
}: {
  actor: Actor;
  subscriptionId: string;
}): Promise<SubscriptionDto> {
  return toSubscriptionDto(await getOwnedSubscription(await getDb(), actor, subscriptionId));
}
