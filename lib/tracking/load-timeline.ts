import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { trackingEvents, type ShipmentTrackingRow, type TrackingEventRow } from "@/models";
import { buildTimeline, normaliseEvent, type Timeline } from "./timeline";

/**
 * A tracking's events (one query, in event time order) and the timeline computed from them in
 * memory: the composite GET and every ingest read a tracking this way.
 */
export async function loadTimeline(
  db: DbOrTx,
  tracking: Pick<ShipmentTrackingRow, "id" | "equipmentReferences">,
): Promise<{ rows: TrackingEventRow[]; timeline: Timeline }> {
  const rows = await db
    .select()
    .from(trackingEvents)
    .where(eq(trackingEvents.trackingId, tracking.id))
    .orderBy(asc(trackingEvents.eventDateTime), asc(trackingEvents.eventCreatedDateTime), asc(trackingEvents.eventId));
  const timeline = buildTimeline(
    rows.map((r) => normaliseEvent(r.raw)),
    tracking.equipmentReferences,
  );
  return { rows, timeline };
}
