"use client";

import type { BalanceDto, CurrencyTotal, PaymentDto } from "@/lib/payments/schemas";
import { api } from "@/lib/client/api";

/** The shapes the payments API answers with (types only: nothing server-side reaches the bundle). */
export type Balance = BalanceDto;
export type Payment = PaymentDto;
export type Totals = CurrencyTotal[];
export type Money = { currency: string; amount: string };

export type BalancePage = { balances: Balance[]; nextCursor: string | null; totals: Totals | null };
export type PaymentPage = { balance: Balance; payments: Payment[]; nextCursor: string | null };
export type PaymentResult = { payment: Payment; balance: Balance };

/** What the record and edit forms send: amounts stay text end to end, never a number. */
export type PaymentFields = { amount: string; currency: string; paymentDate: string; notes: string };

export const fetchBalances = (limit: number, cursor?: string | null, signal?: AbortSignal) =>
  api<BalancePage>(`/api/balances?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { signal });

export const fetchPayments = (shipmentId: string, cursor?: string | null, signal?: AbortSignal) =>
  api<PaymentPage>(
    `/api/balances/shipments/${encodeURIComponent(shipmentId)}/payments?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    { signal },
  );

export const recordPayment = (shipmentId: string, fields: PaymentFields) =>
  api<PaymentResult>(`/api/balances/shipments/${encodeURIComponent(shipmentId)}/payments`, {
    method: "POST",
    // An empty currency means "the shipment's invoice currency": the server decides, or asks for one.
    body: {
      amount: fields.amount,
      paymentDate: fields.paymentDate,
      notes: fields.notes,
      ...(fields.currency ? { currency: fields.currency } : {}),
    },
  });

export const updatePayment = (paymentId: string, fields: PaymentFields) =>
  api<PaymentResult>(`/api/balances/payments/${encodeURIComponent(paymentId)}`, { method: "PATCH", body: fields });

export const deletePayment = (paymentId: string) =>
  api<void>(`/api/balances/payments/${encodeURIComponent(paymentId)}`, { method: "DELETE" });

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
