import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromUnits, lineAmountUnits, toUnits } from "@/lib/money/decimal";
import { SHARED_FIELDS, TEMPLATES, TEMPLATE_KEYS, templateFields } from "./descriptors";
import { isGstin } from "./identifiers";
import { changedPaths, mergeView, readStored, splitSave } from "./merge";
import { missingForFinalise, templateDataSchema } from "./schemas";
import { computeTotals } from "./totals";

const decimalString = (maxWhole: number, scale: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxWhole }), fc.integer({ min: 0, max: 10 ** scale - 1 }))
    .map(([w, f]) => (scale === 0 ? `${w}` : `${w}.${String(f).padStart(scale, "0")}`));

const item = (scale: number) =>
  fc.record({
    quantity: decimalString(100_000, 3),
    unitPrice: decimalString(1_000_000, scale),
    netWeight: decimalString(10_000, 3),
    grossWeight: decimalString(10_000, 3),
    packages: fc.integer({ min: 0, max: 1000 }),
  });

describe("decimal arithmetic", () => {
  it("round-trips decimal strings through minor units", () => {
    expect(toUnits("12.5", 2)).toBe(1250n);
    expect(fromUnits(1250n, 2)).toBe("12.50");
    expect(fromUnits(5n, 3)).toBe("0.005");
    expect(fromUnits(42n, 0)).toBe("42");
  });
  it("rounds line amounts half up to the minor unit, never through a float", () => {
    expect(fromUnits(lineAmountUnits("3", "0.10", 3, 2), 2)).toBe("0.30");
    expect(fromUnits(lineAmountUnits("0.005", "1.00", 3, 2), 2)).toBe("0.01");
    expect(fromUnits(lineAmountUnits("0.004", "1.00", 3, 2), 2)).toBe("0.00");
    expect(fromUnits(lineAmountUnits("1.5", "333", 3, 0), 0)).toBe("500");
  });
});

describe("totals (property)", () => {
  for (const [currency, scale] of [
    ["USD", 2],
    ["JPY", 0],
    ["KWD", 3],
  ] as const) {
    it(`the subtotal is the sum of the line amounts and weights/packages add up (${currency})`, () => {
      fc.assert(
        fc.property(fc.array(item(scale), { maxLength: 60 }), decimalString(10_000, scale), (items, freight) => {
          const totals = computeTotals({ currency, lineItems: items, freight });
          const lineSum = totals.lineAmounts.reduce((sum, a) => sum + toUnits(a!, scale), 0n);
          expect(totals.subtotal).toBe(fromUnits(lineSum, scale));
          expect(totals.total).toBe(fromUnits(lineSum + toUnits(freight, scale), scale));
          items.forEach((it, i) =>
            expect(totals.lineAmounts[i]).toBe(fromUnits(lineAmountUnits(it.quantity, it.unitPrice, 3, scale), scale)),
          );
          expect(totals.totalPackages).toBe(items.reduce((s, it) => s + it.packages, 0));
          expect(totals.totalNetWeight).toBe(
            fromUnits(
              items.reduce((s, it) => s + toUnits(it.netWeight, 3), 0n),
              3,
            ),
          );
          expect(totals.totalGrossWeight).toBe(
            fromUnits(
              items.reduce((s, it) => s + toUnits(it.grossWeight, 3), 0n),
              3,
            ),
          );
        }),
        { numRuns: 200 },
      );
    });
  }
  it("is order-independent", () => {
    fc.assert(
      fc.property(fc.array(item(2), { minLength: 1, maxLength: 30 }), (items) => {
        expect(computeTotals({ currency: "EUR", lineItems: [...items].reverse() }).subtotal).toBe(
          computeTotals({ currency: "EUR", lineItems: items }).subtotal,
        );
      }),
    );
  });
  it("leaves amounts empty until a currency is chosen, but still adds weights", () => {
    const totals = computeTotals({ lineItems: [{ quantity: "2", unitPrice: "1.5", netWeight: "1.250", packages: 2 }] });
    expect(totals.subtotal).toBeNull();
    expect(totals.totalNetWeight).toBe("1.250");
    expect(totals.totalPackages).toBe(2);
  });
  it("suggests 110% insurance rounded up and converts to INR", () => {
    const totals = computeTotals({
      currency: "USD",
      lineItems: [{ quantity: "1", unitPrice: "100.01" }],
      exchangeRate: "83.1234",
    });
    expect(totals.suggestedInsuredValue).toBe("110.02");
    expect(totals.totalInr).toBe("8313.17");
  });
});

