import { sql, type SQL } from "drizzle-orm";
import type { ReportFilters } from "./reports/contract";

/**
 * What a user's reports may count (docs/analytics.md, "Whose data"):
 * - every shipment they own, with its value;
 * - every shipment shared with them, counted as a shipment, with its value and goods only when the
 *   invoice the value comes from is one of the documents shared with them;
 * - never another user's payments (receivables use `owned` rows only).
 *
 * A subquery with the columns of shipment_facts plus `owned` and `value_visible`. Written as a
 * UNION ALL of the two sides, each on its own index (shipment_facts_owner_* and
 * shipment_shares_user_updated_idx): an OR of the two would scan every fact row.
 */
export function scopedFacts(userId: string, filters: ReportFilters = {}): SQL {
  const where = factFilters(filters);
  return sql`(
    select f.*, true as owned, true as value_visible
      from shipment_facts f
     where f.owner_id = ${userId}${where}
    union all
    select f.*, false as owned,
           coalesce(ss.forms @> jsonb_build_array(jsonb_build_object('name', f.invoice_source)), false) as value_visible
      from shipment_shares ss
      join shipment_facts f on f.shipment_id = ss.shipment_id
     where ss.user_id = ${userId} and f.owner_id <> ${userId}${where}${
       // A sharee without the invoice may not learn its currency by filtering on it.
       filters.currency ? sql` and ss.forms @> jsonb_build_array(jsonb_build_object('name', f.invoice_source))` : sql``
     }
  )`;
}

/** The report filters as extra `and …` conditions on a shipment_facts row aliased `f`. */
export function factFilters(filters: ReportFilters): SQL {
  const parts: SQL[] = [];
  if (filters.country) parts.push(sql` and f.destination_country = ${filters.country}`);
  if (filters.currency) parts.push(sql` and f.currency = ${filters.currency}`);
  if (filters.partner) parts.push(sql` and f.partner_key = ${filters.partner.trim().toLowerCase()}`);
  if (filters.status?.length) {
    parts.push(
      sql` and f.status::text in (${sql.join(
        filters.status.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  return sql.join(parts, sql``);
}

/**
 * The calendar day a shipment counts on, in the report's zone: its departure date when entered,
 * else the day it was created. Reads a row aliased `f`.
 */
export const shipmentDay = (timeZone: string): SQL =>
  sql`coalesce(f.shipment_date, (f.created_at at time zone ${timeZone})::date)`;

/**
 * The owned side of a report read from another table of the owner's (documents, check runs,
 * trackings, product rows, each with an owner_id and an index by owner and time): the report
 * filters as an `and exists` on the row's facts (by primary key), nothing without filters. A join
 * to the facts instead makes the planner read every fact row of the owner.
 */
export function ownedFactFilters(userId: string, filters: ReportFilters, shipmentId: SQL): SQL {
  if (!filters.country && !filters.currency && !filters.partner && !filters.status?.length) return sql``;
  return sql` and exists (select 1 from shipment_facts f where f.shipment_id = ${shipmentId} and f.owner_id = ${userId}${factFilters(filters)})`;
}

/** A shipment's reference, looked up only when a query uses it (the details). */
export const referenceOf = (shipmentId: SQL): SQL =>
  sql`(select f.reference from shipment_facts f where f.shipment_id = ${shipmentId})`;
