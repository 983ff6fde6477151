import type { Actor } from "@/lib/auth/actor";
import type { DbOrTx } from "@/lib/db/client";
import type { Period } from "../period";
import type { ReportColumn, ReportDetail, ReportFilters, ReportKey, ReportRow } from "./contract";

/** What a report is run with: who asks, for which days (in which zone), with which filters. */
export type ReportContext = {
  db: DbOrTx;
  actor: Actor;
  period: Pick<Period, "from" | "to" | "timeZone" | "today">;
  filters: ReportFilters;
  /** Whether to list the records behind each row (costs a second query; only on request). */
  details: boolean;
};

export type ReportOutput = {
  rows: ReportRow[];
  totals: Record<string, unknown>;
  details?: ReportDetail[];
};

/**
 * One report: one file per report in lib/analytics/reports/, listed in registry.ts. `run` reads
 * only through `scopedFacts` (lib/analytics/scope.ts) or, for eBLs, the envelopes the actor is a
 * party to, so no report can count another user's rows.
 */
export type ReportDefinition = {
  key: ReportKey;
  title: string;
  /** One sentence for the screen and the OpenAPI document: what is counted and how. */
  description: string;
  columns: ReportColumn[];
  run(ctx: ReportContext): Promise<ReportOutput>;
};
