/**
 * The one decimal module (docs/code-style.md): exact arithmetic on decimal strings for money,
 * quantities and weights. Money is never a float.
 *
 * Amounts travel as decimal strings ("1234.50") and are computed as BigInt in units of
 * 10^-scale (money: the currency's minor units), never as floats: 0.1 + 0.2 must be 0.3 on an
 * invoice. Hand-written because it is ~60 lines over BigInt; a decimal library would add a
 * dependency for four operations.
 */

const DECIMAL = /^(\d{1,15})(?:\.(\d+))?$/;

/** The most fraction digits any stored decimal has (weights: grams of a kilogram and finer). */
export const MAX_FRACTION_DIGITS = 6;

/**
 * Number of digits after the first point ("10.50" → 2, "10" → 0). Validators call it next to
 * `isDecimalString`, so on text that is not a decimal it still counts what follows the point
 * (and a too-long fraction is reported as such too).
 */
export const fractionDigits = (value: string): number => value.split(".")[1]?.length ?? 0;

/**
 * A plain non-negative decimal: 1 to 15 digits, then optionally a point and 1 to `maxFraction`
 * digits. No sign, exponent, separators, spaces, or a bare point on either side ("1.", ".5").
 */
export const isDecimalString = (value: string, maxFraction: number = MAX_FRACTION_DIGITS): boolean => {
  const match = DECIMAL.exec(value);
  return !!match && (match[2]?.length ?? 0) <= maxFraction;
};

/** Negative, zero or positive as a is below, equal to or above b (both valid decimal strings). */
export function compareDecimal(a: string, b: string): number {
  const scale = Math.max(fractionDigits(a), fractionDigits(b));
  const diff = toUnits(a, scale) - toUnits(b, scale);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/** "12.5" at scale 2 → 1250n. Throws on more fraction digits than the scale (callers validate first). */
export function toUnits(value: string, scale: number): bigint {
  const match = DECIMAL.exec(value);
  if (!match) throw new Error(`not a decimal: ${value}`);
  const fraction = match[2] ?? "";
  if (fraction.length > scale) throw new Error(`${value} has more than ${scale} fraction digits`);
  return BigInt(match[1]! + fraction.padEnd(scale, "0"));
}

/** 1250n at scale 2 → "12.50" (always exactly `scale` fraction digits). */
export function fromUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
  const whole = scale === 0 ? digits : digits.slice(0, -scale);
  const fraction = scale === 0 ? "" : `.${digits.slice(-scale)}`;
  return `${negative ? "-" : ""}${whole}${fraction}`;
}

/** Divides by 10^drop rounding half away from zero (the commercial rounding of invoices). */
export function roundUnits(units: bigint, drop: number): bigint {
  if (drop <= 0) return units * 10n ** BigInt(-drop);
  const divisor = 10n ** BigInt(drop);
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const rounded = (abs + divisor / 2n) / divisor;
  return negative ? -rounded : rounded;
}

/**
 * quantity × unit price, rounded half-up to the currency's minor digits.
 * quantity at `quantityScale`, price at `minorDigits`: the exact product has both scales.
 */
export function lineAmountUnits(
  quantity: string,
  unitPrice: string,
  quantityScale: number,
  minorDigits: number,
): bigint {
  return roundUnits(toUnits(quantity, quantityScale) * toUnits(unitPrice, minorDigits), quantityScale);
}
