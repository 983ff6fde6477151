import { sql } from "drizzle-orm";
import { requireUserId } from "@/lib/auth/actor";
import { scopedFacts, shipmentDay } from "../scope";
import type { ReportDetail, ReportRow } from "./contract";
import type { ReportDefinition } from "./definition";
import { byText, CurrencyTotals, inPeriod, moneyOf, NO_CURRENCY, rowsOf, shipmentLink } from "./shared";

/** How many countries the report lists. */
export const TOP_DESTINATIONS = 10;
export const UNKNOWN_COUNTRY = "unknown";

/** The currency a shipment's value counts in here: none when the value is not visible or the shipment was cancelled. */
const VALUE_CURRENCY = sql`case when f.value_visible and f.status <> 'cancelled' and f.invoiced_minor is not null
  then f.currency end`;

/**
 * Shipments per destination country (the ten with the most shipments; ties by country code),
 * split by the currency of their value; shipments without a visible value count in a row with
 * no currency and no amount.
 */
export const topDestinations: ReportDefinition = {
  key: "top_destinations",
  title: "Top destinations",
  description:
    "The ten countries of final destination with the most shipments in the period, with the invoiced value per currency where you can see it; shipments without a known destination count as unknown.",
  columns: [
    { key: "country", label: "Country", type: "country" },
    { key: "currency", label: "Currency", type: "currency" },
    { key: "shipments", label: "Shipments", type: "integer" },
    { key: "amount", label: "Export value", type: "money", currencyColumn: "currency" },
  ],
  async run(ctx) {
    const userId = requireUserId(ctx.actor, "topDestinations");
    const grouped = await rowsOf<{
      country: string;
      currency: string | null;
      shipments: number;
      amount: string | null;
    }>(
      ctx.db,
      sql`select coalesce(f.destination_country, ${UNKNOWN_COUNTRY}) as country, ${VALUE_CURRENCY} as currency,
                 count(*)::int as shipments,
                 sum(case when ${VALUE_CURRENCY} is not null then f.invoiced_minor end)::text as amount
            from ${scopedFacts(userId, ctx.filters)} f
           where ${inPeriod(ctx)}
           group by 1, 2`,
    );
    const perCountry = new Map<string, number>();
    for (const g of grouped) perCountry.set(g.country, (perCountry.get(g.country) ?? 0) + Number(g.shipments));
    const top = [...perCountry.entries()]
      .sort(([a, n], [b, m]) => m - n || byText(a, b))
      .slice(0, TOP_DESTINATIONS)
      .map(([country]) => country);
    const rank = new Map(top.map((c, i) => [c, i]));
    const kept = grouped
      .filter((g) => rank.has(g.country))
      .sort(
        (a, b) =>
          rank.get(a.country)! - rank.get(b.country)! ||
          (a.currency === null ? 1 : b.currency === null ? -1 : byText(a.currency, b.currency)),
      );
    const totals = new CurrencyTotals();
    let shipments = 0;
    const rows: ReportRow[] = kept.map((g) => {
      shipments += Number(g.shipments);
      if (g.currency !== null && g.amount !== null) totals.add(g.currency, BigInt(g.amount), Number(g.shipments));
      return {
        key: `${g.country}|${g.currency ?? NO_CURRENCY}`,
        country: g.country,
        currency: g.currency,
        shipments: Number(g.shipments),
        amount: g.currency === null ? null : moneyOf(g.amount, g.currency),
      };
    });
    const output = { rows, totals: { shipments, byCurrency: totals.list() } };
    if (!ctx.details) return output;
    if (top.length === 0) return { ...output, details: [] };
    const records = await rowsOf<{
      id: string;
      reference: string;
      day: string;
      country: string;
      currency: string | null;
      amount: string | null;
    }>(
      ctx.db,
      sql`select f.shipment_id as id, f.reference, to_char(${shipmentDay(ctx.period.timeZone)}, 'YYYY-MM-DD') as day,
                 coalesce(f.destination_country, ${UNKNOWN_COUNTRY}) as country, ${VALUE_CURRENCY} as currency,
                 case when ${VALUE_CURRENCY} is not null then f.invoiced_minor end::text as amount
            from ${scopedFacts(userId, ctx.filters)} f
           where ${inPeriod(ctx)}
             and coalesce(f.destination_country, ${UNKNOWN_COUNTRY}) in (${sql.join(
               top.map((c) => sql`${c}`),
               sql`, `,
             )})
           order by 4, 3, f.reference, f.shipment_id`,
    );
    const details: ReportDetail[] = records.map((r) => ({
      rowKey: `${r.country}|${r.currency ?? NO_CURRENCY}`,
      entity: "shipment",
      id: r.id,
      shipmentId: r.id,
      reference: r.reference,
      link: shipmentLink(r.id),
      values: {
        day: r.day,
        country: r.country,
        currency: r.currency,
        amount: r.currency === null ? null : moneyOf(r.amount, r.currency),
      },
    }));
    return { ...output, details };
  },
};
