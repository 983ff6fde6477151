import { sql } from "drizzle-orm";
import { requireUserId } from "@/lib/auth/actor";
import { scopedFacts, shipmentDay } from "../scope";
import type { ReportDetail, ReportRow } from "./contract";
import type { ReportDefinition } from "./definition";
import { CurrencyTotals, inPeriod, moneyOf, rowsOf, shipmentLink } from "./shared";

/** A shipment has export value when its invoiced total is visible to the reader and it was not cancelled. */
const HAS_VALUE = sql`f.value_visible and f.status <> 'cancelled' and f.invoiced_minor is not null and f.currency is not null`;

/**
 * The invoiced totals per month and currency (never summed across currencies), each shipment on
 * its day. Only months with value are listed.
 */
export const exportValueByMonth: ReportDefinition = {
  key: "export_value_by_month",
  title: "Export value per month",
  description:
    "The invoiced total (commercial invoice, else proforma) of the shipments you own or whose invoice is shared with you, per month and currency, cancelled shipments left out.",
  columns: [
    { key: "month", label: "Month", type: "month" },
    { key: "currency", label: "Currency", type: "currency" },
    { key: "amount", label: "Export value", type: "money", currencyColumn: "currency" },
    { key: "shipments", label: "Shipments", type: "integer" },
  ],
  async run(ctx) {
    const userId = requireUserId(ctx.actor, "exportValueByMonth");
    const day = shipmentDay(ctx.period.timeZone);
    const grouped = await rowsOf<{ month: string; currency: string; amount: string; shipments: number }>(
      ctx.db,
      sql`select to_char(${day}, 'YYYY-MM') as month, f.currency, sum(f.invoiced_minor)::text as amount,
                 count(*)::int as shipments
            from ${scopedFacts(userId, ctx.filters)} f
           where ${inPeriod(ctx)} and ${HAS_VALUE}
           group by 1, 2
           order by 1, 2`,
    );
    const totals = new CurrencyTotals();
    const rows: ReportRow[] = grouped.map((g) => {
      totals.add(g.currency, BigInt(g.amount), Number(g.shipments));
      return {
        key: `${g.month}|${g.currency}`,
        month: g.month,
        currency: g.currency,
        amount: moneyOf(g.amount, g.currency),
        shipments: Number(g.shipments),
      };
    });
    const output = { rows, totals: { byCurrency: totals.list() } };
    if (!ctx.details) return output;
    const records = await rowsOf<{ id: string; reference: string; day: string; currency: string; amount: string }>(
      ctx.db,
      sql`select f.shipment_id as id, f.reference, to_char(${day}, 'YYYY-MM-DD') as day, f.currency,
                 f.invoiced_minor::text as amount
            from ${scopedFacts(userId, ctx.filters)} f
           where ${inPeriod(ctx)} and ${HAS_VALUE}
           order by 3, f.reference, f.shipment_id`,
    );
    const details: ReportDetail[] = records.map((r) => ({
      rowKey: `${r.day.slice(0, 7)}|${r.currency}`,
      entity: "shipment",
      id: r.id,
      shipmentId: r.id,
      reference: r.reference,
      link: shipmentLink(r.id),
      values: { day: r.day, currency: r.currency, amount: moneyOf(r.amount, r.currency) },
    }));
    return { ...output, details };
  },
};
