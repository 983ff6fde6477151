import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
    /** IANA time zone the user's reports count calendar days in; null: the browser's, sent with each request. */
    timeZone: text(),
    verificationState: verificationState().notNull().default("unverified"),
    /**
     * When the account proved it receives mail at `email` (a code or link from the confirmation
     * mail, or an invitation link followed while signed in). Null: shares, network invitations
     * and eBL control meant for the address wait (docs/accounts.md, "Proven addresses").
     */
    emailVerifiedAt: timestamp({ withTimezone: true }),
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

export const EMAIL_CONFIRMATION_PURPOSES = ["confirm", "undo_change"] as const;
export type EmailConfirmationPurpose = (typeof EMAIL_CONFIRMATION_PURPOSES)[number];

/**
 * Mailed proofs of an address. `confirm`: the address to prove (the account's own, or the new
 * one of an email change, applied only once proven), with a link token (24 hours) and a 6-digit
 * code (30 minutes, 5 wrong tries). `undo_change`: the link sent to the old address of a change
 * (7 days), which puts the old address back. Only hashes are stored.
 */
export const emailConfirmations = pgTable(
  "email_confirmations",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text({ enum: EMAIL_CONFIRMATION_PURPOSES }).notNull(),
    /** confirm: the address being proven; undo_change: the old address to restore. */
    email: text().notNull(),
    /** undo_change: the address the change went to (only that change is undone). */
    changedTo: text(),
    /** SHA-256 of the link token: a 32-byte random token needs no slow hash. */
    tokenHash: text().notNull().unique(),
    /** argon2 of the 6-digit code: a million codes would fall to a plain hash at once. */
    codeHash: text(),
    attempts: integer().notNull().default(0),
    codeExpiresAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_confirmations_user_idx").on(t.userId, t.createdAt)],
);
export type EmailConfirmationRow = typeof emailConfirmations.$inferSelect;
