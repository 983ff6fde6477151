import { sql } from "drizzle-orm";
import { pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Roles a person may choose at registration (DESIGN §4); `admin` is never self-assigned. */
export const REGISTRABLE_ROLES = [
  "exporter",
  "importer",
  "bank",
  "shipping_line",
  "freight_forwarder",
  "customs_house_agent",
  "surveyor",
] as const;
export const USER_ROLES = [...REGISTRABLE_ROLES, "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export type RegistrableRole = (typeof REGISTRABLE_ROLES)[number];

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
  (t) => [uniqueIndex("users_email_key").on(sql`lower(${t.email})`)],
);

export type UserRow = typeof users.$inferSelect;
