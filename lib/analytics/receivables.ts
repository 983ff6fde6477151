import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { minorToAmount } from "@/lib/money/amount";
import type { ReportFilters } from "./reports/contract";
import { rowsOf } from "./reports/shared";
import { factFilters } from "./scope";

/**
 * Receivables ageing buckets by days past due (as-of date − due date): not yet due, 0–30, 31–60,
 * 61–90, over 90, and receivables whose invoice states no payment terms (no due date).
 */
export const AGEING_BUCKETS = ["not_due", "d0_30", "d31_60", "d61_90", "over_90", "no_due_date"] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export const BUCKET_LABELS: Record<AgeingBucket, string> = {
  not_due: "Not yet due",
  d0_30: "0–30 days past due",
  d31_60: "31–60 days past due",
  d61_90: "61–90 days past due",
  over_90: "Over 90 days past due",
  no_due_date: "No due date",
};

/** Overdue: every bucket past the due date (not `not_due`, and not `no_due_date`, which has none). */
export const isOverdue = (bucket: AgeingBucket) => bucket !== "not_due" && bucket !== "no_due_date";

/** One open receivable: money in the invoice currency's minor units. */
export type Receivable = {
  shipmentId: string;
  reference: string;
  currency: string;
  invoicedMinor: bigint;
  /** Payments in the invoice currency dated on or before the as-of date. */
  paidMinor: bigint;
  outstandingMinor: bigint;
  dueDate: string | null;
  /** asOf − dueDate in days (negative: not yet due); null without a due date. */
  daysPastDue: number | null;
  bucket: AgeingBucket;
};

export type ReceivablesOptions = {
  db: DbOrTx;
  /** Receivables are the owner's only (docs/analytics.md "Whose data"): never a sharee's. */
  ownerId: string;
  /** YYYY-MM-DD: payments dated after it are not counted, and days past due run to it. */
  asOf: string;
  filters?: ReportFilters;
};

const bucketSql = (asOf: string): SQL => sql`case
  when f.due_date is null then 'no_due_date'
  when ${asOf}::date - f.due_date < 0 then 'not_due'
  when ${asOf}::date - f.due_date <= 30 then 'd0_30'
  when ${asOf}::date - f.due_date <= 60 then 'd31_60'
  when ${asOf}::date - f.due_date <= 90 then 'd61_90'
  else 'over_90' end`;

/**
 * The open receivables as a subquery: the owner's shipments not cancelled with an invoiced total
 * invoiced on or before `asOf` (a null invoice date counts: a proforma states none), less the
 * payments in the invoice's currency up to `asOf` (payments in another currency do not reduce it:
 * there is no conversion), where something is still owed. The paid sum is the facts' paid_minor
 * when no payment is dated after `asOf` (always so as of today), else a sum over that shipment's
 * payments up to `asOf` (payments_shipment_date_idx) for just those rows: a join and a grouping
 * of every payment cost a second at 100,000 shipments. The rows come from
 * shipment_facts_owner_receivable_idx. Sums are numeric in SQL (exact past bigint).
 */
function openReceivablesSql({ ownerId, asOf, filters = {} }: Omit<ReceivablesOptions, "db">): SQL {
  return sql`(
    select o.*, o.invoiced - o.paid as outstanding
      from (
        select f.shipment_id, f.reference, f.currency, f.due_date,
               f.invoiced_minor::numeric as invoiced,
               case when f.last_payment_date is null or f.last_payment_date <= ${asOf}::date
                    then f.paid_minor::numeric
                    else (select coalesce(sum(pay.amount_minor)::numeric, 0)
                            from payments pay
                           where pay.shipment_id = f.shipment_id and pay.currency = f.currency
                             and pay.payment_date <= ${asOf}::date)
               end as paid,
               ${asOf}::date - f.due_date as days_past_due,
               ${bucketSql(asOf)} as bucket
          from shipment_facts f
         where f.owner_id = ${ownerId}
           and f.status <> 'cancelled'
           and f.invoiced_minor is not null and f.currency is not null
           and (f.invoice_date is null or f.invoice_date <= ${asOf}::date)${factFilters(filters)}
      ) o
     where o.invoiced - o.paid > 0
  )`;
}

