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

/**
 * The expected line amount, computed here without the code under test: both decimals as integers
 * (quantity in thousandths, price in minor units), their product in units of 10^-(3 + scale),
 * rounded half-up to the minor unit by adding half a divisor (500) before dividing by 1,000.
 */
function referenceLineAmount(quantity: string, unitPrice: string, scale: number): string {
  const integer = (value: string, digits: number) => {
    const [whole, fraction = ""] = value.split(".");
    return BigInt(whole + fraction.padEnd(digits, "0"));
  };
  const units = (integer(quantity, 3) * integer(unitPrice, scale) + 500n) / 1000n;
  const text = units.toString().padStart(scale + 1, "0");
  return scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
}

describe("totals: hand-computed known answers", () => {
  it("USD: three lines with half-up rounding, every charge, 110% cover and INR", () => {
    const totals = computeTotals({
      currency: "USD",
      lineItems: [
        // 12.5 × 19.99 = 249.875 → 249.88 (half up)
        { quantity: "12.500", unitPrice: "19.99", netWeight: "100.125", grossWeight: "110.5", packages: 10 },
        // 3 × 0.35 = 1.05
        { quantity: "3", unitPrice: "0.35", netWeight: "0.005", grossWeight: "0.010", packages: 1 },
        // 0.333 × 1.50 = 0.4995 → 0.50 (half up)
        { quantity: "0.333", unitPrice: "1.50", netWeight: "2", grossWeight: "2.5", packages: 0 },
      ],
      freight: "40.00",
      insurance: "2.57",
      otherCharges: "10.00",
      discount: "4.00",
      exchangeRate: "83.1234",
    });
    expect(totals.lineAmounts).toEqual(["249.88", "1.05", "0.50"]);
    // 249.88 + 1.05 + 0.50 = 251.43
    expect(totals.subtotal).toBe("251.43");
    // 251.43 + 40.00 + 2.57 + 10.00 − 4.00 = 300.00
    expect(totals.total).toBe("300.00");
    expect([totals.freight, totals.insurance, totals.otherCharges, totals.discount]).toEqual([
      "40.00",
      "2.57",
      "10.00",
      "4.00",
    ]);
    // 300.00 × 1.1 = 330.00 (exact, nothing to round up)
    expect(totals.suggestedInsuredValue).toBe("330.00");
    // 300.00 × 83.1234 = 24,937.02 (exact)
    expect(totals.totalInr).toBe("24937.02");
    // 100.125 + 0.005 + 2 = 102.130; 110.5 + 0.010 + 2.5 = 113.010; 10 + 1 + 0 = 11
    expect(totals.totalNetWeight).toBe("102.130");
    expect(totals.totalGrossWeight).toBe("113.010");
    expect(totals.totalPackages).toBe(11);
  });

  it("JPY (no minor unit): amounts round to whole yen", () => {
    const totals = computeTotals({
      currency: "JPY",
      // 2.5 × 333 = 832.5 → 833 (half up); 1.499 × 1 = 1.499 → 1
      lineItems: [
        { quantity: "2.5", unitPrice: "333" },
        { quantity: "1.499", unitPrice: "1" },
      ],
      freight: "166",
      exchangeRate: "0.5612",
    });
    expect(totals.lineAmounts).toEqual(["833", "1"]);
    // 833 + 1 = 834; + 166 freight = 1,000
    expect(totals.subtotal).toBe("834");
    expect(totals.total).toBe("1000");
    // 1,000 × 1.1 = 1,100
    expect(totals.suggestedInsuredValue).toBe("1100");
    // 1,000 × 0.5612 = 561.20 INR
    expect(totals.totalInr).toBe("561.20");
  });

  it("KWD (three minor digits): a 0.0005 line rounds up to 0.001", () => {
    const totals = computeTotals({
      currency: "KWD",
      // 7 × 1.234 = 8.638; 0.5 × 0.001 = 0.0005 → 0.001 (half up)
      lineItems: [
        { quantity: "7", unitPrice: "1.234" },
        { quantity: "0.5", unitPrice: "0.001" },
      ],
      discount: "0.639",
      exchangeRate: "271.5000",
    });
    expect(totals.lineAmounts).toEqual(["8.638", "0.001"]);
    // 8.638 + 0.001 = 8.639; − 0.639 discount = 8.000
    expect(totals.subtotal).toBe("8.639");
    expect(totals.total).toBe("8.000");
    // 8.000 × 1.1 = 8.800
    expect(totals.suggestedInsuredValue).toBe("8.800");
    // 8.000 × 271.5 = 2,172.00 INR
    expect(totals.totalInr).toBe("2172.00");
  });

  it("rounds the cover up and the INR amount half up", () => {
    // 100.01 × 1.1 = 110.011 → 110.02 (rounded up, never short of 110%);
    // 100.01 × 83.1234 = 8,313.171234 → 8,313.17
    const a = computeTotals({
      currency: "USD",
      lineItems: [{ quantity: "1", unitPrice: "100.01" }],
      exchangeRate: "83.1234",
    });
    expect(a.suggestedInsuredValue).toBe("110.02");
    expect(a.totalInr).toBe("8313.17");
    // 1.00 × 1.1 = 1.10; 1.00 × 83.1250 = 83.125 → 83.13 (half up)
    const b = computeTotals({
      currency: "USD",
      lineItems: [{ quantity: "1", unitPrice: "1.00" }],
      exchangeRate: "83.1250",
    });
    expect(b.suggestedInsuredValue).toBe("1.10");
    expect(b.totalInr).toBe("83.13");
    // 0.01 × 1.1 = 0.011 → 0.02
    const c = computeTotals({ currency: "USD", lineItems: [{ quantity: "1", unitPrice: "0.01" }] });
    expect(c.suggestedInsuredValue).toBe("0.02");
  });

  it("leaves amounts empty until a currency is chosen, but still adds weights", () => {
    const totals = computeTotals({ lineItems: [{ quantity: "2", unitPrice: "1.5", netWeight: "1.250", packages: 2 }] });
    expect(totals.subtotal).toBeNull();
    expect(totals.lineAmounts).toEqual([null]);
    expect(totals.totalNetWeight).toBe("1.250");
    expect(totals.totalPackages).toBe(2);
  });
});

describe("totals (property)", () => {
  for (const [currency, scale] of [
    ["USD", 2],
    ["JPY", 0],
    ["KWD", 3],
  ] as const) {
    it(`each line amount matches the reference arithmetic and the totals add up (${currency})`, () => {
      fc.assert(
        fc.property(fc.array(item(scale), { maxLength: 60 }), decimalString(10_000, scale), (items, freight) => {
          const totals = computeTotals({ currency, lineItems: items, freight });
          items.forEach((it, i) =>
            expect(totals.lineAmounts[i]).toBe(referenceLineAmount(it.quantity, it.unitPrice, scale)),
          );
          const lineSum = totals.lineAmounts.reduce((sum, a) => sum + toUnits(a!, scale), 0n);
          expect(totals.subtotal).toBe(fromUnits(lineSum, scale));
          expect(totals.total).toBe(fromUnits(lineSum + toUnits(freight, scale), scale));
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
