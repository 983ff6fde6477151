import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A carrier connection (docs/tracking.md, "Carrier connections, webhooks and events out"): where
 * a carrier's DCSA Track & Trace 2.2 platform pushes events to us (`/api/tracking/webhooks/{id}`,
 * signed with `webhookSecret`) and, with a `baseUrl`, where we poll and subscribe. Events it
 * brings are matched to the trackings of its owner's shipments only.
 *
 * Secrets (`webhookSecret`, `apiKey`, `carrierSubscriptionSecret`) are stored sealed
 * (lib/tracking/sources/secret-box.ts): never returned by the API after the answer that created them.
 */
export const trackingSources = pgTable(
  "tracking_sources",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** A DCSA T&T 2.2 API root (`{baseUrl}/v2/events`); null for a push-only connection. */
    baseUrl: text(),
    /** Sealed; sent as `API-Key` and `Authorization: Bearer` to the carrier. */
    apiKey: text(),
    /** Minutes between two polls of every active tracking of the owner (5–1440). */
    pollMinutes: integer().notNull().default(60),
    /** Sealed; the HMAC-SHA256 key (base64 of 32–64 bytes) that signs the carrier's pushes. */
    webhookSecret: text().notNull(),
    /** The carrier's id of the subscription we created there (`POST {baseUrl}/v2/event-subscriptions`). */
    carrierSubscriptionId: text(),
    lastPolledAt: timestamp({ withTimezone: true }),
    /** The last poll's failure in words, or null after a good poll. */
    lastPollError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tracking_sources_owner_idx").on(t.ownerId, t.createdAt)],
);
export type TrackingSourceRow = typeof trackingSources.$inferSelect;

/**
 * Filters of an outbound subscription, in DCSA 2.2 names. Lists are OR within themselves; the
 * fields together are AND (the spec's subscription semantics).
 */
export type EventSubscriptionFilters = {
  eventType?: string[];
  shipmentEventTypeCode?: string[];
  transportEventTypeCode?: string[];
  equipmentEventTypeCode?: string[];
  documentTypeCode?: string[];
  carrierBookingReference?: string;
  transportDocumentReference?: string;
  equipmentReference?: string;
  UNLocationCode?: string;
  vesselIMONumber?: string;
};

export const EVENT_SUBSCRIPTION_STATUSES = ["active", "disabled"] as const;
export type EventSubscriptionStatus = (typeof EVENT_SUBSCRIPTION_STATUSES)[number];

/** Someone else's system following our shipments the DCSA way (`/v2/event-subscriptions`). */
export const eventSubscriptions = pgTable(
  "event_subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    callbackUrl: text().notNull(),
    /** Sealed; base64 of the 32–64-byte HMAC key, as the subscriber sent it. */
    secret: text().notNull(),
    filters: jsonb().$type<EventSubscriptionFilters>().notNull().default({}),
    /** `disabled` after 24 h of failed deliveries; an update (PUT) makes it active again. */
    status: text().$type<EventSubscriptionStatus>().notNull().default("active"),
    /** When the current run of failed deliveries began; null while deliveries succeed. */
    failingSince: timestamp({ withTimezone: true }),
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("event_subscriptions_owner_idx").on(t.ownerId, t.createdAt),
    index("event_subscriptions_status_idx").on(t.status),
  ],
);
export type EventSubscriptionRow = typeof eventSubscriptions.$inferSelect;

export const EVENT_DELIVERY_STATUSES = ["pending", "delivered", "failed", "abandoned"] as const;
export type EventDeliveryStatus = (typeof EVENT_DELIVERY_STATUSES)[number];

/**
 * One push of one event to one subscription. Its id is the stable delivery id (header
 * `Delivery-ID`, and the pg-boss job id); the payload is frozen when the delivery is made so a
 * retry sends the same bytes with the same signature.
 */
export const eventDeliveries = pgTable(
  "event_deliveries",
  {
    id: uuid().primaryKey().defaultRandom(),
    subscriptionId: uuid()
      .notNull()
      .references(() => eventSubscriptions.id, { onDelete: "cascade" }),
    /** The DCSA eventID pushed: one delivery per (subscription, event). */
    eventId: text().notNull(),
    /** The JSON array sent, exactly as signed. */
    body: text().notNull(),
    status: text().$type<EventDeliveryStatus>().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastStatusCode: integer(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("event_deliveries_subscription_event_idx").on(t.subscriptionId, t.eventId),
    index("event_deliveries_status_idx").on(t.status, t.createdAt),
  ],
);
export type EventDeliveryRow = typeof eventDeliveries.$inferSelect;
