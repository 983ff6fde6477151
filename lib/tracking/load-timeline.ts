import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { trackingEvents, type ShipmentTrackingRow, type TrackingEventRow } from "@/models";
import { buildTimeline, type Classifier, type Timeline, type TimelineEvent } from "./timeline";

type Tracking = Pick<ShipmentTrackingRow, "id" | "equipmentReferences">;
const ORDER = [
  asc(trackingEvents.eventDateTime),
  asc(trackingEvents.eventCreatedDateTime),
  asc(trackingEvents.eventId),
] as const;

/**
 * A tracking's events with their raw JSON (one query, in event time order) and the timeline
 * computed from them in memory: the composite GET reads a tracking this way.
 */
export async function loadTimeline(
  db: DbOrTx,
  tracking: Tracking,
): Promise<{ rows: TrackingEventRow[]; timeline: Timeline }> {
  const rows = await db
    .select()
    .from(trackingEvents)
    .where(eq(trackingEvents.trackingId, tracking.id))
    .orderBy(...ORDER);
  const timeline = buildTimeline(
    rows.map((row) => timelineEventOf(row, row.raw.emptyIndicatorCode, row.raw.documentTypeCode)),
    tracking.equipmentReferences,
  );
  return { rows, timeline };
}

/**
 * The timeline alone, for the ingest's projection: the columns and two fields of the raw JSON,
 * never the whole JSON, so a tracking with many events stays cheap to post to one at a time.
 */
export async function loadTimelineOnly(db: DbOrTx, tracking: Tracking): Promise<{ count: number; timeline: Timeline }> {
  const rows = await db
    .select({
      eventId: trackingEvents.eventId,
      eventType: trackingEvents.eventType,
      eventClassifierCode: trackingEvents.eventClassifierCode,
      eventTypeCode: trackingEvents.eventTypeCode,
      eventDateTime: trackingEvents.eventDateTime,
      eventCreatedDateTime: trackingEvents.eventCreatedDateTime,
      equipmentReference: trackingEvents.equipmentReference,
      unLocationCode: trackingEvents.unLocationCode,
      emptyIndicatorCode: sql<string | null>`${trackingEvents.raw}->>'emptyIndicatorCode'`,
      documentTypeCode: sql<string | null>`${trackingEvents.raw}->>'documentTypeCode'`,
    })
    .from(trackingEvents)
    .where(eq(trackingEvents.trackingId, tracking.id))
    .orderBy(...ORDER);
  const timeline = buildTimeline(
    rows.map((row) => timelineEventOf(row, row.emptyIndicatorCode, row.documentTypeCode)),
    tracking.equipmentReferences,
  );
  return { count: rows.length, timeline };
}

/** The engine's view of a stored event: the columns normaliseEvent extracted at ingest, and two fields of the raw JSON. */
function timelineEventOf(
  row: Omit<TrackingEventRow, "id" | "trackingId" | "raw" | "sourceId" | "postedBy" | "receivedAt">,
  emptyIndicatorCode: unknown,
  documentTypeCode: unknown,
): TimelineEvent {
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
