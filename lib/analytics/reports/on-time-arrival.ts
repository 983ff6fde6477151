import { sql } from "drizzle-orm";
import { requireUserId } from "@/lib/auth/actor";
import { ownedFactFilters, referenceOf, scopedFacts } from "../scope";
import { byText } from "./shared";
import type { ReportDetail, ReportRow } from "./contract";
import type { ReportContext, ReportDefinition } from "./definition";
import { hoursText, isoText, percentText, periodBounds, wholeSeconds } from "./measures";

type Group = { carrier: string; pol: string; pod: string; arrivals: number; onTime: number; delaySeconds: string };
type Tracked = {
  id: string;
  shipmentId: string;
  reference: string;
  carrier: string;
  pol: string;
  pod: string;
  plannedAt: string;
  actualAt: string;
  delaySeconds: string;
  onTime: number;
};

/**
 * Arrivals in the period: trackings of shipments in scope (scopedFacts: owned, or shared with the
 * user) whose actual arrival at the port of discharge falls on a day of the period and that have
 * a first planned arrival to compare with. On time when the actual arrival is at most 24 hours
 * after the first planned one (early counts as on time). Delay = actual − first planned in whole
 * seconds, floored at 0 (an early arrival is no delay), averaged over the row's arrivals. Carrier:
 * the tracking's SCAC, "unknown" without one; lane: port of loading → port of discharge
 * (UN/LOCODEs, "unknown" when missing). Rows: most arrivals first, then key.
 */
async function run(ctx: ReportContext) {
  const userId = requireUserId(ctx.actor, "onTimeArrival");
  const { start, end } = periodBounds(ctx.period);
  const delay = sql`greatest(${wholeSeconds(sql`t.first_planned_arrival_at`, sql`t.actual_arrival_at`)}, 0)`;
  const onTime = sql`(t.actual_arrival_at <= t.first_planned_arrival_at + interval '24 hours')`;
  const arrivals = sql`(
    select t.id, t.shipment_id, t.reference, t.first_planned_arrival_at, t.actual_arrival_at,
           coalesce(nullif(btrim(t.carrier_code), ''), 'unknown') as carrier,
           coalesce(nullif(btrim(t.port_of_loading), ''), 'unknown') as pol,
           coalesce(nullif(btrim(t.port_of_discharge), ''), 'unknown') as pod,
           ${delay} as delay, ${onTime} as on_time
      from (
        -- Owned: the owner's arrivals of the period (shipment_trackings_owner_arrival_idx).
        select t.id, t.shipment_id, ${referenceOf(sql`t.shipment_id`)} as reference, t.first_planned_arrival_at,
               t.actual_arrival_at, t.carrier_code, t.port_of_loading, t.port_of_discharge
          from shipment_trackings t
         where t.owner_id = ${userId} and t.actual_arrival_at >= ${start} and t.actual_arrival_at < ${end}
           and t.first_planned_arrival_at is not null${ownedFactFilters(userId, ctx.filters, sql`t.shipment_id`)}
        union all
        -- Shared with the user: the scoped facts' sharee side, then each shipment's tracking.
        select t.id, t.shipment_id, f.reference, t.first_planned_arrival_at, t.actual_arrival_at, t.carrier_code, t.port_of_loading, t.port_of_discharge
          from ${scopedFacts(userId, ctx.filters)} f
          join shipment_trackings t on t.shipment_id = f.shipment_id
         where not f.owned and t.actual_arrival_at >= ${start} and t.actual_arrival_at < ${end}
           and t.first_planned_arrival_at is not null
      ) t
  )`;
  const result = (await ctx.db.execute(sql`
    select carrier, pol, pod, count(*)::int as arrivals, (count(*) filter (where on_time))::int as "onTime",
           sum(delay)::text as "delaySeconds"
      from ${arrivals} a
     group by carrier, pol, pod
  `)) as unknown as { rows: Group[] };

  const keyOf = (g: { carrier: string; pol: string; pod: string }) => `${g.carrier}|${g.pol}|${g.pod}`;
  const rows: ReportRow[] = result.rows
    .map((g) => ({ g, key: keyOf(g) }))
    .sort((a, b) => b.g.arrivals - a.g.arrivals || byText(a.key, b.key))
    .map(({ g, key }) => ({
      key,
      carrier: g.carrier,
      lane: `${g.pol} → ${g.pod}`,
      arrivals: g.arrivals,
      onTime: g.onTime,
      onTimePercent: percentText(g.onTime, g.arrivals),
      averageDelayHours: hoursText(g.delaySeconds, g.arrivals),
    }));
  const total = result.rows.reduce((t, g) => ({ arrivals: t.arrivals + g.arrivals, onTime: t.onTime + g.onTime }), {
    arrivals: 0,
    onTime: 0,
  });
  const totals = { ...total, onTimePercent: percentText(total.onTime, total.arrivals) };
  if (!ctx.details) return { rows, totals };

  const listed = (await ctx.db.execute(sql`
    select a.id, a.shipment_id as "shipmentId", a.reference, a.carrier, a.pol, a.pod,
           ${isoText(sql`a.first_planned_arrival_at`)} as "plannedAt", ${isoText(sql`a.actual_arrival_at`)} as "actualAt",
           a.delay::text as "delaySeconds", (case when a.on_time then 1 else 0 end)::int as "onTime"
      from ${arrivals} a
     order by a.carrier collate "C", a.pol collate "C", a.pod collate "C", a.actual_arrival_at, a.id
  `)) as unknown as { rows: Tracked[] };
  const details: ReportDetail[] = listed.rows.map((t) => ({
    rowKey: keyOf(t),
    entity: "tracking",
    id: t.id,
    shipmentId: t.shipmentId,
    reference: t.reference,
    link: `/trackShipment/${t.shipmentId}`,
    values: {
      carrier: t.carrier,
      lane: `${t.pol} → ${t.pod}`,
      firstPlannedArrivalAt: t.plannedAt,
      actualArrivalAt: t.actualAt,
      onTime: t.onTime,
      delaySeconds: Number(t.delaySeconds),
      delayHours: hoursText(t.delaySeconds),
    },
  }));
  return { rows, totals, details };
}

export const onTimeArrival: ReportDefinition = {
  key: "on_time_arrival",
  title: "On-time arrival",
  description:
    "Tracked shipments that arrived in the period, per carrier and lane: how many arrived within 24 hours of the first planned arrival, and the average delay in hours.",
  columns: [
    { key: "carrier", label: "Carrier", type: "text" },
    { key: "lane", label: "Lane", type: "text" },
    { key: "arrivals", label: "Arrivals", type: "integer" },
    { key: "onTime", label: "On time", type: "integer" },
    { key: "onTimePercent", label: "On time (%)", type: "percent" },
    { key: "averageDelayHours", label: "Average delay (hours)", type: "hours" },
  ],
  run,
};
