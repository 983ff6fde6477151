import { and, eq, sql, type SQL } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import type { DbOrTx } from "@/lib/db/client";
import { afterCursor, microsOf, type KeysetPosition } from "@/lib/db/keyset-cursor";
import { notFound } from "@/lib/contract/errors";
import { payments, shipmentDocuments, shipments } from "@/models";
import type { BalanceSource } from "./balance";

export type BalanceSourcesOptions = {
  actor: Actor;
  limit: number;
  cursor?: KeysetPosition;
  shipmentId?: string;
  /** Only shipments overdue on this day (YYYY-MM-DD): the receivables rule of lib/analytics/receivables.ts. */
  overdueOn?: string;
};

/**
 * The owner's shipments with what their balances need, newest first (created_at, id), one page
 * at a time: a range of shipments_owner_created_idx (the ORDER BY says NULLS LAST like the
 * index, or PostgreSQL would sort every shipment of the owner). Per shipment, two correlated
 * subqueries in the same round trip: its invoice documents through the (shipment_id, name)
 * unique index, and its payments summed per currency through payments_shipment_date_idx.
 * Exported so the integration test can EXPLAIN the exact query.
 */
export function balanceSourcesQuery(
  db: DbOrTx,
  { actor, limit, cursor, shipmentId, overdueOn }: BalanceSourcesOptions,
) {
  // Drizzle's and() drops undefined silently: a missing actor must fail loudly instead.
  requireUserId(actor, "balanceSourcesQuery");
  const filters: SQL[] = [eq(shipments.ownerId, actor.userId)];
  if (shipmentId) filters.push(eq(shipments.id, shipmentId));
  if (cursor) filters.push(afterCursor(shipments.createdAt, shipments.id, cursor));
  // Overdue as the receivables ageing counts it (docs/analytics.md): not cancelled, due on or
  // before the day, and the invoiced total less the payments in its currency up to that day > 0.
  // The shipment's facts row by its primary key; its payments by payments_shipment_date_idx.
  if (overdueOn)
    filters.push(sql`exists (
      select 1 from shipment_facts f
       where f.shipment_id = "shipments"."id" and f.status <> 'cancelled'
         and f.invoiced_minor is not null and f.due_date <= ${overdueOn}::date
         and f.invoiced_minor::numeric > coalesce((
           select sum(p.amount_minor)::numeric from payments p
            where p.shipment_id = f.shipment_id and p.currency = f.currency and p.payment_date <= ${overdueOn}::date), 0))`);
  return db
    .select({
      id: shipments.id,
      reference: shipments.reference,
      status: shipments.status,
      templates: shipments.templates,
      sharedData: shipments.sharedData,
      micros: microsOf(shipments.createdAt),
      invoices: sql<BalanceSource["invoices"]>`(
        select coalesce(json_agg(json_build_object('name', d.name, 'data', d.data)), '[]'::json)
        from ${shipmentDocuments} d
        where d.shipment_id = "shipments"."id" and d.name in ('commercial_invoice', 'proforma_invoice'))`,
      // The sums travel as text: a bigint sum is a JSON number otherwise, and JSON.parse would
      // round it to a double above 2^53.
      paid: sql<BalanceSource["paid"]>`(
        select coalesce(json_agg(json_build_object('currency', p.currency, 'minor', p.minor, 'count', p.n, 'last', p.last) order by p.currency), '[]'::json)
        from (
          select ${payments.currency} as currency, sum(${payments.amountMinor})::text as minor, count(*) as n, max(${payments.paymentDate}) as last
          from ${payments} where ${payments.shipmentId} = "shipments"."id" group by ${payments.currency}
        ) p)`,
    })
    .from(shipments)
    .where(and(...filters))
    .orderBy(sql`${shipments.createdAt} desc nulls last`, sql`${shipments.id} desc nulls last`)
    .limit(limit);
}

export type BalanceSourceRow = BalanceSource & { micros: string };

export async function balanceSources(db: DbOrTx, options: BalanceSourcesOptions): Promise<BalanceSourceRow[]> {
  return (await balanceSourcesQuery(db, options)) as BalanceSourceRow[];
}

/** One of the actor's shipments with what its balance needs; 404 when it is not theirs. */
export async function balanceSourceOf(db: DbOrTx, actor: Actor, shipmentId: string): Promise<BalanceSourceRow> {
  const [row] = await balanceSources(db, { actor, limit: 1, shipmentId });
  if (!row) throw notFound("Shipment not found.");
  return row;
}
