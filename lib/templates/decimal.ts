/**
 * Exact decimal arithmetic on strings for money, quantities and weights.
 *
 * Amounts travel as decimal strings ("1234.50") and are computed as BigInt in units of
 * 10^-scale (money: the currency's minor units), never as floats: 0.1 + 0.2 must be 0.3 on an
 * invoice. Hand-written because it is ~60 lines over BigInt; a decimal library would add a
 * dependency for four operations.
 */

const DECIMAL = /^(\d{1,15})(?:\.(\d+))?$/;

/** Number of digits after the point in a valid decimal string. */
export function fractionDigits(value: string): number {
  const match = DECIMAL.exec(value);
  return match?.[2]?.length ?? 0;
}

export const isDecimalString = (value: string, maxFraction: number): boolean => {
  const match = DECIMAL.exec(value);
  return !!match && (match[2]?.length ?? 0) <= maxFraction;
};

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
