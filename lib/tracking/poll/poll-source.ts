import { and, eq, isNotNull, sql } from "drizzle-orm";
import { jsonValueProblem } from "@/lib/contract/schemas";
import { getDb } from "@/lib/db/client";
import { jobsConfig } from "@/lib/jobs/boss";
import { enqueue } from "@/lib/jobs/queue";
import { logger } from "@/lib/observability/logger";
import { shipmentTrackings, trackingSources, type TrackingSourceRow } from "@/models";
import { dcsaEventIssues } from "@/lib/tracking/dcsa/validate";
import { policyOf, POLL_SOURCE_QUEUE } from "@/lib/tracking/dcsa-out/queues";
import { CarrierError, fetchCarrierEvents, type EventQuery } from "@/lib/tracking/sources/carrier-client";
import { ingestFromSource } from "@/lib/tracking/sources/ingest-from-source";

export type PollResult = { trackings: number; events: number; stored: number };

/** The most specific reference a tracking has: one query per tracking, or per container without a B/L or booking. */
export function pollQueries(t: {
  transportDocumentReference: string | null;
  carrierBookingReference: string | null;
  equipmentReferences: string[];
}): EventQuery[] {
  if (t.transportDocumentReference) return [{ transportDocumentReference: t.transportDocumentReference }];
  if (t.carrierBookingReference) return [{ carrierBookingReference: t.carrierBookingReference }];
  return t.equipmentReferences.map((equipmentReference) => ({ equipmentReference }));
}

/**
 * One poll of a carrier connection: `GET {baseUrl}/v2/events` for every active tracking of its
 * owner, by its most specific reference, following `Next-Page`. The whole history is asked for
 * each time (not "since the last poll"): carriers publish late events with their original
 * creation time, and storing is idempotent per eventID. An event that breaks the DCSA 2.2
 * schema is skipped and named in `lastPollError`; the others are stored. A carrier error stops
 * the poll and is kept in `lastPollError` for the connection's screen.
 */
export async function pollSource(source: TrackingSourceRow, now = new Date()): Promise<PollResult> {
  const db = await getDb();
  const trackings = await db
    .select({
      transportDocumentReference: shipmentTrackings.transportDocumentReference,
      carrierBookingReference: shipmentTrackings.carrierBookingReference,
      equipmentReferences: shipmentTrackings.equipmentReferences,
    })
    .from(shipmentTrackings)
    .where(and(eq(shipmentTrackings.ownerId, source.ownerId), eq(shipmentTrackings.active, true)));
  const result: PollResult = { trackings: trackings.length, events: 0, stored: 0 };
  let problem: string | null = null;
  try {
    for (const tracking of trackings) {
      for (const query of pollQueries(tracking)) {
        const events = await fetchCarrierEvents(source, query);
        result.events += events.length;
        // jsonValueProblem first: it is iterative, where the schema check would overflow on a deeply nested answer.
        const valid = events.filter((e) => jsonValueProblem(e) === undefined && dcsaEventIssues(e).length === 0);
        if (valid.length < events.length)
          problem = `${events.length - valid.length} event(s) from the carrier do not follow the DCSA 2.2 schema and were skipped.`;
        if (valid.length > 0) result.stored += (await ingestFromSource(source, valid, { validated: true })).stored;
      }
    }
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    problem = error.message;
  }
  await db
    .update(trackingSources)
    .set({ lastPolledAt: now, lastPollError: problem })
    .where(eq(trackingSources.id, source.id));
  if (problem) logger.info({ sourceId: source.id, problem }, "tracking poll problem");
  return result;
}

/** The `tracking.poll-source` job. */
export async function pollSourceJob({ sourceId }: { sourceId: string }): Promise<PollResult | null> {
  const db = await getDb();
  const [source] = await db.select().from(trackingSources).where(eq(trackingSources.id, sourceId));
  if (!source?.baseUrl) return null;
  return pollSource(source);
}

/**
 * The minute tick (`tracking.poll`): one `tracking.poll-source` job per connection whose
 * `pollMinutes` have passed since its last poll. The job is throttled per connection
 * (singletonKey + singletonSeconds), so two ticks, or two instances, never poll it twice at once.
 */
export async function dispatchDuePolls(now = new Date()): Promise<{ dispatched: number }> {
  const db = await getDb();
  const due = await db
    .select({ id: trackingSources.id, pollMinutes: trackingSources.pollMinutes })
    .from(trackingSources)
    .where(
      and(
        isNotNull(trackingSources.baseUrl),
        sql`(${trackingSources.lastPolledAt} is null or ${trackingSources.lastPolledAt} + ${trackingSources.pollMinutes} * interval '1 minute' <= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .limit(10_000);
  let dispatched = 0;
  for (const source of due) {
    const id = await enqueue(
      POLL_SOURCE_QUEUE,
      { sourceId: source.id },
      {
        ...policyOf(POLL_SOURCE_QUEUE, jobsConfig().queues),
        singletonKey: source.id,
        singletonSeconds: source.pollMinutes * 60,
      },
    );
    if (id) dispatched++;
  }
  return { dispatched };
}
