"use client";

import type { ApiOutput, EndpointAt } from "@/lib/client/api-client";
import { formatMoney } from "@/lib/format/numbers";

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

/** "USD 1,255.50" through the app's one number format (lib/format/numbers). */
export const moneyText = (money: Money) => formatMoney(money.currency, money.amount);
export const isNegative = (money: Money | null) => !!money && money.amount.startsWith("-");
export const isZero = (money: Money | null) => !!money && /^-?[0.]+$/.test(money.amount);

/** Today's date in UTC: the latest payment date the server accepts. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

export const INVOICE_SOURCE_LABELS: Record<NonNullable<Balance["invoiced"]>["source"], string> = {
  commercial_invoice: "commercial invoice",
  proforma_invoice: "proforma invoice",
};
