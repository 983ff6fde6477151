import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { trackingEvents, type ShipmentTrackingRow, type TrackingEventRow } from "@/models";
import { buildTimeline, type Classifier, type Timeline, type TimelineEvent } from "./timeline";

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
  const timeline = buildTimeline(rows.map(timelineEventOf), tracking.equipmentReferences);
  return { rows, timeline };
}

/** The engine's view of a stored event: its columns (extracted at ingest by normaliseEvent), two fields read off the raw JSON. */
function timelineEventOf(row: TrackingEventRow): TimelineEvent {
  const { emptyIndicatorCode, documentTypeCode } = row.raw;
  return {
    eventId: row.eventId,
    eventType: row.eventType,
    classifier: row.eventClassifierCode as Classifier,
    typeCode: row.eventTypeCode,
    at: row.eventDateTime.getTime(),
    createdAt: row.eventCreatedDateTime.getTime(),
    equipmentReference: row.equipmentReference,
    location: row.unLocationCode,
    emptyIndicator: typeof emptyIndicatorCode === "string" ? emptyIndicatorCode : null,
    documentTypeCode: typeof documentTypeCode === "string" ? documentTypeCode : null,
  };
}
