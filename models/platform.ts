import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Every state change writes one row here, in the same transaction as the change. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.createdAt),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
    index("audit_log_created_idx").on(t.createdAt),
    // A shipment's activity (lib/shipments/list-activity.ts): its documents', files' and shares'
    // entries carry the shipment's id in data.shipmentId.
    index("audit_log_shipment_idx").on(sql`(${t.data}->>'shipmentId')`, t.createdAt),
  ],
);

export const MAIL_STATUSES = ["stored", "sent", "failed"] as const;

/** Mail kept when no SMTP server is configured (or when sending failed), for admins to read. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    status: text({ enum: MAIL_STATUSES }).notNull(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt)],
);

/** First-party page views (path and query string); no third-party analytics script. */
export const pageViews = pgTable(
  "page_views",
  {
    id: uuid().primaryKey().defaultRandom(),
    path: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("page_views_created_idx").on(t.createdAt), index("page_views_path_idx").on(t.path, t.createdAt)],
);
