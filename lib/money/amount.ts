import { AppError } from "@/lib/contract/errors";
import { currencyMinorDigits } from "@/lib/reference/currencies";
import { fractionDigits, fromUnits, toUnits } from "./decimal";

/**
 * Payment amounts: decimal strings in the API, BigInt minor units in code and in the database
 * (lib/money/decimal.ts does the conversion; lib/reference gives each currency's minor
 * digits: INR 2, JPY 0, KWD 3). Nothing here ever passes through a float.
 */

/** Digits, an optional point and fraction: no sign, exponent, thousands separator or spaces. */
export const AMOUNT_PATTERN = /^\d+(\.\d+)?$/;

/**
 * The largest amount one payment may carry, in major units (exclusive): a trillion of anything
 * is a typo, and with KWD's three digits every sum of a shipment's payments (at most
 * MAX_PAYMENTS_PER_SHIPMENT) stays far inside PostgreSQL's bigint.
 */
export const MAX_WHOLE_DIGITS = 12;
export const AMOUNT_LIMIT_TEXT = "1,000,000,000,000";

export const NUMBER_AMOUNT_MESSAGE = 'Send the amount as a string, e.g. "1250.50".';

/**
 * The message for an amount string that is not acceptable whatever the currency, or null.
 * The currency's own limit (its minor digits) is checked by `amountToMinor`.
 */
export function amountShapeError(amount: string): string | null {
  if (amount === "") return "Enter the amount.";
  if (/^-/.test(amount)) return "The amount must be greater than zero: record money received.";
  if (!AMOUNT_PATTERN.test(amount))
    return 'Write the amount as digits with an optional decimal point, e.g. "1250.50" (no signs, spaces or thousands separators).';
  const [whole = "", fraction = ""] = amount.split(".");
  if (/^0*$/.test(whole) && /^0*$/.test(fraction)) return "The amount must be greater than zero.";
  if (whole.replace(/^0+/, "").length > MAX_WHOLE_DIGITS) return `The amount must be less than ${AMOUNT_LIMIT_TEXT}.`;
  return null;
}

/** Minor digits of an ISO 4217 code the schemas have already accepted. */
export function minorDigits(currency: string): number {
  const digits = currencyMinorDigits(currency);
  if (digits === undefined) throw new Error(`minorDigits: not an ISO 4217 code: ${currency}`);
  return digits;
}

export function tooPreciseMessage(currency: string): string {
  const digits = minorDigits(currency);
  return digits === 0
    ? `${currency} has no minor unit: enter a whole amount.`
    : `${currency} amounts have at most ${digits} digit${digits === 1 ? "" : "s"} after the point.`;
}

const invalidAmount = (message: string, path = "amount") =>
  new AppError("validation_failed", message, { issues: [{ path, message }] });

/** "1250.5" USD → 125050n. A 400 on `amount` when it has more fraction digits than the currency. */
export function amountToMinor(amount: string, currency: string): bigint {
  const digits = minorDigits(currency);
  // "12.00" is a whole amount even in JPY: trailing zeros of the fraction carry no value, and
  // leading zeros of the whole part none either (toUnits reads at most 15 whole digits).
  const withoutTrailing = amount.includes(".") ? amount.replace(/0+$/, "").replace(/\.$/, "") : amount;
  const trimmed = withoutTrailing.replace(/^0+(?=\d)/, "");
  if (fractionDigits(trimmed) > digits) throw invalidAmount(tooPreciseMessage(currency));
  return toUnits(trimmed, digits);
}

/** 125050n USD → "1250.50" (always exactly the currency's minor digits). */
export function minorToAmount(units: bigint, currency: string): string {
  return fromUnits(units, minorDigits(currency));
}

/**
 * The same amount in another currency's minor units, for a payment whose currency is corrected
 * without a new amount: 12.00 USD becomes 12 JPY, 12.50 USD cannot (400 asking for the amount).
 */
export function rescaleMinor(units: bigint, from: string, to: string): bigint {
  return amountToMinorOr(
    minorToAmount(units, from),
    to,
    `${tooPreciseMessage(to)} Send the amount with the new currency.`,
  );
}

function amountToMinorOr(amount: string, currency: string, message: string): bigint {
  try {
    return amountToMinor(amount, currency);
  } catch {
    throw invalidAmount(message);
  }
}

/** Totals per currency: a Map from currency to minor units that only ever adds BigInts. */
export function addTo(sums: Map<string, bigint>, currency: string, units: bigint): void {
  sums.set(currency, (sums.get(currency) ?? 0n) + units);
}
