import { readStored, totalsInput } from "@/lib/templates/merge";
import { computeTotals } from "@/lib/templates/totals";
import type { ShipmentStatus } from "@/models";
import { addTo, minorToAmount } from "@/lib/money/amount";
import { INVOICE_SOURCES, type BalanceDto, type CurrencyTotal, type InvoiceSource } from "./schemas";

/** What one shipment's balance is computed from (one row of lib/payments/queries.ts). */
export type BalanceSource = {
  id: string;
  reference: string;
  status: ShipmentStatus;
  templates: string[];
  sharedData: Record<string, unknown>;
  /** The shipment's commercial and proforma invoice rows (their stored data). */
  invoices: { name: string; data: Record<string, unknown> }[];
  /** Per currency: the sum of the payments in minor units (as text: a bigint), their count and latest date. */
  paid: { currency: string; minor: string; count: number; last: string }[];
};

export type Invoiced = { source: InvoiceSource; currency: string; units: bigint };

/**
 * The amount invoiced: the commercial invoice's server-computed total when the shipment has that
 * document and its total can be computed (it has a currency), else the proforma invoice's, else
 * none. The same totals the editor and the PDF show (lib/templates/totals.ts), so the balance
 * always agrees with the invoice the buyer received.
 */
export function invoicedOf(source: Pick<BalanceSource, "templates" | "sharedData" | "invoices">): Invoiced | null {
  for (const name of INVOICE_SOURCES) {
    if (!source.templates.includes(name)) continue;
    const stored = readStored(source.invoices.find((d) => d.name === name)?.data);
    const totals = computeTotals(totalsInput(name, source.sharedData, stored));
    if (totals.total !== null && totals.currency) {
      // computeTotals writes exactly the currency's minor digits (and a sign when a discount
      // exceeds the rest), so dropping the point gives the minor units, whatever their size.
      return { source: name, currency: totals.currency, units: BigInt(totals.total.replace(".", "")) };
    }
  }
  return null;
}

/**
 * The currency a payment is in when the request names none: the invoiced total's, else the
 * currency entered in the shipment's shared data; null when the shipment has neither.
 */
export function defaultCurrencyOf(source: Pick<BalanceSource, "templates" | "sharedData" | "invoices">): string | null {
  const shared = source.sharedData.currency;
  return invoicedOf(source)?.currency ?? (typeof shared === "string" && shared ? shared : null);
}

export type Balance = {
  dto: BalanceDto;
  invoiced: Invoiced | null;
  paid: Map<string, bigint>;
  outstandingUnits: bigint | null;
};

/** One shipment's balance. Paid amounts stay per currency: there is no conversion between currencies. */
export function computeBalance(source: BalanceSource): Balance {
  const invoiced = invoicedOf(source);
  const paid = new Map<string, bigint>();
  let paymentCount = 0;
  let lastPaymentDate: string | null = null;
  for (const row of source.paid) {
    addTo(paid, row.currency, BigInt(row.minor));
    paymentCount += Number(row.count);
    if (!lastPaymentDate || row.last > lastPaymentDate) lastPaymentDate = row.last;
  }
  // Nothing is owed on a cancelled shipment; money received on it is still shown as paid.
  const outstandingUnits =
    invoiced && source.status !== "cancelled" ? invoiced.units - (paid.get(invoiced.currency) ?? 0n) : null;
  const currencies = [...paid.keys()].sort((a, b) =>
    a === invoiced?.currency ? -1 : b === invoiced?.currency ? 1 : a.localeCompare(b),
  );
  return {
    invoiced,
    paid,
    outstandingUnits,
    dto: {
      shipmentId: source.id,
      reference: source.reference,
      status: source.status,
      invoiced: invoiced
        ? {
            source: invoiced.source,
            currency: invoiced.currency,
            amount: minorToAmount(invoiced.units, invoiced.currency),
          }
        : null,
      paid: currencies.map((currency) => ({ currency, amount: minorToAmount(paid.get(currency)!, currency) })),
      outstanding:
        invoiced && outstandingUnits !== null
          ? { currency: invoiced.currency, amount: minorToAmount(outstandingUnits, invoiced.currency) }
          : null,
      paymentCount,
      lastPaymentDate,
    },
  };
}

/**
 * Totals per currency over many shipments, accumulated one shipment at a time (so the caller can
 * stream shipments in batches): invoiced leaves out cancelled shipments, paid counts every
 * payment, outstanding is the sum of the shipments' outstanding amounts.
 */
export class CurrencyTotals {
  private readonly invoiced = new Map<string, bigint>();
  private readonly paid = new Map<string, bigint>();
  private readonly outstanding = new Map<string, bigint>();

  add(balance: Balance, status: ShipmentStatus): void {
    if (balance.invoiced && status !== "cancelled")
      addTo(this.invoiced, balance.invoiced.currency, balance.invoiced.units);
    for (const [currency, units] of balance.paid) addTo(this.paid, currency, units);
    if (balance.invoiced && balance.outstandingUnits !== null)
      addTo(this.outstanding, balance.invoiced.currency, balance.outstandingUnits);
  }

  toDto(): CurrencyTotal[] {
    const currencies = [...new Set([...this.invoiced.keys(), ...this.paid.keys(), ...this.outstanding.keys()])].sort();
    const format = (sums: Map<string, bigint>, currency: string) => minorToAmount(sums.get(currency) ?? 0n, currency);
    return currencies.map((currency) => ({
      currency,
      invoiced: format(this.invoiced, currency),
      paid: format(this.paid, currency),
      outstanding: format(this.outstanding, currency),
    }));
  }
}
