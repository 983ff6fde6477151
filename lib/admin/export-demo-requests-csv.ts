import { stringify } from "csv-stringify/sync";
import { desc } from "drizzle-orm";
import { demoRequests } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { assertAdmin } from "./access";
import { demoStatusCondition, type DemoStatus } from "./list-demo-requests";

/** The most rows one export holds; the form accepts 5 per address per hour, so this is years of bookings. */
export const DEMO_EXPORT_MAX_ROWS = 50_000;

/**
 * A spreadsheet opens a cell starting with = + - @ (or a tab/CR) as a formula; visitors typed
 * these fields, so such cells get a leading apostrophe (OWASP "CSV injection"). csv-stringify
 * quotes but does not neutralise formulas, hence this small cast.
 */
export const neutraliseFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export type ExportDemoRequestsOptions = { actor: Actor; status: DemoStatus };

/** CSV of demo requests (newest first) with a header row; the export itself is audited. */
export async function exportDemoRequestsCsv({
  actor,
  status,
}: ExportDemoRequestsOptions): Promise<{ csv: string; rows: number }> {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await db
    .select()
    .from(demoRequests)
    .where(demoStatusCondition(status))
    .orderBy(desc(demoRequests.createdAt), desc(demoRequests.id))
    .limit(DEMO_EXPORT_MAX_ROWS);
  const csv = stringify(
    rows.map((r) => [
      r.createdAt.toISOString(),
      r.fullName,
      r.company,
      r.email,
      r.phone,
      r.message ?? "",
      r.contactedAt?.toISOString() ?? "",
    ]),
    {
      header: true,
      columns: ["Requested at (UTC)", "Full name", "Company", "Email", "Phone", "Message", "Contacted at (UTC)"],
      cast: { string: neutraliseFormula },
    },
  );
  await writeAudit(db, {
    actorId: actor.userId,
    action: "demo_request.exported",
    entityType: "demo_request",
    entityId: "*",
    data: { status, rows: rows.length },
  });
  return { csv, rows: rows.length };
}
