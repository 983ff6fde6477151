import { formatMoney } from "@/lib/format/numbers";

export type MoneyText = { currency: string; amount: string };

const SIGNED = /^(-?)(\d+)(?:\.(\d+))?$/;

/** A signed decimal string as integer units at `scale` fraction digits; null when it is not one. */
function units(text: string, scale: number): bigint | null {
  const match = SIGNED.exec(text.trim());
  if (!match) return null;
  const fraction = match[3] ?? "";
  if (fraction.length > scale) return null;
  const value = BigInt((match[2] ?? "0") + fraction.padEnd(scale, "0"));
  return match[1] ? -value : value;
}

const scaleOf = (...texts: string[]) => Math.max(0, ...texts.map((t) => t.split(".")[1]?.length ?? 0));

/**
 * What a payment would leave overpaid, or null when it stays within the outstanding amount.
 * `outstanding` is the shipment's balance in its invoice currency (null without an invoice: nothing
 * to compare with); `previous` is the payment being corrected, whose amount is already counted in the
 * outstanding and so is added back. Payments in another currency are not compared (no conversion).
 * Exact decimal arithmetic on the strings: money is never a float.
 */
export function overpayment(
  payment: MoneyText,
  outstanding: MoneyText | null,
  previous?: MoneyText | null,
): { limit: MoneyText; excess: MoneyText } | null {
  if (!outstanding || !payment.currency || payment.currency !== outstanding.currency) return null;
  const scale = scaleOf(payment.amount, outstanding.amount, previous?.amount ?? "0");
  const amount = units(payment.amount, scale);
  const open = units(outstanding.amount, scale);
  if (amount === null || open === null || amount <= 0n) return null;
  const back = previous && previous.currency === outstanding.currency ? (units(previous.amount, scale) ?? 0n) : 0n;
  const limit = open + back;
  if (amount <= limit) return null;
  return {
    limit: { currency: outstanding.currency, amount: text(limit < 0n ? 0n : limit, scale) },
    excess: { currency: outstanding.currency, amount: text(amount - (limit < 0n ? 0n : limit), scale) },
  };
}

function text(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, "0");
  const whole = scale === 0 ? digits : digits.slice(0, -scale);
  return `${negative ? "-" : ""}${whole}${scale === 0 ? "" : `.${digits.slice(-scale)}`}`;
}

/** The confirmation's sentence: how much is outstanding and by how much this payment goes over it. */
export function overpaymentText(payment: MoneyText, result: { limit: MoneyText; excess: MoneyText }): string {
  return `${formatMoney(payment.currency, payment.amount)} is more than the ${formatMoney(result.limit.currency, result.limit.amount)} outstanding: the shipment will be overpaid by ${formatMoney(result.excess.currency, result.excess.amount)}.`;
}
