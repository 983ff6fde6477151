import { sql } from "drizzle-orm";
import { requireUserId } from "@/lib/auth/actor";
import { ownedFactFilters, referenceOf, scopedFacts } from "../scope";
import { byText } from "./shared";
import type { ReportDetail, ReportRow } from "./contract";
import type { ReportContext, ReportDefinition } from "./definition";
import { finalisedDocuments } from "./document-cycle-time";
import { isoText, percentText, periodBounds } from "./measures";

type Group = { month: string; checkId: string; severity: string; findings: number };
type Finding = {
  runId: string;
  ordinal: number;
  shipmentId: string;
  reference: string;
  month: string;
  checkId: string;
  severity: string;
  message: string | null;
  checkedAt: string;
};

const SEVERITY_RANK = sql`case fi->>'severity' when 'error' then 3 when 'warning' then 2 else 1 end`;

/**
 * Findings per check over time. The runs counted are those the user sees on the shipment's
 * screen (lib/compliance/checks/get-latest.ts): on a shipment they own, the runs over the whole
 * shipment (viewer_id null); on a shipment shared with them, their own runs (viewer_id = them),
 * which cover only the documents shared with them. Per shipment and month (checked_at's month in
 * the zone), only the latest run of that month within the period counts, so re-running the checks
 * ten times does not count a finding ten times. Every finding counts (errors, warnings and
 * information); a row's severity is the most severe of its findings. Rows: month ascending, then
 * most findings, then check id.
 *
 * Totals: the documents finalised in the period (the same documents as document_cycle_time) and
 * how many of them were finalised without errors, i.e. without a document.compliance_override
 * audit entry (lib/shipments/finalise-document.ts writes one when the user finalised over open
 * compliance errors; a document is finalised once).
 */
async function run(ctx: ReportContext) {
  const userId = requireUserId(ctx.actor, "complianceFindings");
  const { start, end } = periodBounds(ctx.period);
  // The latest run per shipment and month is chosen over narrow rows (ids and times), and its
  // findings read afterwards by primary key: sorting the findings' JSON along would spill to disk.
  const runs = sql`(
    select latest.id, latest.shipment_id, latest.reference, latest.month, latest.checked_at, rr.findings
      from (
        select distinct on (r.shipment_id, month) r.id, r.shipment_id, r.reference, r.checked_at,
               to_char(r.checked_at at time zone ${ctx.period.timeZone}, 'YYYY-MM') as month
          from (
            -- Owned: the owner's runs of the period (compliance_check_runs_owner_checked_idx).
            select r.id, r.shipment_id, r.checked_at, ${referenceOf(sql`r.shipment_id`)} as reference
              from compliance_check_runs r
             where r.owner_id = ${userId} and r.viewer_id is null
               and r.checked_at >= ${start} and r.checked_at < ${end}${ownedFactFilters(userId, ctx.filters, sql`r.shipment_id`)}
            union all
            -- Shared: the sharee's own runs on the shipments shared with them.
            select r.id, r.shipment_id, r.checked_at, f.reference
              from ${scopedFacts(userId, ctx.filters)} f
              join compliance_check_runs r on r.shipment_id = f.shipment_id
             where not f.owned and r.viewer_id = ${userId}
               and r.checked_at >= ${start} and r.checked_at < ${end}
          ) r
         order by r.shipment_id, month, r.checked_at desc, r.id desc
      ) latest
      join compliance_check_runs rr on rr.id = latest.id
  )`;
  const docs = finalisedDocuments(ctx);
  // One after the other: ctx.db may be a transaction, which runs one query at a time.
  const grouped = (await ctx.db.execute(sql`
      select r.month, fi->>'checkId' as "checkId", count(*)::int as findings,
             (case max(${SEVERITY_RANK}) when 3 then 'error' when 2 then 'warning' else 'info' end) as severity
        from ${runs} r cross join lateral jsonb_array_elements(r.findings) fi
       group by r.month, fi->>'checkId'
    `)) as unknown as { rows: Group[] };
  const finalised = (await ctx.db.execute(sql`
      select count(*)::int as documents,
             (count(*) filter (where not exists (
               select 1 from audit_log l
                where l.entity_type = 'shipment_document' and l.entity_id = d.id::text
                  and l.action = 'document.compliance_override')))::int as clean
        from ${docs} d
    `)) as unknown as { rows: { documents: number; clean: number }[] };
  const rows: ReportRow[] = grouped.rows
    .sort((a, b) => byText(a.month, b.month) || b.findings - a.findings || byText(a.checkId, b.checkId))
    .map((g) => ({
      key: `${g.month}|${g.checkId}`,
      month: g.month,
      checkId: g.checkId,
      severity: g.severity,
      findings: g.findings,
    }));
  const { documents, clean } = finalised.rows[0] ?? { documents: 0, clean: 0 };
  const totals = {
    documentsFinalised: documents,
    finalisedWithoutErrors: clean,
    percent: percentText(clean, documents),
  };
  if (!ctx.details) return { rows, totals };

  const listed = (await ctx.db.execute(sql`
    select r.id as "runId", fi.ordinal::int as ordinal, r.shipment_id as "shipmentId", r.reference, r.month,
           fi.value->>'checkId' as "checkId", fi.value->>'severity' as severity, fi.value->>'message' as message,
           ${isoText(sql`r.checked_at`)} as "checkedAt"
      from ${runs} r cross join lateral jsonb_array_elements(r.findings) with ordinality as fi(value, ordinal)
     order by r.month, (fi.value->>'checkId') collate "C", r.checked_at, r.id, fi.ordinal
  `)) as unknown as { rows: Finding[] };
  const details: ReportDetail[] = listed.rows.map((f) => ({
    rowKey: `${f.month}|${f.checkId}`,
    entity: "finding",
    id: `${f.runId}#${f.ordinal}`,
    shipmentId: f.shipmentId,
    reference: f.reference,
    link: `/exportdocs/${f.shipmentId}`,
    values: { runId: f.runId, checkedAt: f.checkedAt, checkId: f.checkId, severity: f.severity, message: f.message },
  }));
  return { rows, totals, details };
}

export const complianceFindings: ReportDefinition = {
  key: "compliance_findings",
  title: "Compliance findings",
  description:
    "Findings of the compliance checks per month and check (each shipment's latest run of the month), and the share of documents finalised in the period without overriding an error.",
  columns: [
    { key: "month", label: "Month", type: "month" },
    { key: "checkId", label: "Check", type: "text" },
    { key: "severity", label: "Severity", type: "text" },
    { key: "findings", label: "Findings", type: "integer" },
  ],
  run,
};
