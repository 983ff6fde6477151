import { sql } from "drizzle-orm";
import { requireUserId } from "@/lib/auth/actor";
import { hsChapterTitle } from "@/lib/reference/hs-codes";
import { ownedFactFilters, scopedFacts, shipmentDay } from "../scope";
import type { ReportDetail, ReportRow } from "./contract";
import type { ReportDefinition } from "./definition";
import { byText, inPeriod, moneyOf, NO_CURRENCY, rowsOf, shipmentLink } from "./shared";

/** How many HS chapters the report lists. */
export const TOP_PRODUCTS = 10;
/** The chapter of invoice lines without an HS code. */
export const NO_CHAPTER = "00";

export const chapterTitle = (chapter: string) =>
  chapter === NO_CHAPTER ? "No HS code" : (hsChapterTitle(chapter) ?? `Chapter ${chapter}`);

/**
 * Goods per HS chapter (first two digits of each invoice line's code) and invoice currency: the
 * ten chapters in the most shipments (ties by chapter). Goods are the invoice's, so only shipments
 * whose value the reader sees count; a cancelled shipment counts in shipments and lines, never in
 * the amount.
 */
export const topProducts: ReportDefinition = {
  key: "top_products",
  title: "Top products",
  description:
    "The ten HS chapters in the most shipments of the period (shipments whose invoice you can see), with the invoice lines and their value per currency; cancelled shipments count without value.",
  columns: [
    { key: "chapter", label: "HS chapter", type: "text" },
    { key: "chapterTitle", label: "Chapter", type: "text" },
    { key: "currency", label: "Currency", type: "currency" },
    { key: "shipments", label: "Shipments", type: "integer" },
    { key: "lines", label: "Invoice lines", type: "integer" },
    { key: "amount", label: "Value", type: "money", currencyColumn: "currency" },
  ],
  async run(ctx) {
    const userId = requireUserId(ctx.actor, "topProducts");
    // The details list each product row with its facts (a join over the scoped facts).
    const joined = sql`${scopedFacts(userId, ctx.filters)} f
      join shipment_product_facts pf on pf.shipment_id = f.shipment_id
     where ${inPeriod(ctx)} and f.value_visible`;
    // Owned: the owner's product rows of the period on their own indexes (the copies of the facts'
    // owner, days, status and currency), the facts row looked up by primary key only to filter.
    // Shared: the scoped facts' sharee side, whose value the sharee sees, then its product rows.
    const from = sql`(
      select pf.hs_chapter, pf.currency, pf.shipment_id, pf.line_count, pf.value_minor, pf.status
        from shipment_product_facts pf
       where pf.owner_id = ${userId} and ${inPeriod(ctx, "pf")}${ownedFactFilters(userId, ctx.filters, sql`pf.shipment_id`)}
      union all
      select pf.hs_chapter, f.currency, pf.shipment_id, pf.line_count, pf.value_minor, f.status
        from ${scopedFacts(userId, ctx.filters)} f
        join shipment_product_facts pf on pf.shipment_id = f.shipment_id
       where not f.owned and ${inPeriod(ctx)} and f.value_visible
    ) pf`;
    // One pass over the join: the top chapters are picked in SQL, then their rows and the
    // per-currency totals (a shipment with goods in two chapters is one shipment: distinct counts).
    const answer = await rowsOf<{
      kind: "row" | "currency";
      chapter: string | null;
      currency: string | null;
      shipments: number;
      lines: number | null;
      valued: number | null;
      amount: string | null;
    }>(
      ctx.db,
      sql`with g as materialized (
            select pf.hs_chapter as chapter, pf.currency, pf.shipment_id, pf.line_count,
                   case when pf.status <> 'cancelled' then pf.value_minor end as value
              from ${from}
          ), top as (
            select chapter from g group by 1 order by count(*) desc, chapter collate "C" limit ${TOP_PRODUCTS}
          )
          select 'row' as kind, g.chapter, g.currency, count(*)::int as shipments, sum(g.line_count)::int as lines,
                 null::int as valued, sum(g.value)::text as amount
            from g where g.chapter in (select chapter from top)
           group by 2, 3
          union all
          select 'currency', null, g.currency, count(distinct g.shipment_id)::int, null,
                 count(distinct g.shipment_id) filter (where g.value is not null)::int, sum(g.value)::text
            from g where g.chapter in (select chapter from top)
           group by 3`,
    );
    const grouped = answer.filter((a): a is typeof a & { chapter: string } => a.kind === "row" && a.chapter !== null);
    const perCurrency = answer.filter((a) => a.kind === "currency");
    const perChapter = new Map<string, number>();
    for (const g of grouped) perChapter.set(g.chapter, (perChapter.get(g.chapter) ?? 0) + Number(g.shipments));
    const top = [...perChapter.entries()].sort(([a, n], [b, m]) => m - n || byText(a, b)).map(([chapter]) => chapter);
    const rank = new Map(top.map((c, i) => [c, i]));
    const rows: ReportRow[] = grouped
      .sort(
        (a, b) =>
          rank.get(a.chapter)! - rank.get(b.chapter)! ||
          (a.currency === null ? 1 : b.currency === null ? -1 : byText(a.currency, b.currency)),
      )
      .map((g) => ({
        key: `${g.chapter}|${g.currency ?? NO_CURRENCY}`,
        chapter: g.chapter,
        chapterTitle: chapterTitle(g.chapter),
        currency: g.currency,
        shipments: Number(g.shipments),
        lines: Number(g.lines),
        amount: g.currency === null ? null : moneyOf(g.amount, g.currency),
      }));
    if (top.length === 0)
      return { rows, totals: { shipments: 0, lines: 0, byCurrency: [] }, details: ctx.details ? [] : undefined };
    const inTop = sql`pf.hs_chapter in (${sql.join(
      top.map((c) => sql`${c}`),
      sql`, `,
    )})`;
    const totals = {
      shipments: perCurrency.reduce((n, c) => n + Number(c.shipments), 0),
      lines: rows.reduce((n, r) => n + (r.lines as number), 0),
      byCurrency: perCurrency
        .filter((c): c is typeof c & { currency: string; amount: string } => c.currency !== null && c.amount !== null)
        .sort((a, b) => byText(a.currency, b.currency))
        .map((c) => ({ currency: c.currency, amount: moneyOf(c.amount, c.currency), shipments: Number(c.valued) })),
    };
    if (!ctx.details) return { rows, totals };
    const records = await rowsOf<{
      id: string;
      reference: string;
      day: string;
      chapter: string;
      currency: string | null;
      status: string;
      lines: number;
      amount: string | null;
    }>(
      ctx.db,
      sql`select f.shipment_id as id, f.reference, to_char(${shipmentDay(ctx.period.timeZone)}, 'YYYY-MM-DD') as day,
                 pf.hs_chapter as chapter, f.currency, f.status::text as status, pf.line_count as lines,
                 case when f.status <> 'cancelled' then pf.value_minor end::text as amount
            from ${joined} and ${inTop}
           order by 4, 3, f.reference, f.shipment_id`,
    );
    const details: ReportDetail[] = records.map((r) => ({
      rowKey: `${r.chapter}|${r.currency ?? NO_CURRENCY}`,
      entity: "shipment",
      id: r.id,
      shipmentId: r.id,
      reference: r.reference,
      link: shipmentLink(r.id),
      values: {
        day: r.day,
        chapter: r.chapter,
        currency: r.currency,
        status: r.status,
        lines: Number(r.lines),
        amount: r.currency === null ? null : moneyOf(r.amount, r.currency),
      },
    }));
    return { rows, totals, details };
  },
};
