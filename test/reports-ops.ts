import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { ReportFilters } from "@/lib/analytics/reports/contract";
import type { ReportContext, ReportDefinition } from "@/lib/analytics/reports/definition";
import { actorOf } from "@/test/ebl";

/**
 * Helpers of the operations reports' tests (document cycle time, eBL turnaround, on-time arrival,
 * compliance findings): run a report's definition directly for a user and period, and make sure
 * the shipments have their fact rows.
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

/**
 * The fact rows of these shipments, when the facts projection has not written them (a shipment
 * with no invoice still has one: reports scope by it). Only the columns these reports read.
 */
export async function ensureFacts(...shipmentIds: string[]) {
  const db = await getDb();
  for (const id of shipmentIds) {
    await db.execute(sql`
      insert into shipment_facts (shipment_id, owner_id, reference, status, created_at)
      select id, owner_id, reference, status, created_at from shipments where id = ${id}
      on conflict do nothing`);
  }
}

/** Runs an UPDATE (or any statement) that builds a history: backdated timestamps. */
export async function exec(statement: ReturnType<typeof sql>) {
  await (await getDb()).execute(statement);
}
