import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { shipments } from "./shipments";
import { users } from "./users";

/**
 * A document-suggestion answer recorded on a shipment: what was asked, what the rule engine
 * answered and which rule-set version answered it, so a checklist can be explained later even
 * after the rules change. Append-only; the newest is the shipment's current checklist.
 */
export const complianceSuggestionAnswers = pgTable(
  "compliance_suggestion_answers",
  {
    id: uuid().primaryKey().defaultRandom(),
    shipmentId: uuid()
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    requestedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    ruleSetVersion: text().notNull(),
    /** The normalised request (countries alpha-2, value a decimal string). */
    request: jsonb().notNull(),
    /** The answer as sent: documents with reasons, notes, HS candidates. */
    answer: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("compliance_suggestion_answers_shipment_idx").on(t.shipmentId, t.createdAt.desc(), t.id.desc())],
);

export type ComplianceSuggestionAnswerRow = typeof complianceSuggestionAnswers.$inferSelect;
