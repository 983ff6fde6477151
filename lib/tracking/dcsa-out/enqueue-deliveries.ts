import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { getDb } from "@/lib/db/client";
import { jobsConfig } from "@/lib/jobs/boss";
import { enqueue } from "@/lib/jobs/queue";
import { logger } from "@/lib/observability/logger";
import { eventDeliveries, eventSubscriptions, shipmentShares, shipmentTrackings, trackingEvents } from "@/models";
import { matchesSubscription } from "./match-subscription";
import { DELIVER_QUEUE, policyOf } from "./queues";

export type DeliverJob = { deliveryId: string; subscriptionId: string };

/**
 * The hook of the ingest path (lib/tracking/ingest-events.ts calls it with the ids of the event
 * rows it just inserted, in its transaction): for each new event, every active subscription of a
 * user who may see its shipment (the owner, a sharee) whose filters match gets one delivery row,
 * in the same transaction, so an event that rolls back is never pushed. The jobs are sent just
 * after (a job must never name a row a rollback removes: docs/jobs.md); a crash in between is
 * caught by the sweep (sweepPendingDeliveries). One delivery per (subscription, eventID): the
 * same event matched to two shipments of one subscriber is pushed once.
 */
export async function enqueueEventDeliveries(tx: DbOrTx, eventRowIds: string[]): Promise<void> {
  if (eventRowIds.length === 0) return;
  const candidates = await tx
    .select({
      subscriptionId: eventSubscriptions.id,
      filters: eventSubscriptions.filters,
      eventId: trackingEvents.eventId,
      eventType: trackingEvents.eventType,
      eventTypeCode: trackingEvents.eventTypeCode,
      equipmentReference: trackingEvents.equipmentReference,
      unLocationCode: trackingEvents.unLocationCode,
      raw: trackingEvents.raw,
      carrierBookingReference: shipmentTrackings.carrierBookingReference,
      transportDocumentReference: shipmentTrackings.transportDocumentReference,
      vesselIMONumber: shipmentTrackings.vesselIMONumber,
    })
    .from(trackingEvents)
    .innerJoin(shipmentTrackings, eq(shipmentTrackings.id, trackingEvents.trackingId))
    .innerJoin(
      eventSubscriptions,
      and(
        eq(eventSubscriptions.status, "active"),
        sql`(${eventSubscriptions.ownerId} = ${shipmentTrackings.ownerId} or exists (
          select 1 from ${shipmentShares}
          where ${shipmentShares.shipmentId} = ${shipmentTrackings.shipmentId}
            and ${shipmentShares.userId} = ${eventSubscriptions.ownerId}
            and jsonb_array_length(${shipmentShares.forms}) > 0))`,
      ),
    )
    .where(inArray(trackingEvents.id, eventRowIds));
  const rows = candidates
    .filter((c) => matchesSubscription(c, c.filters))
    .map((c) => ({ subscriptionId: c.subscriptionId, eventId: c.eventId, body: JSON.stringify([c.raw]) }));
  if (rows.length === 0) return;
  const inserted = await tx
    .insert(eventDeliveries)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: eventDeliveries.id, subscriptionId: eventDeliveries.subscriptionId });
  // Sent once the caller's transaction is over: on PGlite the queue's insert waits for it (one
  // connection); on PostgreSQL a job that runs before the commit finds no row and is retried.
  setTimeout(() => void sendDeliveryJobs(inserted), 0);
}

/** Sends one job per delivery; the job id is the delivery id, so sending twice is harmless. */
export async function sendDeliveryJobs(deliveries: { id: string; subscriptionId: string }[]): Promise<void> {
  for (const d of deliveries) {
    try {
      await enqueue<DeliverJob>(
        DELIVER_QUEUE,
        { deliveryId: d.id, subscriptionId: d.subscriptionId },
        { ...policyOf(DELIVER_QUEUE, jobsConfig().queues), id: d.id },
      );
    } catch (error) {
      // The sweep sends it later.
      logger.warn({ err: error, deliveryId: d.id }, "could not send a delivery job");
    }
  }
}

/** Every 5 minutes: jobs for pending deliveries older than a minute (their job was never sent). */
export async function sweepPendingDeliveries(now = new Date()): Promise<{ resent: number }> {
  const db = await getDb();
  const pending = await db
    .select({ id: eventDeliveries.id, subscriptionId: eventDeliveries.subscriptionId })
    .from(eventDeliveries)
    .where(and(eq(eventDeliveries.status, "pending"), lt(eventDeliveries.createdAt, new Date(now.getTime() - 60_000))))
    .limit(1000);
  await sendDeliveryJobs(pending);
  return { resent: pending.length };
}
