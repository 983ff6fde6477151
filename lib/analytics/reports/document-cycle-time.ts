import { sql, type SQL } from "drizzle-orm";
import { requireUserId } from "@/lib/auth/actor";
import { TEMPLATE_BY_KEY, isTemplateKey } from "@/lib/templates/descriptors";
import { ownedFactFilters, referenceOf, scopedFacts } from "../scope";
import { byText } from "./shared";
import type { ReportDetail, ReportRow } from "./contract";
import type { ReportContext, ReportDefinition } from "./definition";
import { exactPercentile, hoursText, isoText, periodBounds, wholeSeconds } from "./measures";

const titleOf = (template: string) => (isTemplateKey(template) ? TEMPLATE_BY_KEY[template].title : template);

/**
 * The documents a report on finalisations counts: finalised in the period (their finalized_at's
 * day in the zone), of a shipment in scope. On a shipment shared with the user, only the documents
 * the share lists (shipment_shares.forms): a sharee never learns how long the owner took over a
 * document it cannot open. Columns: d (shipment_documents), f (the scoped fact row).
 * compliance-findings.ts counts the same documents.
 */
export function finalisedDocuments(ctx: ReportContext): SQL {
  const userId = requireUserId(ctx.actor, "finalisedDocuments");
  const { start, end } = periodBounds(ctx.period);
  return sql`(
    -- Owned: the owner's finalisations of the period (shipment_documents_owner_finalized_idx).
    select d.id, d.name, d.shipment_id, d.created_at, d.finalized_at, ${referenceOf(sql`d.shipment_id`)} as reference
      from shipment_documents d
     where d.owner_id = ${userId} and d.finalized_at >= ${start} and d.finalized_at < ${end}${ownedFactFilters(
       userId,
       ctx.filters,
       sql`d.shipment_id`,
     )}
    union all
    -- Shared: the documents of the shipments shared with the user that the share lists.
    select d.id, d.name, d.shipment_id, d.created_at, d.finalized_at, f.reference
      from ${scopedFacts(userId, ctx.filters)} f
      join shipment_documents d on d.shipment_id = f.shipment_id
     where not f.owned and d.finalized_at >= ${start} and d.finalized_at < ${end}
       and exists (
             select 1 from shipment_shares ss
              where ss.shipment_id = f.shipment_id and ss.user_id = ${userId}
                and ss.forms @> jsonb_build_array(jsonb_build_object('name', d.name)))
  )`;
}

type Group = { grp: string | null; documents: number; p50: string | null; p90: string | null };

/**
 * Created → finalised per template: how many documents, and the median and 90th percentile of
 * their cycle times (whole seconds, percentile_cont's interpolation computed exactly), as hours
 * with two decimals. Rows: most documents first, then template key.
 */
async function run(ctx: ReportContext) {
  const docs = finalisedDocuments(ctx);
  const seconds = wholeSeconds(sql`d.created_at`, sql`d.finalized_at`);
  // grouping sets: the rows per template and the total over all of them in one pass.
  const result = (await ctx.db.execute(sql`
    select name as grp, grouping(name) as whole, count(*)::int as documents,
           ${exactPercentile("0.5")} as p50, ${exactPercentile("0.9")} as p90
      from (select d.name, ${seconds} as value from ${docs} d) d
     group by grouping sets ((name), ())
  `)) as unknown as { rows: (Group & { whole: number })[] };
  const total = result.rows.find((r) => Number(r.whole) === 1);
  const rows: ReportRow[] = result.rows
    .filter((r): r is Group & { whole: number; grp: string } => Number(r.whole) === 0)
    .sort((a, b) => b.documents - a.documents || byText(a.grp, b.grp))
    .map((r) => ({
      key: r.grp,
      template: r.grp,
      title: titleOf(r.grp),
      documents: r.documents,
      medianHours: hoursText(r.p50),
      p90Hours: hoursText(r.p90),
    }));
  const documents = total?.documents ?? 0;
  const totals = {
    documents,
    medianHours: documents ? hoursText(total!.p50) : null,
    p90Hours: documents ? hoursText(total!.p90) : null,
  };
  if (!ctx.details) return { rows, totals };

  const listed = (await ctx.db.execute(sql`
    select d.id, d.name, d.shipment_id as "shipmentId", d.reference,
           ${isoText(sql`d.created_at`)} as "createdAt", ${isoText(sql`d.finalized_at`)} as "finalizedAt",
           ${seconds}::text as seconds
      from ${docs} d
     order by d.name collate "C", d.finalized_at, d.id
  `)) as unknown as {
    rows: {
      id: string;
      name: string;
      shipmentId: string;
      reference: string;
      createdAt: string;
      finalizedAt: string;
      seconds: string;
    }[];
  };
  const details: ReportDetail[] = listed.rows.map((d) => ({
    rowKey: d.name,
    entity: "document",
    id: d.id,
    shipmentId: d.shipmentId,
    reference: d.reference,
    link: `/exportdocs/${d.shipmentId}/${d.name}`,
    values: {
      template: d.name,
      createdAt: d.createdAt,
      finalizedAt: d.finalizedAt,
      seconds: Number(d.seconds),
      hours: hoursText(d.seconds),
    },
  }));
  return { rows, totals, details };
}

export const documentCycleTime: ReportDefinition = {
  key: "document_cycle_time",
  title: "Document cycle time",
  description:
    "Documents finalised in the period, per template: how many, and the median and 90th percentile of the time from adding the document to its shipment to finalising it, in hours.",
  columns: [
    { key: "template", label: "Template", type: "text" },
    { key: "title", label: "Document", type: "text" },
    { key: "documents", label: "Documents finalised", type: "integer" },
    { key: "medianHours", label: "Median (hours)", type: "hours" },
    { key: "p90Hours", label: "90th percentile (hours)", type: "hours" },
  ],
  run,
};
