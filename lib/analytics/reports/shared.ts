import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { minorToAmount } from "@/lib/money/amount";
import type { ReportContext } from "./definition";

/** Rows of a raw query; both drivers (node-postgres and PGlite) answer `{ rows }`. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Whether the shipment of a shipment_facts row aliased `f` counts in the period: its departure
 * date when entered, else the day of its creation instant in the zone (`shipmentDay`). Written as
 * the two cases apart, not as a range over `coalesce(…)`, so each side can use its index
 * (shipment_facts_owner_shipment_date_idx, shipment_facts_owner_created_idx); the answer is the
 * same as `shipmentDay(tz) between from and to`.
 */
export function inPeriod(ctx: Pick<ReportContext, "period">, alias: "f" | "pf" = "f"): SQL {
  const { from, to, timeZone } = ctx.period;
  // `alias`: a shipment_product_facts row carries the same two columns (top products).
  const a = sql.raw(alias);
  return sql`(
    (${a}.shipment_date is not null and ${a}.shipment_date between ${from}::date and ${to}::date)
    or (${a}.shipment_date is null
        and ${a}.created_at >= (${from}::date)::timestamp at time zone ${timeZone}
        and ${a}.created_at < (${to}::date + 1)::timestamp at time zone ${timeZone})
  )`;
}

/** Every month the period touches, "YYYY-MM", in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
}

/** A sum in minor units (SQL numeric sent as text) as the currency's decimal string; null stays null. */
export const moneyOf = (minor: string | null, currency: string): string | null =>
  minor === null ? null : minorToAmount(BigInt(minor), currency);

/** Where a shipment opens in the app (a report's detail links to it). */
export const shipmentLink = (shipmentId: string) => `/exportdocs/${shipmentId}`;

/** The key part standing for "no currency" (shipments counted without a visible value). */
export const NO_CURRENCY = "none";

/** Per-currency money totals, kept in minor units until written out. */
export class CurrencyTotals {
  private readonly byCurrency = new Map<string, { minor: bigint; shipments: number }>();

  add(currency: string, minor: bigint, shipments: number): void {
    const entry = this.byCurrency.get(currency) ?? { minor: 0n, shipments: 0 };
    entry.minor += minor;
    entry.shipments += shipments;
    this.byCurrency.set(currency, entry);
  }

  /** `[{currency, amount, shipments}]`, by currency code. */
  list(): { currency: string; amount: string; shipments: number }[] {
    return [...this.byCurrency.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([currency, { minor, shipments }]) => ({
        currency,
        amount: minorToAmount(minor, currency),
        shipments,
      }));
  }
}

/** Plain code-point order (the same on every database collation and in every test). */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
