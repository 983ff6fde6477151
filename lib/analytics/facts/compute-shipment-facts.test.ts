import { describe, expect, it } from "vitest";
import { addDays } from "../period";
import { computeShipmentFacts, hsChapterOf, type FactsSource } from "./compute-shipment-facts";

const createdAt = new Date("2026-01-15T23:30:00Z");

function source(partial: Partial<FactsSource>): FactsSource {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    ownerId: "00000000-0000-4000-8000-0000000000aa",
    reference: "EXP-1",
    status: "draft",
    createdAt,
    sharedData: {},
    templates: [],
    invoices: [],
    ...partial,
  };
}

// Every figure below is worked out by hand from the data, not by calling the totals code.
describe("computeShipmentFacts", () => {
  it("USD: total with freight and discount, chapters, line without HS code, due date from the invoice date", () => {
    const { facts, products } = computeShipmentFacts(
      source({
        status: "in_progress",
        templates: ["commercial_invoice", "packing_list"],
        sharedData: {
          currency: "USD",
          departureDate: "2026-02-05",
          countryOfDestination: "DE",
          portOfDischarge: { code: "NLRTM", name: "Rotterdam" },
          buyer: { name: "  " },
          consignee: { name: "  Acme GmbH ", address: "x" },
          lineItems: [
            { hsCode: "620342", quantity: "10", unitPrice: "12.50" }, // 125.00
            { hsCode: "6109.10", quantity: "3", unitPrice: "4.99" }, // 14.97
            { hsCode: "847130", quantity: "2.5", unitPrice: "100.00" }, // 250.00
            { quantity: "1", unitPrice: "5.00" }, // 5.00, no HS code → "00"
            { hsCode: "940360", quantity: "4" }, // no price: counts as a line, no value
          ],
        },
        invoices: [
          {
            name: "commercial_invoice",
            data: {
              own: {
                invoiceDate: "2026-01-31",
                freight: "20.00",
                discount: "10.00",
                creditDays: 30,
                creditFrom: "invoice_date",
                paymentTerms: "30 days net",
              },
              overrides: {},
            },
          },
        ],
      }),
    );
    expect(facts).toEqual({
      shipmentId: "00000000-0000-4000-8000-000000000001",
      ownerId: "00000000-0000-4000-8000-0000000000aa",
      reference: "EXP-1",
      status: "in_progress",
      createdAt,
      shipmentDate: "2026-02-05",
      destinationCountry: "DE",
      partnerName: "Acme GmbH",
      partnerKey: "acme gmbh",
      invoiceSource: "commercial_invoice",
      currency: "USD",
      // 125.00 + 14.97 + 250.00 + 5.00 = 394.97; + 20.00 freight − 10.00 discount = 404.97
      invoicedMinor: 40497n,
      invoiceDate: "2026-01-31",
      creditDays: 30,
      creditFrom: "invoice_date",
      // January 31 + 30 days: February has 28 days in 2026.
      dueDate: "2026-03-02",
    });
    expect(products).toEqual([
      { shipmentId: facts.shipmentId, hsChapter: "00", lineCount: 1, valueMinor: 500n },
      { shipmentId: facts.shipmentId, hsChapter: "61", lineCount: 1, valueMinor: 1497n },
      { shipmentId: facts.shipmentId, hsChapter: "62", lineCount: 1, valueMinor: 12500n },
      { shipmentId: facts.shipmentId, hsChapter: "84", lineCount: 1, valueMinor: 25000n },
      { shipmentId: facts.shipmentId, hsChapter: "94", lineCount: 1, valueMinor: null },
    ]);
  });

  it("JPY: no minor digits; due date from the shipment date; buyer before consignee; chapter lines summed", () => {
    const { facts, products } = computeShipmentFacts(
      source({
        templates: ["commercial_invoice"],
        sharedData: {
          currency: "JPY",
          departureDate: "2026-02-27",
          portOfDischarge: { code: "JPTYO", name: "Tokyo" },
          buyer: { name: "Tanaka Trading" },
          consignee: { name: "Other" },
          lineItems: [
            { hsCode: "090230", quantity: "3", unitPrice: "1500" }, // 4500
            { hsCode: "0902.10", quantity: "2", unitPrice: "333" }, // 666
          ],
        },
        invoices: [
          {
            name: "commercial_invoice",
            data: { own: { invoiceDate: "2026-02-20", creditDays: 2, creditFrom: "shipment_date" }, overrides: {} },
          },
        ],
      }),
    );
    expect(facts).toMatchObject({
      // No country of destination: the port of discharge's UN/LOCODE says JP.
      destinationCountry: "JP",
      partnerName: "Tanaka Trading",
      partnerKey: "tanaka trading",
      currency: "JPY",
      invoicedMinor: 5166n,
      invoiceDate: "2026-02-20",
      creditDays: 2,
      creditFrom: "shipment_date",
      // February 27 + 2 days in a year that is not a leap year.
      dueDate: "2026-03-01",
    });
    expect(products).toEqual([{ shipmentId: facts.shipmentId, hsChapter: "09", lineCount: 2, valueMinor: 5166n }]);
  });

  it("KWD (three decimals) from a proforma invoice: its date is the invoice date; no structured terms, no due date", () => {
    const { facts, products } = computeShipmentFacts(
      source({
        templates: ["proforma_invoice"],
        sharedData: {
          currency: "KWD",
          lineItems: [
            { hsCode: "100630", quantity: "1.5", unitPrice: "2.125" }, // 3.1875 → 3.188 (half up)
            { hsCode: "100640", quantity: "2", unitPrice: "0.333" }, // 0.666
          ],
        },
        invoices: [{ name: "proforma_invoice", data: { own: { proformaDate: "2026-03-10" }, overrides: {} } }],
      }),
    );
    expect(facts).toMatchObject({
      invoiceSource: "proforma_invoice",
      currency: "KWD",
      invoicedMinor: 3854n,
      invoiceDate: "2026-03-10",
      creditDays: null,
      creditFrom: null,
      dueDate: null,
      destinationCountry: null,
      partnerName: null,
      partnerKey: null,
    });
    expect(products).toEqual([{ shipmentId: facts.shipmentId, hsChapter: "10", lineCount: 2, valueMinor: 3854n }]);
  });

  it("a finalised invoice counts its frozen data, not later edits of the shipment", () => {
    const { facts, products } = computeShipmentFacts(
      source({
        templates: ["commercial_invoice"],
        sharedData: { currency: "USD", lineItems: [{ hsCode: "620342", quantity: "100", unitPrice: "1.00" }] },
        invoices: [
          {
            name: "commercial_invoice",
            data: {
              own: { invoiceDate: "2026-04-01" },
              overrides: {},
              frozenShared: { currency: "EUR", lineItems: [{ hsCode: "520812", quantity: "2", unitPrice: "7.25" }] },
            },
          },
        ],
      }),
    );
    expect(facts).toMatchObject({ currency: "EUR", invoicedMinor: 1450n });
    expect(products).toEqual([{ shipmentId: facts.shipmentId, hsChapter: "52", lineCount: 1, valueMinor: 1450n }]);
  });

  it("missing data: no invoice, no currency, no dates: nulls, and the goods counted without value", () => {
    const { facts, products } = computeShipmentFacts(
      source({
        templates: ["packing_list"],
        sharedData: { lineItems: [{ hsCode: "620342" }, { description: "no code" }, { hsCode: "62.04" }] },
      }),
    );
    expect(facts).toMatchObject({
      shipmentDate: null,
      destinationCountry: null,
      invoiceSource: null,
      currency: null,
      invoicedMinor: null,
      invoiceDate: null,
      creditDays: null,
      creditFrom: null,
      dueDate: null,
    });
    expect(products).toEqual([
      { shipmentId: facts.shipmentId, hsChapter: "00", lineCount: 1, valueMinor: null },
      { shipmentId: facts.shipmentId, hsChapter: "62", lineCount: 2, valueMinor: null },
    ]);
    expect(computeShipmentFacts(source({})).products).toEqual([]);
  });

  it("a due date needs the days, what they count from and that date", () => {
    const invoice = (own: Record<string, unknown>) => [{ name: "commercial_invoice", data: { own, overrides: {} } }];
    const due = (own: Record<string, unknown>, departureDate?: string) =>
      computeShipmentFacts(
        source({
          templates: ["commercial_invoice"],
          sharedData: { currency: "USD", ...(departureDate ? { departureDate } : {}) },
          invoices: invoice(own),
        }),
      ).facts.dueDate;
    expect(due({ invoiceDate: "2026-01-31", creditDays: 30 })).toBeNull();
    expect(due({ invoiceDate: "2026-01-31", creditFrom: "invoice_date" })).toBeNull();
    expect(due({ creditDays: 30, creditFrom: "invoice_date" })).toBeNull();
    expect(due({ invoiceDate: "2026-01-31", creditDays: 30, creditFrom: "shipment_date" })).toBeNull();
    expect(due({ creditDays: 0, creditFrom: "shipment_date" }, "2026-05-01")).toBe("2026-05-01");
    expect(due({ invoiceDate: "2026-01-01", creditDays: 365, creditFrom: "invoice_date" })).toBe("2027-01-01");
    // Out-of-range or malformed terms (older data) are no terms.
    expect(due({ invoiceDate: "2026-01-01", creditDays: 400, creditFrom: "invoice_date" })).toBeNull();
    expect(due({ invoiceDate: "2026-01-01", creditDays: "30", creditFrom: "invoice_date" })).toBeNull();
  });

  it("a commercial invoice without a currency leaves no total: nothing invoiced", () => {
    const { facts } = computeShipmentFacts(
      source({
        templates: ["commercial_invoice"],
        sharedData: { lineItems: [{ hsCode: "620342", quantity: "1", unitPrice: "1.00" }] },
        invoices: [{ name: "commercial_invoice", data: { own: { invoiceDate: "2026-01-02" }, overrides: {} } }],
      }),
    );
    expect(facts).toMatchObject({ invoiceSource: null, currency: null, invoicedMinor: null, invoiceDate: null });
  });
});

describe("addDays", () => {
  it("adds calendar days across month and year ends and leap days", () => {
    expect(addDays("2026-01-31", 30)).toBe("2026-03-02");
    expect(addDays("2028-01-31", 30)).toBe("2028-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-29", 0)).toBe("2026-03-29");
  });
});

describe("hsChapterOf", () => {
  it("takes the first two digits; '00' without a code", () => {
    expect(hsChapterOf("6203.42")).toBe("62");
    expect(hsChapterOf("0902 10")).toBe("09");
    expect(hsChapterOf("")).toBe("00");
    expect(hsChapterOf(undefined)).toBe("00");
    expect(hsChapterOf(null)).toBe("00");
  });
});
