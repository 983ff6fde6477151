import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { shipments } from "./shipments";
import { users } from "./users";

/** DCSA modeOfTransport values (TNT 2.2). */
export const TRACKING_MODES = ["VESSEL", "RAIL", "TRUCK", "BARGE"] as const;
export type TrackingMode = (typeof TRACKING_MODES)[number];

/** The tracking status codes, in the order a voyage goes through them (lib/tracking/timeline.ts). */
export const TRACKING_STATUSES = [
  "awaiting_events",
  "booked",
  "at_origin",
  "in_transit",
  "arrived",
  "delivered",
  "completed",
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/**
 * What is tracked for one shipment (at most one tracking per shipment), in DCSA's names, plus a
 * projection of its events (status, ETA, delay, next milestone, ports) that lib/tracking rewrites
 * on every ingest under this row's lock, so the list and the counts are index reads. The
 * `announced*` columns remember what was last mailed, so a notice goes out once per change.
 */
export const shipmentTrackings = pgTable(
  "shipment_trackings",
  {
    id: uuid().primaryKey().defaultRandom(),
    shipmentId: uuid()
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    /** Denormalised from the shipment (never changes) so the list and the matcher need no join to scope by owner. */
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The carrier's SCAC. */
    carrierCode: text(),
    carrierBookingReference: text(),
    transportDocumentReference: text(),
    /** ISO 6346 container numbers, check digits verified. */
    equipmentReferences: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    vesselIMONumber: text(),
    mode: text().$type<TrackingMode>().notNull().default("VESSEL"),
    /** A shipping line or forwarder account the owner named: it may post events (docs/tracking.md). */
    carrierUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    forwarderUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** Polled and matched while active (lib/tracking/poll). */
    active: boolean().notNull().default(true),
    // Projection of the events (lib/tracking/refresh-projection.ts).
    status: text().$type<TrackingStatus>().notNull().default("awaiting_events"),
    statusText: text().notNull().default("Waiting for the first event"),
    etaAt: timestamp({ withTimezone: true }),
    /** The first planned arrival at the port of discharge: delay is measured against it. */
    firstPlannedArrivalAt: timestamp({ withTimezone: true }),
    /** The actual arrival at the port of discharge (the newest ACT arrival event there), for on-time reports. */
    actualArrivalAt: timestamp({ withTimezone: true }),
    delayMinutes: integer(),
    nextMilestone: jsonb().$type<{ code: string; label: string; location: string | null; at: string | null } | null>(),
    portOfLoading: text(),
    portOfDischarge: text(),
    /** Every UN/LOCODE of the route (loading, transhipment, discharge), for the port filter. */
    ports: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    eventCount: integer().notNull().default(0),
    // What the owner and sharees were last told (lib/tracking/announce.ts).
    announcedDepartedAt: timestamp({ withTimezone: true }),
    announcedArrivedAt: timestamp({ withTimezone: true }),
    announcedEtaAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shipment_trackings_shipment_key").on(t.shipmentId),
    // The list (keyset on created_at desc, id desc) and the counts, per owner.
    index("shipment_trackings_owner_created_idx").on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    // The matcher: events from a source are matched by reference among its owner's trackings.
    index("shipment_trackings_owner_tdr_idx").on(t.ownerId, t.transportDocumentReference),
    index("shipment_trackings_owner_booking_idx").on(t.ownerId, t.carrierBookingReference),
    index("shipment_trackings_equipment_idx").using("gin", t.equipmentReferences),
    // Reports: the arrivals of a period (lib/analytics/reports/on-time-arrival.ts).
    index("shipment_trackings_actual_arrival_idx")
      .on(t.actualArrivalAt)
      .where(sql`${t.actualArrivalAt} is not null`),
    // The owner's own arrivals of a period: the owned side of on-time arrival, bounded by owner and time.
    index("shipment_trackings_owner_arrival_idx")
      .on(t.ownerId, t.actualArrivalAt)
      .where(sql`${t.actualArrivalAt} is not null`),
  ],
);

/**
 * One DCSA T&T 2.2 event as received (raw JSON kept whole), stored once per (tracking, eventID).
 * The extracted columns serve the timeline and the DCSA filters; corrections are new events with
 * a newer eventCreatedDateTime, and nothing is ever overwritten.
 */
export const trackingEvents = pgTable(
  "tracking_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    trackingId: uuid()
      .notNull()
      .references(() => shipmentTrackings.id, { onDelete: "cascade" }),
    eventId: text().notNull(),
    /** SHIPMENT, TRANSPORT or EQUIPMENT. */
    eventType: text().notNull(),
    /** PLN, EST or ACT. */
    eventClassifierCode: text().notNull(),
    /** shipmentEventTypeCode, transportEventTypeCode or equipmentEventTypeCode. */
    eventTypeCode: text().notNull(),
    eventDateTime: timestamp({ withTimezone: true }).notNull(),
    eventCreatedDateTime: timestamp({ withTimezone: true }).notNull(),
    equipmentReference: text(),
    unLocationCode: text(),
    /** The tracking source (lib/tracking/sources) that delivered it; null when posted through the API. */
    sourceId: uuid(),
    postedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    raw: jsonb().$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Idempotency: a replayed or concurrently delivered event is one row (ON CONFLICT DO NOTHING).
    uniqueIndex("tracking_events_tracking_event_key").on(t.trackingId, t.eventId),
    // Events out (/v2/events) list by creation time.
    index("tracking_events_tracking_created_idx").on(t.trackingId, t.eventCreatedDateTime, t.id),
  ],
);

export type ShipmentTrackingRow = typeof shipmentTrackings.$inferSelect;
export type TrackingEventRow = typeof trackingEvents.$inferSelect;
