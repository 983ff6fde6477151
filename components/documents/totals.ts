import { computeTotals, type Totals } from "@/lib/templates/totals";
import type { TotalKey } from "@/lib/templates/descriptors";
import { formatDecimal, formatMoney } from "@/lib/format/numbers";
import type { Data } from "./paths";

/**
 * Live totals use the server's own pure function (lib/templates/totals.ts: BigInt in minor
 * units over decimal strings), so what the editor shows while typing is exactly what the
 * server computes on save. Never a float.
 */
export function liveTotals(data: Data): Totals {
  return computeTotals(data);
}

/** quantity × unit price of one line, in the document's currency, or null when not computable yet. */
export function lineAmount(row: Data, currency: string | undefined): string | null {
  if (!currency) return null;
  return computeTotals({ currency, lineItems: [row] }).lineAmounts[0] ?? null;
}

export const TOTAL_LABELS: Record<TotalKey, string> = {
  subtotal: "Subtotal",
  freight: "Freight",
  insurance: "Insurance",
  otherCharges: "Other charges",
  discount: "Discount",
  total: "Total",
  totalPackages: "Total packages",
  totalNetWeight: "Total net weight (kg)",
  totalGrossWeight: "Total gross weight (kg)",
  suggestedInsuredValue: "Suggested insured value (110%)",
  totalInr: "Total in INR",
};

const MONEY_KEYS = new Set<TotalKey>([
  "subtotal",
  "freight",
  "insurance",
  "otherCharges",
  "discount",
  "total",
  "suggestedInsuredValue",
]);

export function formatTotal(key: TotalKey, totals: Totals): string {
  const value = totals[key];
  if (value === null || value === undefined) return "—";
  if (MONEY_KEYS.has(key) && totals.currency) return formatMoney(totals.currency, String(value));
  if (key === "totalInr") return formatMoney("INR", String(value));
  return formatDecimal(String(value));
}
