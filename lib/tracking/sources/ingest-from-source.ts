import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { assertValidEvents, ingestTrackingEvents } from "@/lib/tracking/ingest-events";
import { matchTrackingsByReferences, referencesOfEvent } from "@/lib/tracking/match-trackings";
import { sendTrackingMails } from "@/lib/tracking/notify-changes";
import { shipmentTrackings, type TrackingSourceRow } from "@/models";

export type SourceIngestResult = { received: number; matched: number; stored: number };

/**
 * Events a carrier connection brought (a webhook push or a poll): all validated against the DCSA
 * 2.2 schema first (a 400 naming the failing paths stores nothing), then each matched by its
 * references to the active trackings of the connection owner's shipments only
 * (lib/tracking/match-trackings.ts), and stored through the one ingest path, per tracking, under
 * that tracking's row lock: once per eventID, so a replay or fifty concurrent copies store one
 * row. Events that match no tracking are dropped (counted in `received`, not `matched`).
 */
export async function ingestFromSource(
  source: Pick<TrackingSourceRow, "id" | "ownerId">,
  events: unknown[],
  { validated = false }: { validated?: boolean } = {},
): Promise<SourceIngestResult> {
  if (!validated) assertValidEvents(events, true);
  const db = await getDb();
  const byTracking = new Map<string, Record<string, unknown>[]>();
  // A push usually repeats the same references on every event: match each set once.
  const matches = new Map<string, string[]>();
  let matched = 0;
  for (const event of events as Record<string, unknown>[]) {
    const refs = referencesOfEvent(event);
    const key = JSON.stringify([
      refs.transportDocumentReference,
      refs.carrierBookingReference,
      refs.equipmentReference,
    ]);
    let ids = matches.get(key);
    if (!ids) {
      ids = (await matchTrackingsByReferences(db, { ownerId: source.ownerId, ...refs })).map((t) => t.id);
      matches.set(key, ids);
    }
    if (ids.length > 0) matched++;
    for (const id of ids) byTracking.set(id, [...(byTracking.get(id) ?? []), event]);
  }
  let stored = 0;
  for (const [trackingId, list] of byTracking) {
    const result = await db.transaction(async (tx) => {
      const [tracking] = await tx
        .select()
        .from(shipmentTrackings)
        .where(and(eq(shipmentTrackings.id, trackingId), eq(shipmentTrackings.ownerId, source.ownerId)))
        .for("update");
      if (!tracking) return null; // Deleted since it was matched.
      return ingestTrackingEvents(tx, { tracking, events: list, sourceId: source.id, actorId: null });
    });
    if (!result) continue;
    stored += result.stored;
    await sendTrackingMails(result.mails);
  }
  return { received: events.length, matched, stored };
}
