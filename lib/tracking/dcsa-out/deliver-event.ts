import { and, eq, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { composeMail } from "@/lib/mail/layout";
import { sendMail } from "@/lib/mail/send-mail";
import { safeFetch, SafeFetchError } from "@/lib/net/safe-fetch";
import { eventDeliveries, eventSubscriptions, users } from "@/models";
import { openSecret } from "@/lib/tracking/sources/secret-box";
import { signBody, SIGNATURE_HEADER } from "@/lib/tracking/webhooks/signature";
import type { DeliverJob } from "./enqueue-deliveries";

export const DCSA_API_VERSION = "2.2.0";
/** A subscription whose deliveries fail for this long is disabled and its owner told. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

export type DeliveryOutcome = "delivered" | "failed" | "disabled" | "gone" | "skipped";

/** Retries after which a delivery row still not visible was rolled back with its events (15 s + 30 s + 60 s at least). */
const INVISIBLE_RETRIES = 3;

/**
 * One push (a `tracking.deliver` job): the delivery's frozen body, signed now with the
 * subscription's current secret, POSTed to its callback URL through safeFetch (private addresses
 * refused). 2xx delivers it and ends a run of failures. Anything else throws so pg-boss retries
 * with backoff, until the subscription has been failing for 24 hours: then it is disabled, its
 * pending deliveries abandoned, and its owner mailed (once: the disabling is a conditional update).
 */
export async function deliverEvent(
  data: DeliverJob,
  job?: Pick<PgBoss.JobWithMetadata, "retryCount" | "retryLimit">,
  now: () => Date = () => new Date(),
): Promise<DeliveryOutcome> {
  const db = await getDb();
  const [found] = await db
    .select({ delivery: eventDeliveries, subscription: eventSubscriptions })
    .from(eventSubscriptions)
    .leftJoin(eventDeliveries, eq(eventDeliveries.id, data.deliveryId))
    .where(eq(eventSubscriptions.id, data.subscriptionId));
  if (!found) return "gone"; // The subscription was deleted; its deliveries went with it.
  const { delivery, subscription } = found;
  // The row is written in the ingest's transaction; a job that runs before its commit retries.
  if (!delivery) {
    if ((job?.retryCount ?? 0) >= INVISIBLE_RETRIES) return "gone";
    throw new Error(`delivery ${data.deliveryId} is not visible yet`);
  }
  if (delivery.status !== "pending") return "skipped";
  if (subscription.status !== "active") {
    await db.update(eventDeliveries).set({ status: "abandoned" }).where(eq(eventDeliveries.id, delivery.id));
    return "skipped";
  }

  const secret = openSecret(subscription.secret);
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const response = await safeFetch(subscription.callbackUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [SIGNATURE_HEADER]: signBody(secret, delivery.body),
        "Subscription-ID": subscription.id,
        "API-Version": DCSA_API_VERSION,
        "Delivery-ID": delivery.id,
      },
      body: delivery.body,
      timeoutMs: 15_000,
      maxResponseBytes: 64 * 1024,
    });
    statusCode = response.status;
    if (response.status < 200 || response.status >= 300) error = `The callback answered ${response.status}.`;
  } catch (caught) {
    if (!(caught instanceof SafeFetchError)) throw caught;
    error =
      caught.reason === "blocked" ? "The callback URL is on a private network, which is not allowed." : caught.message;
  }

  if (!error) {
    await db.transaction(async (tx) => {
      await tx
        .update(eventDeliveries)
        .set({
          status: "delivered",
          attempts: sql`${eventDeliveries.attempts} + 1`,
          lastStatusCode: statusCode,
          lastError: null,
          deliveredAt: now(),
        })
        .where(eq(eventDeliveries.id, delivery.id));
      await tx.update(eventSubscriptions).set({ failingSince: null }).where(eq(eventSubscriptions.id, subscription.id));
    });
    return "delivered";
  }

  const at = now();
  const failingSince = subscription.failingSince ?? at;
  await db.transaction(async (tx) => {
    await tx
      .update(eventDeliveries)
      .set({ attempts: sql`${eventDeliveries.attempts} + 1`, lastStatusCode: statusCode, lastError: error })
      .where(eq(eventDeliveries.id, delivery.id));
    await tx
      .update(eventSubscriptions)
      .set({ failingSince: sql`coalesce(${eventSubscriptions.failingSince}, ${at.toISOString()}::timestamptz)` })
      .where(eq(eventSubscriptions.id, subscription.id));
  });
  if (at.getTime() - failingSince.getTime() >= GIVE_UP_AFTER_MS) {
    await disableSubscription(subscription.id, subscription.ownerId, subscription.callbackUrl, error, at);
    return "disabled";
  }
  const lastAttempt = job && job.retryCount >= job.retryLimit;
  if (lastAttempt) {
    await db.update(eventDeliveries).set({ status: "failed" }).where(eq(eventDeliveries.id, delivery.id));
    return "failed";
  }
  throw new Error(`delivery ${delivery.id}: ${error}`);
}

async function disableSubscription(
  subscriptionId: string,
  ownerId: string,
  callbackUrl: string,
  error: string,
  at: Date,
) {
  const db = await getDb();
  const disabled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(eventSubscriptions)
      .set({ status: "disabled", disabledAt: at, updatedAt: at })
      .where(and(eq(eventSubscriptions.id, subscriptionId), eq(eventSubscriptions.status, "active")))
      .returning({ id: eventSubscriptions.id });
    if (!row) return false;
    await tx
      .update(eventDeliveries)
      .set({ status: "abandoned" })
      .where(and(eq(eventDeliveries.subscriptionId, subscriptionId), eq(eventDeliveries.status, "pending")));
    await writeAudit(tx, {
      actorId: null,
      action: "event_subscription.disabled",
      entityType: "event_subscription",
      entityId: subscriptionId,
      data: { callbackUrl, lastError: error },
    });
    return true;
  });
  if (!disabled) return;
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, ownerId));
  if (!owner) return;
  // After the commit: sendMail writes through its own connection (docs/jobs.md).
  await sendMail({
    to: owner.email,
    subject: "Your Exportly event subscription was disabled",
    ...composeMail([
      `Hello ${owner.firstName},`,
      `We could not deliver tracking events to ${callbackUrl} for 24 hours, so we stopped trying and disabled the subscription ${subscriptionId}.`,
      `The last attempt failed with: ${error}`,
      "Events that arrived meanwhile are still available from GET /v2/events. Fix the callback and send PUT /v2/event-subscriptions/{id} to turn the subscription back on.",
    ]),
  });
}