/** Each open receivable of the owner as of `asOf`, oldest due date first (none last), then by reference. */
export async function openReceivables(options: ReceivablesOptions): Promise<Receivable[]> {
  const rows = await rowsOf<{
    shipment_id: string;
    reference: string;
    currency: string;
    due_date: string | null;
    invoiced: string;
    paid: string;
    outstanding: string;
    days_past_due: number | null;
    bucket: AgeingBucket;
  }>(
    options.db,
    sql`select r.shipment_id, r.reference, r.currency, r.due_date::text as due_date, r.invoiced::text as invoiced,
               r.paid::text as paid, r.outstanding::text as outstanding, r.days_past_due::int as days_past_due, r.bucket
          from ${openReceivablesSql(options)} r
         order by r.due_date nulls last, r.reference, r.shipment_id`,
  );
  return rows.map((r) => ({
    shipmentId: r.shipment_id,
    reference: r.reference,
    currency: r.currency,
    invoicedMinor: BigInt(r.invoiced),
    paidMinor: BigInt(r.paid),
    outstandingMinor: BigInt(r.outstanding),
    dueDate: r.due_date,
    daysPastDue: r.days_past_due === null ? null : Number(r.days_past_due),
    bucket: r.bucket,
  }));
}

export type ReceivablesBucketTotal = {
  currency: string;
  bucket: AgeingBucket;
  shipments: number;
  outstandingMinor: bigint;
};

/** The open receivables summed in SQL per currency and bucket (what the ageing report and the dashboard show). */
export async function receivablesByBucket(options: ReceivablesOptions): Promise<ReceivablesBucketTotal[]> {
  const rows = await rowsOf<{ currency: string; bucket: AgeingBucket; shipments: number; outstanding: string }>(
    options.db,
    sql`select r.currency, r.bucket, count(*)::int as shipments, sum(r.outstanding)::text as outstanding
          from ${openReceivablesSql(options)} r
         group by 1, 2`,
  );
  return rows
    .map((r) => ({
      currency: r.currency,
      bucket: r.bucket,
      shipments: Number(r.shipments),
      outstandingMinor: BigInt(r.outstanding),
    }))
    .sort((a, b) =>
      a.currency === b.currency
        ? AGEING_BUCKETS.indexOf(a.bucket) - AGEING_BUCKETS.indexOf(b.bucket)
        : a.currency < b.currency
          ? -1
          : 1,
    );
}

export type ReceivablesByCurrency = {
  currency: string;
  /** Decimal strings with the currency's digits. */
  outstanding: string;
  overdue: string;
  shipments: number;
  overdueShipments: number;
};

/** Outstanding and overdue per currency as of `asOf` (the dashboard's receivables tile and the weekly mail). */
export async function receivablesSummary(options: ReceivablesOptions): Promise<ReceivablesByCurrency[]> {
  const byCurrency = new Map<
    string,
    { outstanding: bigint; overdue: bigint; shipments: number; overdueShipments: number }
  >();
  for (const b of await receivablesByBucket(options)) {
    const entry = byCurrency.get(b.currency) ?? { outstanding: 0n, overdue: 0n, shipments: 0, overdueShipments: 0 };
    entry.outstanding += b.outstandingMinor;
    entry.shipments += b.shipments;
    if (isOverdue(b.bucket)) {
      entry.overdue += b.outstandingMinor;
      entry.overdueShipments += b.shipments;
    }
    byCurrency.set(b.currency, entry);
  }
  return [...byCurrency.entries()].map(([currency, e]) => ({
    currency,
    outstanding: minorToAmount(e.outstanding, currency),
    overdue: minorToAmount(e.overdue, currency),
    shipments: e.shipments,
    overdueShipments: e.overdueShipments,
  }));
}
