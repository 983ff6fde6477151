/**
 * Exact arithmetic on the decimal strings reports send (money, hours, percentages): scaled to
 * BigInt, never through a float, so a sum or a change shows the digits the API would.
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Whether text is a plain decimal ("1255.50", "-3", "83.3"). */
export const isDecimal = (text: unknown): text is string => typeof text === "string" && DECIMAL.test(text);

const scaleOf = (text: string) => DECIMAL.exec(text)?.[3]?.length ?? 0;

function toScaled(text: string, scale: number): bigint {
  const [, sign, whole = "0", fraction = ""] = DECIMAL.exec(text) ?? [];
  const digits = BigInt(whole + fraction.padEnd(scale, "0"));
  return sign ? -digits : digits;
}

function fromScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale ? `.${digits.slice(digits.length - scale)}` : "";
  return `${negative ? "-" : ""}${whole}${fraction}`;
}

/** a + b with the larger of their scales. */
export function addDecimal(a: string, b: string): string {
  const scale = Math.max(scaleOf(a), scaleOf(b));
  return fromScaled(toScaled(a, scale) + toScaled(b, scale), scale);
}

/** a − b with the larger of their scales. */
export function subtractDecimal(a: string, b: string): string {
  const scale = Math.max(scaleOf(a), scaleOf(b));
  return fromScaled(toScaled(a, scale) - toScaled(b, scale), scale);
}

/** The change from `previous` to `current` with its sign ("+3", "−12.50", "0"): what a reader compares. */
export function signedChange(current: string, previous: string): string {
  const diff = subtractDecimal(current, previous);
  if (/^-?0+(\.0+)?$/.test(diff)) return diff.replace("-", "");
  return diff.startsWith("-") ? diff : `+${diff}`;
}
