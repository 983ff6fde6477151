import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { getOwnedShipment } from "@/lib/shipments/access";
import { payments } from "@/models";
import { computeBalance } from "./balance";
import { toPaymentDto } from "./dto";
import { balanceSourceOf } from "./queries";
import { encodePaymentCursor, type BalanceDto, type PaymentDto, type PaymentPosition } from "./schemas";

export type ListShipmentPaymentsOptions = { actor: Actor; shipmentId: string; limit: number; cursor?: PaymentPosition };

/**
 * One page of a shipment's payments, newest payment date first, then id: a range of
 * payments_shipment_date_idx (shipment_id, payment_date DESC, id DESC). The ORDER BY says NULLS
 * LAST like the index; plain DESC (NULLS FIRST) would make PostgreSQL sort instead. Exported so
 * the integration test can EXPLAIN the exact query. Scope is the caller's job.
 */
export function shipmentPaymentsQuery(db: DbOrTx, shipmentId: string, limit: number, cursor?: PaymentPosition) {
  const filters: SQL[] = [eq(payments.shipmentId, shipmentId)];
  if (cursor)
    filters.push(sql`(${payments.paymentDate}, ${payments.id}) < (${cursor.paymentDate}::date, ${cursor.id}::uuid)`);
  return db
    .select()
    .from(payments)
    .where(and(...filters))
    .orderBy(sql`${payments.paymentDate} desc nulls last`, sql`${payments.id} desc nulls last`)
    .limit(limit);
}

/**
 * The payments of one of the actor's shipments with its balance (over all its payments, not
 * just the page). A sharee gets the 404 of an unknown shipment: payments are never shared.
 */
export async function listShipmentPayments({
  actor,
  shipmentId,
  limit,
  cursor,
}: ListShipmentPaymentsOptions): Promise<{ balance: BalanceDto; payments: PaymentDto[]; nextCursor: string | null }> {
  const db = await getDb();
  await getOwnedShipment(db, actor, shipmentId);
  const [source, rows] = await Promise.all([
    balanceSourceOf(db, actor, shipmentId),
    shipmentPaymentsQuery(db, shipmentId, limit + 1, cursor),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    balance: computeBalance(source).dto,
    payments: page.map(toPaymentDto),
    nextCursor:
      rows.length > limit && last ? encodePaymentCursor({ paymentDate: last.paymentDate, id: last.id }) : null,
  };
}
