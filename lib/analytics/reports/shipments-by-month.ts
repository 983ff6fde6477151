import { sql } from "drizzle-orm";
import { requireUserId } from "@/lib/auth/actor";
import { scopedFacts, shipmentDay } from "../scope";
import type { ReportDetail, ReportRow } from "./contract";
import type { ReportDefinition } from "./definition";
import { inPeriod, monthsOf, rowsOf, shipmentLink } from "./shared";

/**
 * Shipments per month of the period (every month listed, zeros included), each counted on its
 * day (`shipmentDay`). Cancelled shipments count: a shipment is a shipment whatever became of it.
 */
export const shipmentsByMonth: ReportDefinition = {
  key: "shipments_by_month",
  title: "Shipments per month",
  description:
    "Shipments you own or that are shared with you, per month, each on its departure date (else the day it was created), cancelled ones included.",
  columns: [
    { key: "month", label: "Month", type: "month" },
    { key: "shipments", label: "Shipments", type: "integer" },
  ],
  async run(ctx) {
    const userId = requireUserId(ctx.actor, "shipmentsByMonth");
    const day = shipmentDay(ctx.period.timeZone);
    const counted = await rowsOf<{ month: string; shipments: number }>(
      ctx.db,
      sql`select to_char(${day}, 'YYYY-MM') as month, count(*)::int as shipments
            from ${scopedFacts(userId, ctx.filters)} f
           where ${inPeriod(ctx)}
           group by 1`,
    );
    const byMonth = new Map(counted.map((r) => [r.month, Number(r.shipments)]));
    const rows: ReportRow[] = monthsOf(ctx.period.from, ctx.period.to).map((month) => ({
      key: month,
      month,
      shipments: byMonth.get(month) ?? 0,
    }));
    const totals = { shipments: rows.reduce((n, r) => n + (r.shipments as number), 0) };
    if (!ctx.details) return { rows, totals };
    const records = await rowsOf<{ id: string; reference: string; day: string; status: string }>(
      ctx.db,
      sql`select f.shipment_id as id, f.reference, to_char(${day}, 'YYYY-MM-DD') as day, f.status::text as status
            from ${scopedFacts(userId, ctx.filters)} f
           where ${inPeriod(ctx)}
           order by 3, f.reference, f.shipment_id`,
    );
    const details: ReportDetail[] = records.map((r) => ({
      rowKey: r.day.slice(0, 7),
      entity: "shipment",
      id: r.id,
      shipmentId: r.id,
      reference: r.reference,
      link: shipmentLink(r.id),
      values: { day: r.day, status: r.status },
    }));
    return { rows, totals, details };
  },
};
