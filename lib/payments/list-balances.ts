import { dateInZone, reportTimeZone } from "@/lib/analytics/period";
import type { Actor } from "@/lib/auth/actor";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { encodeCursor, type KeysetPosition } from "@/lib/db/keyset-cursor";
import { computeBalance, CurrencyTotals } from "./balance";
import { balanceSources } from "./queries";
import type { BalanceDto, CurrencyTotal } from "./schemas";

export type ListBalancesOptions = {
  actor: Actor;
  limit: number;
  cursor?: KeysetPosition;
  filter?: "overdue";
  /** The browser's zone, for today when the user has not chosen a zone. */
  tz?: string;
  now?: Date;
};

/** Shipments read per query while adding up the totals: bounds memory, not the work. */
export const TOTALS_BATCH = 500;

/**
 * The actor's balances: one page of shipments (newest first, keyset on
 * shipments_owner_created_idx) with each shipment's invoiced, paid and outstanding amounts, and,
 * with the first page, the totals per currency over all their shipments.
 */
export async function listBalances({
  actor,
  limit,
  cursor,
  filter,
  tz,
  now = new Date(),
}: ListBalancesOptions): Promise<{
  balances: BalanceDto[];
  nextCursor: string | null;
  totals: CurrencyTotal[] | null;
}> {
  const db = await getDb();
  const overdueOn = filter === "overdue" ? dateInZone(now, reportTimeZone(actor.user.timeZone, tz)) : undefined;
  const rows = await balanceSources(db, { actor, limit: limit + 1, cursor, overdueOn });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    balances: page.map((row) => computeBalance(row).dto),
    nextCursor: rows.length > limit && last ? encodeCursor({ micros: last.micros, id: last.id }) : null,
    totals: cursor ? null : await currencyTotals(db, actor),
  };
}

/**
 * Totals per currency over every shipment of the actor. An invoiced total is computed from the
 * invoice's data in code (the same function as the editor and the PDF), so this reads every
 * shipment, in index-ordered batches: linear in the number of shipments (measured in
 * lib/payments/payments.integration.test.ts and stated in the README).
 */
export async function currencyTotals(db: DbOrTx, actor: Actor): Promise<CurrencyTotal[]> {
  const totals = new CurrencyTotals();
  let cursor: KeysetPosition | undefined;
  for (;;) {
    const batch = await balanceSources(db, { actor, limit: TOTALS_BATCH, cursor });
    for (const row of batch) totals.add(computeBalance(row), row.status);
    if (batch.length < TOTALS_BATCH) break;
    const last = batch.at(-1)!;
    cursor = { micros: last.micros, id: last.id };
  }
  return totals.toDto();
}
