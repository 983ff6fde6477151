import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { envelopes } from "./ebl";
import { files } from "./files";
import { shipments } from "./shipments";
import { SUPPORT_CATEGORIES, SUPPORT_MESSAGE_SOURCES, SUPPORT_PRIORITIES, SUPPORT_STATUSES } from "./support-constants";
import { users } from "./users";

export * from "./support-constants";

export const supportCategory = pgEnum("support_category", SUPPORT_CATEGORIES);
export const supportPriority = pgEnum("support_priority", SUPPORT_PRIORITIES);
export const supportStatus = pgEnum("support_status", SUPPORT_STATUSES);
export const supportMessageSource = pgEnum("support_message_source", SUPPORT_MESSAGE_SOURCES);

/**
 * A support ticket. `number` counts the user's own tickets (1, 2, 3…), so what a user calls
 * "ticket 3" says nothing about other users. The targets (`firstResponseDueAt`,
 * `resolutionDueAt`) are stored, computed in business hours from `createdAt` and the priority
 * (lib/support/business-hours.ts), so the admin queue can filter breached tickets in SQL.
 */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    number: integer().notNull(),
    subject: text().notNull(),
    category: supportCategory().notNull(),
    priority: supportPriority().notNull(),
    status: supportStatus().notNull().default("open"),
    shipmentId: uuid().references(() => shipments.id, { onDelete: "set null" }),
    envelopeId: uuid().references(() => envelopes.id, { onDelete: "set null" }),
    assigneeId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** 1–5, given by the user once the ticket is resolved or closed. */
    rating: integer(),
    ratingComment: text(),
    ratedAt: timestamp({ withTimezone: true }),
    firstResponseDueAt: timestamp({ withTimezone: true }).notNull(),
    resolutionDueAt: timestamp({ withTimezone: true }).notNull(),
    /** The first public reply by staff. */
    firstResponseAt: timestamp({ withTimezone: true }),
    /** The last time it became resolved (cleared when a customer reply reopens it). */
    resolvedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    /** The newest message visible to the user (internal notes leave it alone). */
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("support_tickets_user_number_key").on(t.userId, t.number),
    // The user's list, newest first: (created_at DESC, id DESC) is this index read backwards.
    index("support_tickets_user_created_idx").on(t.userId, t.createdAt, t.id),
    // The admin queue (all tickets, or one status), newest first.
    index("support_tickets_created_idx").on(t.createdAt, t.id),
    index("support_tickets_status_created_idx").on(t.status, t.createdAt, t.id),
    index("support_tickets_assignee_created_idx").on(t.assigneeId, t.createdAt, t.id),
    check("support_tickets_rating_range", sql`${t.rating} is null or (${t.rating} between 1 and 5)`),
  ],
);

export type SupportTicketRow = typeof supportTickets.$inferSelect;

/** A message of a ticket's conversation; `internal` notes are for staff only, never shown to the user. */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    ticketId: uuid()
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** Whether the author wrote as support staff (an admin), kept even if the account changes later. */
    isStaff: boolean().notNull(),
    body: text().notNull(),
    internal: boolean().notNull().default(false),
    source: supportMessageSource().notNull().default("web"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("support_messages_ticket_created_idx").on(t.ticketId, t.createdAt, t.id)],
);

export type SupportMessageRow = typeof supportMessages.$inferSelect;

/** A file attached to a message: the bytes and their checks are the upload pipeline's `files` row. */
export const supportAttachments = pgTable(
  "support_attachments",
  {
    id: uuid().primaryKey().defaultRandom(),
    ticketId: uuid()
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    messageId: uuid()
      .notNull()
      .references(() => supportMessages.id, { onDelete: "cascade" }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("support_attachments_message_idx").on(t.messageId),
    index("support_attachments_ticket_idx").on(t.ticketId),
    uniqueIndex("support_attachments_file_key").on(t.fileId),
  ],
);

export type SupportAttachmentRow = typeof supportAttachments.$inferSelect;
