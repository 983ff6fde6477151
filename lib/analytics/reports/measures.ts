import { sql, type SQL } from "drizzle-orm";
import type { ReportContext } from "./definition";

/**
 * Shared pieces of the duration and rate reports (document cycle time, eBL turnaround, on-time
 * arrival, compliance): the period's instants, exact percentiles, and the text of hours and
 * percentages. Figures are exact: durations are whole seconds (integers), percentiles are
 * computed in `numeric`, and the hours and percent texts are rounded half up with BigInt, so the
 * same rows always print the same figure (no float drift, no "0.1 + 0.2").
 */

/** The period as instants: the first day's midnight and the midnight after the last day, in the zone. */
export function periodBounds(period: ReportContext["period"]): { start: SQL; end: SQL } {
  return {
    start: sql`((${period.from}::date)::timestamp at time zone ${period.timeZone})`,
    end: sql`((${period.to}::date + 1)::timestamp at time zone ${period.timeZone})`,
  };
}

/** An instant as ISO 8601 UTC text with milliseconds (the same on PGlite and PostgreSQL drivers). */
export const isoText = (column: SQL): SQL =>
  sql`to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Whole seconds from `from` to `to`: each instant truncated to its second, then subtracted, so
 * consecutive spans add up exactly (an eBL's holdings sum to its issue → acceptance time).
 */
export const wholeSeconds = (from: SQL, to: SQL): SQL =>
  sql`(floor(extract(epoch from ${to}))::bigint - floor(extract(epoch from ${from}))::bigint)`;

/**
 * The `p` percentile of whole seconds (`value`, an integer column) as exact decimal text: an
 * aggregate. percentile_cont interpolates at rank h = p·(n − 1) (from 0): v[⌊h⌋] + (h − ⌊h⌋) ×
 * (v[⌊h⌋+1] − v[⌊h⌋]). With integer values and p of one decimal (0.5, 0.9) the exact answer is a
 * multiple of 0.1; percentile_cont computes it in double precision, off by about
 * (n × gap + value) × 2⁻⁵², far below 0.05 unless n × gap nears 10¹⁴ (a million documents whose
 * neighbouring times lie three years apart), so rounding its result to one decimal in numeric
 * gives the exact value (18.0, never 17.999999999999996), which hoursText then rounds half up.
 */
export function exactPercentile(p: "0.5" | "0.9", value: SQL = sql.raw("value")): SQL {
  return sql`round((percentile_cont(${sql.raw(p)}) within group (order by ${value}))::numeric, 1)::text`;
}

/** A decimal string (e.g. "5400.5") parsed to a BigInt numerator over a power of ten. */
function parseDecimal(text: string): { units: bigint; scale: bigint } {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, sign, whole, fraction = ""] = match;
  const units = BigInt(`${whole}${fraction}`) * (sign ? -1n : 1n);
  return { units, scale: 10n ** BigInt(fraction.length) };
}

/** numerator / denominator rounded half up (away from zero) to an integer. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/** Hundredths (an integer) as "12.34". */
function hundredthsText(hundredths: bigint): string {
  const negative = hundredths < 0n;
  const abs = negative ? -hundredths : hundredths;
  return `${negative ? "-" : ""}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
}

/**
 * Seconds (an integer or a decimal string, e.g. a percentile "5400.5") as hours with two
 * decimals, rounded half up: 5400 → "1.50", 18 → "0.01", 17 → "0.00". Optionally divided first
 * (an average: total seconds over a count). Null stays null.
 */
export function hoursText(
  seconds: string | number | bigint | null | undefined,
  divideBy: number | bigint = 1,
): string | null {
  if (seconds === null || seconds === undefined) return null;
  const { units, scale } = parseDecimal(String(seconds));
  const count = BigInt(divideBy);
  if (count === 0n) return null;
  return hundredthsText(roundHalfUp(units * 100n, scale * 3600n * count));
}

/** part / whole as a percentage with one decimal, rounded half up ("83.3"); null when whole is 0. */
export function percentText(part: number | bigint, whole: number | bigint): string | null {
  const w = BigInt(whole);
  if (w === 0n) return null;
  const tenths = roundHalfUp(BigInt(part) * 1000n, w);
  return `${tenths / 10n}.${tenths % 10n}`;
}
