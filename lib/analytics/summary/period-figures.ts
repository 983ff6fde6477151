import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { minorToAmount } from "@/lib/money/amount";
import type { Period } from "../period";
import { scopedFacts } from "../scope";
import { rowsOf } from "../reports/shared";

export type PeriodFigures = {
  shipments: number;
  previousShipments: number;
  exportValue: {
    currency: string;
    amount: string;
    previousAmount: string;
    shipments: number;
    previousShipments: number;
  }[];
  documentsFinalised: number;
  previousDocumentsFinalised: number;
};

/** A day range [from, to] of calendar days in `tz` as instants: [from 00:00, to + 1 00:00). */
const instantIn = (column: SQL, from: string, to: string, tz: string) =>
  sql`(${column} >= (${from}::date)::timestamp at time zone ${tz} and ${column} < (${to}::date + 1)::timestamp at time zone ${tz})`;

/**
 * Whether a fact row `f` counts in the days from..to: its departure date when entered, else the
 * day it was created in the zone (`shipmentDay`, written as its two cases so each can use its
 * index: shipment_facts_owner_shipment_date_idx, shipment_facts_owner_created_idx).
 */
const shipmentIn = (from: string, to: string, tz: string) => sql`(
  (f.shipment_date is not null and f.shipment_date between ${from}::date and ${to}::date)
  or (f.shipment_date is null and ${instantIn(sql`f.created_at`, from, to, tz)}))`;

/**
 * The period's figures beside the previous period's: shipments (every status), export value per
 * currency (shipments not cancelled whose invoiced total the user may see; never summed across
 * currencies) and documents finalised (finalized_at's day in the zone; a sharee counts only the
 * documents shared with them). One scan of the two periods together (the current period and the
 * one just before are adjacent).
 */
export async function periodFigures(db: DbOrTx, userId: string, period: Period): Promise<PeriodFigures> {
  const { from, to, timeZone: tz, previous } = period;
  const current = shipmentIn(from, to, tz);
  const before = shipmentIn(previous.from, previous.to, tz);
  const both = shipmentIn(previous.from, to, tz);
  const valued = sql`f.value_visible and f.status <> 'cancelled' and f.invoiced_minor is not null and f.currency is not null`;

  const [counts, values, documents] = await Promise.all([
    rowsOf<{ current: number; previous: number }>(
      db,
      sql`select count(*) filter (where ${current})::int as current, count(*) filter (where ${before})::int as previous
            from ${scopedFacts(userId)} f where ${both}`,
    ),
    rowsOf<{ currency: string; current: string; previous: string; current_n: number; previous_n: number }>(
      db,
      sql`select f.currency,
                 coalesce(sum(f.invoiced_minor) filter (where ${current}), 0)::text as current,
                 coalesce(sum(f.invoiced_minor) filter (where ${before}), 0)::text as previous,
                 count(*) filter (where ${current})::int as current_n,
                 count(*) filter (where ${before})::int as previous_n
            from ${scopedFacts(userId)} f where ${both} and ${valued}
           group by f.currency order by f.currency`,
    ),
    rowsOf<{ current: number; previous: number }>(
      db,
      sql`select count(*) filter (where ${instantIn(sql`d.finalized_at`, from, to, tz)})::int as current,
                 count(*) filter (where ${instantIn(sql`d.finalized_at`, previous.from, previous.to, tz)})::int as previous
            from (
              -- The owner's finalisations of the two periods (shipment_documents_owner_finalized_idx).
              select d.finalized_at from shipment_documents d
               where d.owner_id = ${userId}::uuid and d.state = 'final'
                 and ${instantIn(sql`d.finalized_at`, previous.from, to, tz)}
              union all
              select d.finalized_at from shipment_shares sh
                join shipments s on s.id = sh.shipment_id
                join shipment_documents d on d.shipment_id = s.id
               where sh.user_id = ${userId}::uuid and s.owner_id <> ${userId}::uuid and d.state = 'final'
                 and sh.forms @> jsonb_build_array(jsonb_build_object('name', d.name))
                 and ${instantIn(sql`d.finalized_at`, previous.from, to, tz)}
            ) d`,
    ),
  ]);
  return {
    shipments: Number(counts[0]?.current ?? 0),
    previousShipments: Number(counts[0]?.previous ?? 0),
    exportValue: values.map((v) => ({
      currency: v.currency,
      amount: minorToAmount(BigInt(v.current), v.currency),
      previousAmount: minorToAmount(BigInt(v.previous), v.currency),
      shipments: Number(v.current_n),
      previousShipments: Number(v.previous_n),
    })),
    documentsFinalised: Number(documents[0]?.current ?? 0),
    previousDocumentsFinalised: Number(documents[0]?.previous ?? 0),
  };
}