describe("template schemas", () => {
  it("lists the eight templates with a title and description, and no own field shadows a shared one", () => {
    expect(TEMPLATES.map((t) => t.key)).toEqual([...TEMPLATE_KEYS]);
    for (const t of TEMPLATES) {
      expect(t.title.length).toBeGreaterThan(3);
      expect(t.description.length).toBeGreaterThan(20);
      const keys = templateFields(t.key).map((f) => f.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const f of templateFields(t.key)) if (!f.shared) expect(Object.hasOwn(SHARED_FIELDS, f.key)).toBe(false);
    }
  });

  it("accepts a well-formed commercial invoice and fills port names from UN/LOCODE", () => {
    const parsed = templateDataSchema("commercial_invoice").parse({
      invoiceNumber: "EXP-1",
      invoiceDate: "2026-11-20",
      exporter: { name: "Asha Textiles", address: "Mumbai", country: "in" },
      portOfLoading: { code: "INNSA" },
      incoterm: { rule: "FOB", place: "Nhava Sheva" },
      currency: "usd",
      transportMode: "sea",
      lineItems: [{ description: "Cotton shirts", hsCode: "6205.20", quantity: "100", unit: "PCS", unitPrice: "4.25" }],
    });
    expect(parsed.currency).toBe("USD");
    expect((parsed.exporter as { country: string }).country).toBe("IN");
    expect((parsed.portOfLoading as { name: string }).name).toMatch(/Nhava Sheva/i);
  });

  it("refuses bad codes, floats, too many decimals and unknown fields, with a path for each", () => {
    const result = templateDataSchema("commercial_invoice").safeParse({
      currency: "JPY",
      portOfLoading: { code: "ZZZZZ" },
      exporter: { country: "XX" },
      lineItems: [{ hsCode: "999999", unitPrice: "1.50", quantity: 2 }],
      incoterm: { rule: "FOB" },
      transportMode: "air",
      bogus: 1,
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(
      expect.arrayContaining([
        "portOfLoading.code",
        "exporter.country",
        "lineItems.0.hsCode",
        "lineItems.0.quantity",
        "",
      ]),
    );
    const messages = result.error!.issues.map((i) => i.message).join(" | ");
    expect(messages).toMatch(/HS 2022/);
    expect(messages).toMatch(/decimal string/);
  });

  it("checks money against the currency's minor digits and the Incoterm against the mode", () => {
    const result = templateDataSchema("commercial_invoice").safeParse({
      currency: "JPY",
      freight: "10.5",
      lineItems: [{ unitPrice: "1.50" }],
      incoterm: { rule: "CIF", place: "Dubai" },
      transportMode: "air",
    });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(byPath["freight"]).toMatch(/JPY amounts have at most 0 digits/);
    expect(byPath["lineItems.0.unitPrice"]).toMatch(/JPY/);
    expect(byPath["incoterm.rule"]).toMatch(/use CIP/);
  });

  it("validates Indian identifiers on the shipping bill", () => {
    expect(isGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isGstin("27AAPFU0939F1ZW")).toBe(false);
    const bad = templateDataSchema("shipping_bill").safeParse({
      iec: "123",
      gstin: "27AAPFU0939F1ZW",
      adCode: "12",
      portCode: "XXNSA1",
    });
    expect(bad.error!.issues.map((i) => i.path[0])).toEqual(["iec", "gstin", "adCode", "portCode"]);
    expect(
      templateDataSchema("shipping_bill").safeParse({
        iec: "aapfu0939f",
        gstin: "27AAPFU0939F1ZV",
        adCode: "01234567890123",
        portCode: "INNSA1",
      }).success,
    ).toBe(true);
  });

  it("lists what is missing before a document can be finalised", () => {
    const issues = missingForFinalise("commercial_invoice", {
      exporter: { name: "A" },
      lineItems: [{ description: "x" }],
    });
    const paths = issues.map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "data.invoiceNumber",
        "data.consignee",
        "data.exporter.address",
        "data.lineItems.0.quantity",
        "data.lineItems.0.unitPrice",
      ]),
    );
    expect(
      missingForFinalise("bill_of_lading_instructions", { incoterm: { rule: "CIF" }, freightTerms: "collect" }).map(
        (i) => i.path,
      ),
    ).toContain("data.freightTerms");
  });
});

describe("shared data flow", () => {
  const consignee = { name: "Gulf Traders", address: "Dubai", country: "AE" };
  it("a shared field saved from one document shows in another", () => {
    const empty = readStored({});
    const saved = splitSave("commercial_invoice", { consignee, invoiceNumber: "1" }, undefined, {}, empty);
    expect(saved.sharedData).toEqual({ consignee });
    expect(saved.stored.own).toEqual({ invoiceNumber: "1" });
    expect(mergeView("packing_list", saved.sharedData, empty).data).toEqual({ consignee });
  });
  it("an override stays on its document, and dropping it returns to the shared value", () => {
    const shared = { consignee };
    const other = { ...consignee, name: "Only on this invoice" };
    const saved = splitSave("commercial_invoice", { consignee: other }, ["consignee"], shared, readStored({}));
    expect(saved.sharedData).toEqual(shared);
    expect(mergeView("commercial_invoice", saved.sharedData, saved.stored)).toEqual({
      data: { consignee: other },
      overrides: ["consignee"],
    });
    const back = splitSave("commercial_invoice", {}, [], shared, saved.stored);
    expect(mergeView("commercial_invoice", back.sharedData, back.stored).data).toEqual({ consignee });
  });
  it("leaves shared keys that were not sent alone and clears those sent as null", () => {
    const saved = splitSave(
      "packing_list",
      { consignee: null },
      undefined,
      { consignee, currency: "USD" },
      readStored({}),
    );
    expect(saved.sharedData).toEqual({ currency: "USD" });
  });
  it("names the paths that changed", () => {
    expect(
      changedPaths(
        { consignee, lineItems: [{ quantity: "1" }] },
        { consignee: { ...consignee, name: "X" }, lineItems: [{ quantity: "2" }], currency: "USD" },
      ),
    ).toEqual(["consignee.name", "lineItems.0.quantity", "currency"]);
  });
});
