import { bigint, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { shipments } from "./shipments";
import { users } from "./users";

/**
 * A payment received against a shipment. Money is an integer count of the currency's minor
 * units (never a float); the API speaks decimal strings. `paymentDate` is a calendar date (the
 * day the money arrived, as the user's bank statement says), not an instant.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    shipmentId: uuid()
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    amountMinor: bigint({ mode: "bigint" }).notNull(),
    /** ISO 4217 alphabetic code. */
    currency: text().notNull(),
    notes: text(),
    paymentDate: date({ mode: "string" }).notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payments_shipment_date_idx").on(t.shipmentId, t.paymentDate.desc(), t.id.desc())],
);

export type PaymentRow = typeof payments.$inferSelect;
