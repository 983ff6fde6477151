import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import type { ShipmentTrackingRow } from "@/models";
import { buildTimeline, type Classifier, type Timeline, type TimelineEvent } from "./timeline";

type Tracking = Pick<ShipmentTrackingRow, "id" | "equipmentReferences">;

/** A stored event as the composite view lists it; times are ISO 8601 strings formatted by PostgreSQL. */
export type StoredEvent = {
  eventId: string;
  eventType: string;
  eventClassifierCode: string;
  eventTypeCode: string;
  eventDateTime: string;
  eventCreatedDateTime: string;
  equipmentReference: string | null;
  unLocationCode: string | null;
  receivedAt: string;
  raw: Record<string, unknown>;
};

type Row = Omit<StoredEvent, "raw" | "receivedAt"> & {
  atMs: number;
  createdMs: number;
  emptyIndicatorCode: string | null;
  documentTypeCode: string | null;
  receivedAt?: string;
  raw?: Record<string, unknown>;
};

const ISO = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * A tracking's events in event time order, in one query, and the timeline computed from them in
 * memory. Plain SQL rather than the query builder: with a thousand events, mapping each column of
 * each row through Drizzle and formatting its dates in JavaScript was most of a read's time
 * (bench/tracking-get.mjs); PostgreSQL formats the ISO strings and the epoch milliseconds the
 * engine compares. `withRaw` adds the raw JSON and the receipt time (the composite GET); the
 * ingest's projection reads without them, so posting to a long tracking stays cheap.
 */
async function load(db: DbOrTx, tracking: Tracking, withRaw: boolean): Promise<{ rows: Row[]; timeline: Timeline }> {
  const result = await db.execute<Row>(sql`
    select event_id as "eventId", event_type as "eventType", event_classifier_code as "eventClassifierCode",
      event_type_code as "eventTypeCode",
      ${ISO("event_date_time")} as "eventDateTime", ${ISO("event_created_date_time")} as "eventCreatedDateTime",
      round(extract(epoch from event_date_time) * 1000)::float8 as "atMs",
      round(extract(epoch from event_created_date_time) * 1000)::float8 as "createdMs",
      equipment_reference as "equipmentReference", un_location_code as "unLocationCode",
      raw->>'emptyIndicatorCode' as "emptyIndicatorCode", raw->>'documentTypeCode' as "documentTypeCode"
      ${withRaw ? sql`, ${ISO("received_at")} as "receivedAt", raw` : sql``}
    from tracking_events
    where tracking_id = ${tracking.id}
    order by event_date_time, event_created_date_time, event_id`);
  const rows = (Array.isArray(result) ? result : (result as unknown as { rows: Row[] }).rows) as Row[];
  const timeline = buildTimeline(rows.map(timelineEventOf), tracking.equipmentReferences);
  return { rows, timeline };
}

export async function loadTimeline(
  db: DbOrTx,
  tracking: Tracking,
): Promise<{ rows: StoredEvent[]; timeline: Timeline }> {
  const { rows, timeline } = await load(db, tracking, true);
  return { rows: rows as unknown as StoredEvent[], timeline };
}

export async function loadTimelineOnly(db: DbOrTx, tracking: Tracking): Promise<{ count: number; timeline: Timeline }> {
  const { rows, timeline } = await load(db, tracking, false);
  return { count: rows.length, timeline };
}

/** The engine's view of a stored event: the columns normaliseEvent extracted at ingest, and two fields of the raw JSON. */
function timelineEventOf(row: Row): TimelineEvent {
  return {
    eventId: row.eventId,
    eventType: row.eventType,
    classifier: row.eventClassifierCode as Classifier,
    typeCode: row.eventTypeCode,
    at: Number(row.atMs),
    createdAt: Number(row.createdMs),
    equipmentReference: row.equipmentReference,
    location: row.unLocationCode,
    emptyIndicator: row.emptyIndicatorCode,
    documentTypeCode: row.documentTypeCode,
  };
}
