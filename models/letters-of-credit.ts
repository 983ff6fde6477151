import { bigint, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { shipments } from "./shipments";
import { users } from "./users";

/**
 * The terms of the documentary credit (SWIFT MT700) a shipment is paid under: one per shipment.
 * The amount is an integer count of the currency's minor units (never a float); the API speaks
 * decimal strings. Dates are calendar dates as the credit states them. `terms` holds the
 * remaining MT700 fields (texts, lists and flags) exactly as the API shows them
 * (lib/letters-of-credit/schemas.ts).
 */
export const lettersOfCredit = pgTable(
  "letters_of_credit",
  {
    id: uuid().primaryKey().defaultRandom(),
    shipmentId: uuid()
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    /** ISO 4217 code (MT700 32B). */
    currency: text().notNull(),
    /** MT700 32B amount in minor units of `currency`. */
    amountMinor: bigint({ mode: "bigint" }).notNull(),
    terms: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("letters_of_credit_shipment_key").on(t.shipmentId)],
);

export type LetterOfCreditRow = typeof lettersOfCredit.$inferSelect;
