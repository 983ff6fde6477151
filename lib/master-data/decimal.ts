/**
 * Decimal strings for money and weights (docs/architecture.md §5: never a float). "1234.50" is kept as written;
 * comparisons scale both sides to integers (BigInt), so no value ever passes through a double.
 */
export const DECIMAL = /^\d{1,15}(\.\d{1,6})?$/;

export const isDecimalString = (value: string): boolean => DECIMAL.test(value);

export const fractionDigits = (value: string): number => value.split(".")[1]?.length ?? 0;

/** Negative, zero or positive as a is below, equal to or above b (both valid decimal strings). */
export function compareDecimal(a: string, b: string): number {
  const scale = Math.max(fractionDigits(a), fractionDigits(b));
  const scaled = (v: string) => {
    const [whole, fraction = ""] = v.split(".");
    return BigInt(`${whole}${fraction.padEnd(scale, "0")}`);
  };
  const diff = scaled(a) - scaled(b);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}
