import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Demo bookings from the landing page's form (POST /api/demo); admins list them. */
export const demoRequests = pgTable(
  "demo_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    fullName: text().notNull(),
    company: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    message: text(),
    /** The requester's address, for the 5-per-hour limit. */
    ip: text().notNull(),
    contactedAt: timestamp({ withTimezone: true }),
    contactedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("demo_requests_ip_idx").on(t.ip, t.createdAt), index("demo_requests_created_idx").on(t.createdAt)],
);

export type DemoRequestRow = typeof demoRequests.$inferSelect;
