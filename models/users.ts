import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { USER_ROLES } from "./roles";

export { REGISTRABLE_ROLES, USER_ROLES, type RegistrableRole, type UserRole } from "./roles";

export const VERIFICATION_STATES = ["unverified", "pending", "verified", "rejected", "suspended"] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

export const userRole = pgEnum("user_role", USER_ROLES);
export const verificationState = pgEnum("verification_state", VERIFICATION_STATES);

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    // Stored lower-cased: the unique index below makes addresses unique case-insensitively.
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    role: userRole().notNull(),
    phone: text(),
    company: text(),
    country: text(),
    verificationState: verificationState().notNull().default("unverified"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    // The admin user list, newest first with a stable tie-break: `ORDER BY created_at DESC, id DESC`
    // (nulls first, PostgreSQL's default) is this ascending index read backwards.
    index("users_created_idx").on(t.createdAt, t.id),
  ],
);

export type UserRow = typeof users.$inferSelect;
