import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    // One action over a range (the admin's verifications approved per week).
    index("audit_log_action_created_idx").on(t.action, t.createdAt),
    // A shipment's activity (lib/shipments/list-activity.ts): its documents', files' and shares'
    // entries carry the shipment's id in data.shipmentId.
    index("audit_log_shipment_idx").on(sql`(${t.data}->>'shipmentId')`, t.createdAt),
  ],
);

/**
 * queued: waiting for (or between attempts of) its `mail.send` job; sent: the SMTP server
 * accepted it; failed: every attempt failed; stored: no SMTP_URL, kept for admins to read.
 */
export const MAIL_STATUSES = ["queued", "sent", "failed", "stored"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Headers a mail may carry beyond the usual ones (lib/mail/send-mail.ts). */
export type MailHeaders = {
  replyTo?: string;
  inReplyTo?: string;
  references?: string[];
  /** RFC 2369 `List-Unsubscribe` (e.g. `<https://…/unsubscribe?token=…>`), for mail a user subscribed to. */
  listUnsubscribe?: string;
  /** RFC 8058 `List-Unsubscribe-Post` (`List-Unsubscribe=One-Click`): the link above takes a POST without a session. */
  listUnsubscribePost?: string;
};

/**
 * Every mail the app sends (lib/mail/send-mail.ts): written first, then delivered by a
 * `mail.send` job whose id is the row's id (docs/jobs.md). Without SMTP_URL it stays `stored`
 * for admins to read.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    status: text({ enum: MAIL_STATUSES }).notNull(),
    /** The last attempt's error (null once sent). */
    error: text(),
    /** SMTP attempts made so far. */
    attempts: integer().notNull().default(0),
    /** The Message-ID header every attempt repeats: `<row id@exportly>`. */
    messageId: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** Carries a code or link only the recipient may read: text/html hold a redacted copy (mail_secrets has the real one). */
    sensitive: boolean().notNull().default(false),
    /** Threading and reply headers (Reply-To, In-Reply-To, References), when the mail has any. */
    headers: jsonb().$type<MailHeaders>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_created_idx").on(t.createdAt),
    // The re-enqueue sweep looks for rows still queued long after they were written.
    index("mail_outbox_status_created_idx").on(t.status, t.createdAt),
  ],
);

/**
 * The complete body of a sensitive outbox row, read only by the `mail.send` job
 * (lib/mail/deliver-mail.ts) and deleted once the message was sent or has failed for good, so the
 * admin outbox, its API and the logs never see a reset code, confirmation code or invitation link.
 */
export const mailSecrets = pgTable("mail_secrets", {
  outboxId: uuid()
    .primaryKey()
    .references(() => mailOutbox.id, { onDelete: "cascade" }),
  text: text().notNull(),
  html: text().notNull(),
});

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
