import { requireUserId } from "@/lib/auth/actor";
import { minorToAmount } from "@/lib/money/amount";
import { AGEING_BUCKETS, BUCKET_LABELS, isOverdue, openReceivables, receivablesByBucket } from "../receivables";
import type { ReportDetail, ReportRow } from "./contract";
import type { ReportDefinition } from "./definition";
import { shipmentLink } from "./shared";

/**
 * What is still owed on the caller's own shipments as of `to` (or today, when `to` is later): a
 * snapshot, so `from` plays no part. Per currency and ageing bucket; a sharee sees none of it.
 */
export const receivablesAgeing: ReportDefinition = {
  key: "receivables_ageing",
  title: "Receivables ageing",
  description:
    "What is still owed on your shipments (invoiced total less the payments in the invoice currency dated up to the as-of date: the end of the period, or today), per currency and days past the due date. Cancelled shipments owe nothing.",
  columns: [
    { key: "currency", label: "Currency", type: "currency" },
    { key: "bucket", label: "Bucket", type: "text" },
    { key: "bucketLabel", label: "Days past due", type: "text" },
    { key: "shipments", label: "Shipments", type: "integer" },
    { key: "amount", label: "Outstanding", type: "money", currencyColumn: "currency" },
  ],
  async run(ctx) {
    const ownerId = requireUserId(ctx.actor, "receivablesAgeing");
    const asOf = ctx.period.to < ctx.period.today ? ctx.period.to : ctx.period.today;
    const options = { db: ctx.db, ownerId, asOf, filters: ctx.filters };
    const buckets = await receivablesByBucket(options);
    const byCurrency = new Map<string, { outstanding: bigint; overdue: bigint; shipments: number }>();
    const rows: ReportRow[] = buckets.map((b) => {
      const entry = byCurrency.get(b.currency) ?? { outstanding: 0n, overdue: 0n, shipments: 0 };
      entry.outstanding += b.outstandingMinor;
      entry.shipments += b.shipments;
      if (isOverdue(b.bucket)) entry.overdue += b.outstandingMinor;
      byCurrency.set(b.currency, entry);
      return {
        key: `${b.currency}|${b.bucket}`,
        currency: b.currency,
        bucket: b.bucket,
        bucketLabel: BUCKET_LABELS[b.bucket],
        shipments: b.shipments,
        amount: minorToAmount(b.outstandingMinor, b.currency),
      };
    });
    const totals = {
      asOf,
      byCurrency: [...byCurrency.entries()].map(([currency, e]) => ({
        currency,
        outstanding: minorToAmount(e.outstanding, currency),
        overdue: minorToAmount(e.overdue, currency),
        shipments: e.shipments,
      })),
    };
    if (!ctx.details) return { rows, totals };
    const open = await openReceivables(options);
    const details: ReportDetail[] = open
      .sort((a, b) => AGEING_BUCKETS.indexOf(a.bucket) - AGEING_BUCKETS.indexOf(b.bucket))
      .map((r) => ({
        rowKey: `${r.currency}|${r.bucket}`,
        entity: "shipment",
        id: r.shipmentId,
        shipmentId: r.shipmentId,
        reference: r.reference,
        link: shipmentLink(r.shipmentId),
        values: {
          currency: r.currency,
          invoiced: minorToAmount(r.invoicedMinor, r.currency),
          paid: minorToAmount(r.paidMinor, r.currency),
          outstanding: minorToAmount(r.outstandingMinor, r.currency),
          dueDate: r.dueDate,
          daysPastDue: r.daysPastDue,
        },
      }));
    return { rows, totals, details };
  },
};
