import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { supportMessages, supportTickets } from "./support";
import { users } from "./users";

/**
 * What support mail an admin wants (docs/support.md, "Email both ways"): `all` new tickets and
 * customer replies, only those of tickets `assigned` to them, or `none`. An admin without a row
 * gets `all`, so a new ticket never goes unnoticed because nobody chose anything.
 */
export const SUPPORT_MAIL_PREFERENCES = ["all", "assigned", "none"] as const;
export type SupportMailPreference = (typeof SUPPORT_MAIL_PREFERENCES)[number];

export const supportMailPreferences = pgTable("support_mail_preferences", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  notify: text({ enum: SUPPORT_MAIL_PREFERENCES }).notNull().default("all"),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every inbound reply mail added to a ticket, by its Message-ID (or `sha256:<digest of the raw
 * message>` when it has none): a redelivered mail finds its row and adds nothing. The key is per
 * ticket, so a Message-ID one sender invents can never block another customer's mail.
 */
export const supportInboundMail = pgTable(
  "support_inbound_mail",
  {
    ticketId: uuid()
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    messageId: text().notNull(),
    /** The ticket message the mail became. */
    supportMessageId: uuid().references(() => supportMessages.id, { onDelete: "set null" }),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    attachments: integer().notNull().default(0),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ticketId, t.messageId] }),
    index("support_inbound_mail_received_idx").on(t.receivedAt),
  ],
);

/**
 * The key that signs reply addresses when `SUPPORT_REPLY_SECRET` is unset: 32 random bytes made
 * once by whichever process needs it first. In the database, not a file, so every instance of a
 * cluster signs and checks with the same key (a file per instance would give each its own).
 */
export const supportMailKeys = pgTable("support_mail_keys", {
  id: integer().primaryKey(),
  secret: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
