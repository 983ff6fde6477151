import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * An in-app notice for one user (a shipment departed, a support reply arrived, …). Written in
 * the same transaction as the change it announces; the mail, when there is one, goes through the
 * outbox separately. `link` is a path inside the app, never an outside URL.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What happened, as a stable key (`tracking.departed`, `support.reply`, …). */
    kind: text().notNull(),
    title: text().notNull(),
    body: text(),
    link: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("notifications_created_idx").on(t.createdAt),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
