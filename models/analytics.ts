import { sql } from "drizzle-orm";
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { shipmentStatus, shipments } from "./shipments";
import { users } from "./users";

/**
 * One row per shipment with the figures the dashboard and the reports add up, written in the same
 * transaction as every change of the shipment or of its invoice (lib/analytics/facts). The
 * invoiced total is computed in code from the invoice's data (lib/templates/totals.ts, the figure
 * the editor and the PDF show), so a report over 100,000 shipments must not recompute it from
 * JSON: this projection is what makes reports an index range plus an aggregate (docs/analytics.md).
 * Money is BigInt minor units of `currency`; dates are calendar dates as the documents state them.
 */
export const shipmentFacts = pgTable(
  "shipment_facts",
  {
    shipmentId: uuid()
      .primaryKey()
      .references(() => shipments.id, { onDelete: "cascade" }),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reference: text().notNull(),
    status: shipmentStatus().notNull(),
    /** The shipment's creation instant (UTC); its calendar day depends on the reader's time zone. */
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** The shared data's departure date, when entered. */
    shipmentDate: date({ mode: "string" }),
    /** ISO 3166-1 alpha-2 of the country of final destination, when known. */
    destinationCountry: text(),
    /** The trading partner: the buyer's name, else the consignee's, as entered (trimmed). */
    partnerName: text(),
    /** Lower-cased partnerName, for the partner filter. */
    partnerKey: text(),
    /** The invoice the total comes from (commercial_invoice, else proforma_invoice), null without one. */
    invoiceSource: text(),
    /** ISO 4217 of the invoiced total. */
    currency: text(),
    invoicedMinor: bigint({ mode: "bigint" }),
    invoiceDate: date({ mode: "string" }),
    /** Structured payment terms of the invoice: days of credit, counted from `creditFrom`. */
    creditDays: integer(),
    /** "invoice_date" or "shipment_date". */
    creditFrom: text(),
    /** The receivable's due date: the base date plus the days of credit; null when either is missing. */
    dueDate: date({ mode: "string" }),
    /**
     * The shipment's payments in `currency` (all dates) and the latest of their dates: receivables
     * as of a day on or after it read the sum here instead of adding up the payments (a join and a
     * grouping over 100,000 shipments cost a second). Kept by every payment write, in its transaction.
     */
    paidMinor: bigint({ mode: "bigint" })
      .notNull()
      .default(sql`0`),
    lastPaymentDate: date({ mode: "string" }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shipment_facts_owner_created_idx").on(t.ownerId, t.createdAt),
    index("shipment_facts_owner_shipment_date_idx").on(t.ownerId, t.shipmentDate),
    index("shipment_facts_owner_due_idx").on(t.ownerId, t.dueDate),
    // The summary's all-time counts by status, and its period counts, as index-only scans (they
    // read most of the owner's rows: the plain indexes lost to a Seq Scan).
    index("shipment_facts_owner_status_idx").on(t.ownerId, t.status),
    index("shipment_facts_owner_days_idx").on(t.ownerId, t.shipmentDate, t.createdAt),
    // The owner's open receivables (lib/analytics/receivables.ts): cancelled and uninvoiced rows left out.
    index("shipment_facts_owner_receivable_idx")
      .on(t.ownerId, t.currency, t.dueDate)
      .where(sql`${t.status} <> 'cancelled' and ${t.invoicedMinor} is not null`),
  ],
);

/**
 * A shipment's goods by HS chapter (the first two digits of the line's HS code; "00" when a line
 * has none): how many lines, and their value in the shipment's invoice currency (null when no
 * line of the chapter has a price).
 */
export const shipmentProductFacts = pgTable(
  "shipment_product_facts",
  {
    shipmentId: uuid()
      .notNull()
      .references(() => shipmentFacts.shipmentId, { onDelete: "cascade" }),
    hsChapter: text().notNull(),
    lineCount: integer().notNull(),
    valueMinor: bigint({ mode: "bigint" }),
    /**
     * Copies of the shipment's facts (rewritten with them on every refresh): the top products
     * report reads the owner's product rows of a period on an index of their own, instead of
     * joining every product row to the owner's facts of the period.
     */
    ownerId: uuid().notNull(),
    status: shipmentStatus().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    shipmentDate: date({ mode: "string" }),
    currency: text(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.hsChapter] }),
    // The two sides of `inPeriod` (lib/analytics/reports/shared.ts), as on shipment_facts.
    index("shipment_product_facts_owner_shipment_date_idx").on(t.ownerId, t.shipmentDate),
    index("shipment_product_facts_owner_created_idx").on(t.ownerId, t.createdAt),
  ],
);

/** A user's weekly summary mail (lib/analytics/weekly-summary). One row per user who subscribed. */
export const reportSubscriptions = pgTable("report_subscriptions", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  weekly: boolean().notNull().default(true),
  /** The last week (its Monday, in the user's time zone) a summary was queued for: never twice. */
  lastWeekSent: date({ mode: "string" }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type ShipmentFactsRow = typeof shipmentFacts.$inferSelect;
export type ShipmentProductFactsRow = typeof shipmentProductFacts.$inferSelect;
export type ReportSubscriptionRow = typeof reportSubscriptions.$inferSelect;
