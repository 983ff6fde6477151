import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { shipments } from "./shipments";
import { users } from "./users";

/** One finding of a check run, as the API answers it (lib/compliance/checks/schemas.ts). */
export type StoredFinding = {
  checkId: string;
  severity: "error" | "warning" | "info";
  message: string;
  documents: string[];
  fields: { document: string; path: string }[];
  rule: { citation: string; url: string | null };
  suggestion: string | null;
};

/**
 * A run of the compliance checks over a shipment: the rule-set version that answered, when, and
 * every finding. Runs are kept (not overwritten) so insights can count discrepancies over time;
 * the latest run of a shipment is the one shown and the one finalising consults.
 *
 * `viewerId` is null for a run over the whole shipment (its owner's view). A sharee sees only
 * the documents shared with them, so their run covers those and is kept apart, for them.
 */
export const complianceCheckRuns = pgTable(
  "compliance_check_runs",
  {
    id: uuid().primaryKey().defaultRandom(),
    shipmentId: uuid()
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    /** The shipment's owner (copied at insert), for the runs of a period by owner. */
    ownerId: uuid().notNull(),
    viewerId: uuid().references(() => users.id, { onDelete: "cascade" }),
    ruleSetVersion: text().notNull(),
    findings: jsonb().$type<StoredFinding[]>().notNull().default([]),
    errorCount: integer().notNull().default(0),
    warningCount: integer().notNull().default(0),
    infoCount: integer().notNull().default(0),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("compliance_check_runs_shipment_checked_idx").on(t.shipmentId, t.viewerId, t.checkedAt.desc()),
    // Reports: the runs of a period (lib/analytics/reports/compliance-findings.ts).
    index("compliance_check_runs_checked_idx").on(t.checkedAt),
    index("compliance_check_runs_owner_checked_idx").on(t.ownerId, t.checkedAt),
  ],
);

export type ComplianceCheckRunRow = typeof complianceCheckRuns.$inferSelect;
