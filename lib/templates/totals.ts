import { currencyMinorDigits } from "@/lib/reference/currencies";
import { fromUnits, isDecimalString, lineAmountUnits, roundUnits, toUnits } from "@/lib/money/decimal";

/**
 * Totals of a document, computed on the server from its merged data. Amounts are decimal
 * strings with exactly the currency's minor digits; the arithmetic is BigInt in minor units.
 * Lines without a quantity or unit price have no amount and add nothing (drafts are partial).
 */
export type Totals = {
  currency: string | null;
  /** One entry per line item, in order: quantity × unit price, rounded half-up to minor units. */
  lineAmounts: (string | null)[];
  subtotal: string | null;
  freight: string | null;
  insurance: string | null;
  otherCharges: string | null;
  discount: string | null;
  /** subtotal + freight + insurance + other charges − discount (documents that have charges). */
  total: string | null;
  totalPackages: number;
  /** kg, three decimals. */
  totalNetWeight: string;
  totalGrossWeight: string;
  /** 110% of the total, rounded up to the minor unit (the usual minimum cover for CIF/CIP). */
  suggestedInsuredValue: string | null;
  /** total × exchange rate, in INR (shipping bill). */
  totalInr: string | null;
};

const QUANTITY_SCALE = 3;
const WEIGHT_SCALE = 3;
const RATE_SCALE = 4;

type Item = { quantity?: unknown; unitPrice?: unknown; netWeight?: unknown; grossWeight?: unknown; packages?: unknown };

const str = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);

/** Sums weights (kg, 3 decimals). Values that are not decimals are skipped: the schema has refused them already. */
function sumWeights(items: Item[], key: "netWeight" | "grossWeight"): string {
  let sum = 0n;
  for (const item of items) {
    const value = str(item[key]);
    if (value && isDecimalString(value, WEIGHT_SCALE)) sum += toUnits(value, WEIGHT_SCALE);
  }
  return fromUnits(sum, WEIGHT_SCALE);
}

export function computeTotals(data: Record<string, unknown>): Totals {
  const items = (Array.isArray(data.lineItems) ? data.lineItems : []) as Item[];
  const currency = str(data.currency) ?? null;
  const digits = currency ? currencyMinorDigits(currency) : undefined;
  const totalPackages = items.reduce(
    (sum, item) => sum + (Number.isInteger(item.packages) ? (item.packages as number) : 0),
    0,
  );
  const weights = {
    totalNetWeight: sumWeights(items, "netWeight"),
    totalGrossWeight: sumWeights(items, "grossWeight"),
  };
  if (digits === undefined) {
    // Without a currency there is no minor unit to compute in: amounts stay empty until one is chosen.
    return {
      currency,
      lineAmounts: items.map(() => null),
      subtotal: null,
      freight: null,
      insurance: null,
      otherCharges: null,
      discount: null,
      total: null,
      totalPackages,
      ...weights,
      suggestedInsuredValue: null,
      totalInr: null,
    };
  }
  const money = (v: unknown): bigint | undefined => {
    const s = str(v);
    return s && isDecimalString(s, digits) ? toUnits(s, digits) : undefined;
  };
  const lineUnits = items.map((item) => {
    const quantity = str(item.quantity);
    const price = str(item.unitPrice);
    if (!quantity || !price || !isDecimalString(quantity, QUANTITY_SCALE) || !isDecimalString(price, digits))
      return undefined;
    return lineAmountUnits(quantity, price, QUANTITY_SCALE, digits);
  });
  const subtotal = lineUnits.reduce<bigint>((sum, units) => sum + (units ?? 0n), 0n);
  const freight = money(data.freight);
  const insurance = money(data.insurance);
  const otherCharges = money(data.otherCharges);
  const discount = money(data.discount);
  const total = subtotal + (freight ?? 0n) + (insurance ?? 0n) + (otherCharges ?? 0n) - (discount ?? 0n);
  const rate = str(data.exchangeRate);
  const format = (units: bigint | undefined) => (units === undefined ? null : fromUnits(units, digits));
  return {
    currency,
    lineAmounts: lineUnits.map(format),
    subtotal: format(subtotal),
    freight: format(freight),
    insurance: format(insurance),
    otherCharges: format(otherCharges),
    discount: format(discount),
    total: format(total),
    totalPackages,
    ...weights,
    // ceil(total × 11 / 10): cover must not fall short of 110% by a rounding.
    suggestedInsuredValue: format((total * 11n + 9n) / 10n),
    // total (minor units) × rate (4 decimals) → INR paise, rounded half-up.
    totalInr:
      rate && isDecimalString(rate, RATE_SCALE)
        ? fromUnits(roundUnits(total * toUnits(rate, RATE_SCALE), digits + RATE_SCALE - 2), 2)
        : null,
  };
}
