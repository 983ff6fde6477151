import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { ReportFilters } from "@/lib/analytics/reports/contract";
import type { ReportContext, ReportDefinition } from "@/lib/analytics/reports/definition";
import { actorOf } from "@/test/ebl";

/**
 * Helpers of the operations reports' tests (document cycle time, eBL turnaround, on-time arrival,
 * compliance findings): run a report's definition directly for a user and period, (shipment facts are
 * written by every shipment write, lib/analytics/facts).
 */
export async function runReport(
  report: ReportDefinition,
  user: { id: string },
  period: { from: string; to: string; timeZone: string },
  options: { details?: boolean; filters?: ReportFilters } = {},
) {
  const ctx: ReportContext = {
    db: await getDb(),
    actor: await actorOf(user),
    period: { ...period, today: period.to },
    filters: options.filters ?? {},
    details: options.details ?? false,
  };
  return report.run(ctx);
}

/** Runs an UPDATE (or any statement) that builds a history: backdated timestamps. */
export async function exec(statement: ReturnType<typeof sql>) {
  await (await getDb()).execute(statement);
}
