"use client";

import type { ApiOutput, EndpointAt } from "@/lib/client/api-client";

/** The payments API's shapes: aliases of the contract's response types (nothing server-side reaches the bundle). */
export type BalancePage = ApiOutput<EndpointAt<"GET", "/api/balances">>;
export type PaymentPage = ApiOutput<EndpointAt<"GET", "/api/balances/shipments/{id}/payments">>;
export type Balance = BalancePage["balances"][number];
export type Payment = PaymentPage["payments"][number];
export type Totals = NonNullable<BalancePage["totals"]>;
export type Money = { currency: string; amount: string };

/** What the record and edit forms send: amounts stay text end to end, never a number. */
export type PaymentFields = { amount: string; currency: string; paymentDate: string; notes: string };

/** Every payment change refreshes the balances, the totals and the shipment's payments (all under this path). */
export const PAYMENT_PATHS = ["/api/balances"] as const;

/** "1255.5" → "1,255.5", "-100.50" → "−100.50": grouping done on the string, never through a float. */
export function formatAmount(amount: string): string {
  const negative = amount.startsWith("-");
  const [whole = "", fraction] = amount.replace(/^-/, "").split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "−" : ""}${grouped}${fraction !== undefined ? `.${fraction}` : ""}`;
}

export const formatMoney = (money: Money) => `${money.currency} ${formatAmount(money.amount)}`;
export const isNegative = (money: Money | null) => !!money && money.amount.startsWith("-");
export const isZero = (money: Money | null) => !!money && /^-?[0.]+$/.test(money.amount);

const DATE_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
/** "2026-01-15" → "15 Jan 2026": a calendar date, so read and shown in UTC (no shift by the browser's zone). */
export const formatPaymentDate = (date: string) => DATE_FORMAT.format(new Date(`${date}T00:00:00Z`));

/** Today's date in UTC: the latest payment date the server accepts. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

export const INVOICE_SOURCE_LABELS: Record<NonNullable<Balance["invoiced"]>["source"], string> = {
  commercial_invoice: "commercial invoice",
  proforma_invoice: "proforma invoice",
};
