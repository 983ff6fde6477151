import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A business's KYC submission (PUT /api/users/verify). The state itself lives on
 * users.verificationState, which the user DTO exposes; this row keeps the details and the
 * latest review. Documents are files (POST /api/pdfdocs) owned by the user.
 */
export const businessVerifications = pgTable(
  "business_verifications",
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    details: jsonb().$type<Record<string, unknown>>().notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewerId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The reviewer's reason for a rejection or a suspension. */
    reason: text(),
  },
  (t) => [index("business_verifications_submitted_idx").on(t.submittedAt)],
);

export type BusinessVerificationRow = typeof businessVerifications.$inferSelect;
