import { invoicedOf } from "@/lib/payments/balance";
import { addDays } from "../period";
import { isCountryCode } from "@/lib/reference/countries";
import { hsDigits } from "@/lib/reference/hs-codes";
import { readStored, totalsInput } from "@/lib/templates/merge";
import { computeTotals } from "@/lib/templates/totals";
import type { ShipmentProductFactsRow, ShipmentRow } from "@/models";

/** What one shipment's facts are computed from: the shipment row and its invoices' stored data. */
export type FactsSource = Pick<
  ShipmentRow,
  "id" | "ownerId" | "reference" | "status" | "createdAt" | "sharedData" | "templates"
> & {
  /** The shipment's commercial and proforma invoice documents (any other document is ignored). */
  invoices: { name: string; data: Record<string, unknown> }[];
};

/** The shipment_facts row without its bookkeeping column (updatedAt). */
export type ShipmentFacts = {
  shipmentId: string;
  ownerId: string;
  reference: string;
  status: ShipmentRow["status"];
  createdAt: Date;
  shipmentDate: string | null;
  destinationCountry: string | null;
  partnerName: string | null;
  partnerKey: string | null;
  invoiceSource: string | null;
  currency: string | null;
  invoicedMinor: bigint | null;
  invoiceDate: string | null;
  creditDays: number | null;
  creditFrom: CreditFrom | null;
  dueDate: string | null;
};

/** A product row as computed; the copies of the shipment's columns are added when it is written. */
export type ProductFacts = Pick<ShipmentProductFactsRow, "shipmentId" | "hsChapter" | "lineCount" | "valueMinor">;

export const CREDIT_FROM = ["invoice_date", "shipment_date"] as const;
export type CreditFrom = (typeof CREDIT_FROM)[number];
export const MAX_CREDIT_DAYS = 365;

/** Each invoice's own date field: the proforma calls it proformaDate (it has no invoiceDate). */
const DATE_FIELD: Record<string, string> = { commercial_invoice: "invoiceDate", proforma_invoice: "proformaDate" };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date as the documents store it (YYYY-MM-DD), or null for anything else. */
function dateOf(value: unknown): string | null {
  if (typeof value !== "string" || !ISO_DATE.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value ? null : value;
}

const text = (value: unknown): string | null => {
  const trimmed = typeof value === "string" ? value.trim() : "";
  return trimmed === "" ? null : trimmed;
};

const partyName = (party: unknown): string | null =>
  party && typeof party === "object" ? text((party as Record<string, unknown>).name) : null;

/** The country of final destination, else the country part (first two letters) of the port of discharge. */
function destinationOf(shared: Record<string, unknown>): string | null {
  const country = text(shared.countryOfDestination)?.toUpperCase();
  if (country && isCountryCode(country)) return country;
  const port = shared.portOfDischarge;
  const code = port && typeof port === "object" ? text((port as Record<string, unknown>).code) : null;
  const prefix = code?.slice(0, 2).toUpperCase();
  return prefix && isCountryCode(prefix) ? prefix : null;
}

/** The HS chapter of a line: the first two digits of its HS code, "00" without one. */
export function hsChapterOf(hsCode: unknown): string {
  const digits = typeof hsCode === "string" ? hsDigits(hsCode) : "";
  return /^\d{2}/.test(digits) ? digits.slice(0, 2) : "00";
}

/** Minor units of an amount computeTotals wrote with exactly the currency's digits. */
const unitsOf = (amount: string): bigint => BigInt(amount.replace(".", ""));

/**
 * One shipment's facts (docs/analytics.md, "Shipment facts"): a pure function of the shipment and
 * its invoices' stored data. The invoiced total, its currency and source are `invoicedOf`'s (the
 * payments balance), and the line amounts are the same `computeTotals` the editor and the PDF
 * show, so a report never disagrees with the invoice the buyer received.
 */
export function computeShipmentFacts(source: FactsSource): { facts: ShipmentFacts; products: ProductFacts[] } {
  const shared = source.sharedData ?? {};
  const invoiced = invoicedOf(source);
  const storedOf = (name: string) => readStored(source.invoices.find((d) => d.name === name)?.data);

  const sourceStored = invoiced ? storedOf(invoiced.source) : null;
  const invoiceDate = invoiced && sourceStored ? dateOf(sourceStored.own[DATE_FIELD[invoiced.source]!]) : null;

  // Structured payment terms live on the commercial invoice only.
  const commercial = source.templates.includes("commercial_invoice") ? storedOf("commercial_invoice").own : {};
  const days = commercial.creditDays;
  const creditDays =
    Number.isInteger(days) && (days as number) >= 0 && (days as number) <= MAX_CREDIT_DAYS ? (days as number) : null;
  const creditFrom = (CREDIT_FROM as readonly unknown[]).includes(commercial.creditFrom)
    ? (commercial.creditFrom as CreditFrom)
    : null;

  const shipmentDate = dateOf(shared.departureDate);
  const base = creditFrom === "invoice_date" ? invoiceDate : creditFrom === "shipment_date" ? shipmentDate : null;
  const dueDate = base && creditDays !== null ? addDays(base, creditDays) : null;

  const partnerName = partyName(shared.buyer) ?? partyName(shared.consignee);

  const facts: ShipmentFacts = {
    shipmentId: source.id,
    ownerId: source.ownerId,
    reference: source.reference,
    status: source.status,
    createdAt: source.createdAt,
    shipmentDate,
    destinationCountry: destinationOf(shared),
    partnerName,
    partnerKey: partnerName?.toLowerCase() ?? null,
    invoiceSource: invoiced?.source ?? null,
    currency: invoiced?.currency ?? null,
    invoicedMinor: invoiced?.units ?? null,
    invoiceDate,
    creditDays,
    creditFrom,
    dueDate,
  };

  // The goods as the source invoice states them (its overrides and frozen data included), with
  // their amounts; without an invoice total, the shipment's line items with no value.
  let lines: Record<string, unknown>[];
  let amounts: (string | null)[] = [];
  if (invoiced && sourceStored) {
    const input = totalsInput(invoiced.source, shared, sourceStored);
    lines = Array.isArray(input.lineItems) ? (input.lineItems as Record<string, unknown>[]) : [];
    amounts = computeTotals(input).lineAmounts;
  } else {
    lines = Array.isArray(shared.lineItems) ? (shared.lineItems as Record<string, unknown>[]) : [];
  }
  const byChapter = new Map<string, ProductFacts>();
  lines.forEach((line, i) => {
    const hsChapter = hsChapterOf(line?.hsCode);
    const row = byChapter.get(hsChapter) ?? { shipmentId: source.id, hsChapter, lineCount: 0, valueMinor: null };
    row.lineCount += 1;
    const amount = amounts[i];
    if (amount) row.valueMinor = (row.valueMinor ?? 0n) + unitsOf(amount);
    byChapter.set(hsChapter, row);
  });
  const products = [...byChapter.values()].sort((a, b) => (a.hsChapter < b.hsChapter ? -1 : 1));
  return { facts, products };
}
