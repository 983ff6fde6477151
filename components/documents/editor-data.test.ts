import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ZContactData } from "@/lib/contacts/schemas";
import { ZProductData } from "@/lib/products/schemas";
import { templateDataSchema } from "@/lib/templates/schemas";
import { computeTotals } from "@/lib/templates/totals";
import { CONSIGNEE, EXPORTER, PRODUCTS } from "@/e2e/fixtures/export-documents";
import { issuesToErrors } from "./document-editor";
import { lineWeights, productToLineItem } from "./line-items-table";
import { differingPaths, getIn, sameData, setIn } from "./paths";
import { contactToParty, locationText, parseLocation } from "./pickers";
import { lineAmount } from "./totals";

describe("paths", () => {
  it("reads and writes nested data without mutating it", () => {
    const data = { consignee: { name: "A" }, lineItems: [{ quantity: "1" }, { quantity: "2" }] };
    const next = setIn(data, ["lineItems", 1, "quantity"], "5");
    expect(getIn(next, ["lineItems", 1, "quantity"])).toBe("5");
    expect(data.lineItems[1]!.quantity).toBe("2");
    expect(next.consignee).toBe(data.consignee);
    expect(setIn(next, ["consignee", "name"], undefined)).toEqual({ consignee: {}, lineItems: next.lineItems });
  });

  it("treats empty, null and missing as the same and lists the differing leaves", () => {
    expect(sameData({ a: "", b: null }, {})).toBe(true);
    expect(sameData({ a: [1] }, { a: [1, 2] })).toBe(false);
    expect(
      differingPaths({ consignee: { name: "A", city: "X" }, n: "1" }, { consignee: { name: "B", city: "X" }, n: "1" }),
    ).toEqual(["consignee.name"]);
    expect(differingPaths({ lineItems: [{ q: "1" }] }, { lineItems: [{ q: "2" }, { q: "3" }] })).toEqual([
      "lineItems.0.q",
      "lineItems.1",
    ]);
  });

  it("maps the document calls' issue paths onto field keys", () => {
    expect(
      issuesToErrors([
        { path: "data.lineItems.0.hsCode", message: "x" },
        { path: "data.consignee.name", message: "y" },
        { path: "version", message: "z" },
      ]),
    ).toEqual({
      "lineItems.0.hsCode": "x",
      "consignee.name": "y",
      version: "z",
    });
  });
});

describe("autofill from saved master data", () => {
  const schema = templateDataSchema("commercial_invoice");

  it("a saved contact (as the contacts API stores it) becomes a party the document schema accepts", () => {
    for (const contact of [EXPORTER, CONSIGNEE]) {
      const stored = ZContactData.parse(contact);
      const party = contactToParty({ id: "7b0c6a56-3a5e-4c39-9a39-3f3f1c3b7c11", data: stored });
      expect(party.name).toBe(contact.name);
      expect(party.country).toBe(contact.country);
      const parsed = schema.safeParse({ consignee: party });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
    expect(contactToParty({ id: "x", data: ZContactData.parse(EXPORTER) }).taxId).toBe("GSTIN 27AAPFU0939F1ZV");
  });

  it("a saved product becomes a line item the document schema accepts, weights per unit × quantity", () => {
    const product = { id: "0b5a8a40-94b9-4d6b-8f0e-2a64a6b1a0e1", data: ZProductData.parse(PRODUCTS[0]) };
    const item = productToLineItem(product, "100");
    expect(item).toMatchObject({
      description: PRODUCTS[0]!.description,
      hsCode: "620520",
      quantity: "100",
      unitPrice: "12.50",
      netWeight: "25.000",
      grossWeight: "30.000",
      productId: product.id,
    });
    const parsed = schema.safeParse({ currency: "USD", lineItems: [item] });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it("line weights are exact for any quantity and weight (no float on the way)", () => {
    const decimal3 = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 9n }), fc.integer({ min: 0, max: 3 }))
      .map(([units, scale]) => {
        const digits = units.toString().padStart(scale + 1, "0");
        return {
          text: scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits,
          milli: units * 10n ** BigInt(3 - scale),
        };
      });
    fc.assert(
      fc.property(decimal3, decimal3, (quantity, weight) => {
        const { netWeight } = lineWeights({ id: "p", data: { netWeightKg: weight.text } }, quantity.text);
        // quantity × weight in millionths, rounded half-up to thousandths.
        const micro = quantity.milli * weight.milli;
        const expected = (micro + 500n) / 1000n;
        expect(netWeight).toBe(`${expected / 1000n}.${(expected % 1000n).toString().padStart(3, "0")}`);
      }),
    );
  });

  it("the amount shown on a line is the server's line amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99_999_999 }), (q, p) => {
        const row = { quantity: (q / 1000).toFixed(3), unitPrice: (p / 100).toFixed(2) };
        expect(lineAmount(row, "USD")).toBe(computeTotals({ currency: "USD", lineItems: [row] }).lineAmounts[0]);
      }),
    );
  });
});

describe("ports", () => {
  it("reads a saved port, a bare code and free text", () => {
    expect(parseLocation("INNSA — Jawaharlal Nehru (Nhava Sheva), IN")).toEqual({
      code: "INNSA",
      name: "Jawaharlal Nehru (Nhava Sheva)",
    });
    expect(parseLocation("deham")).toEqual({ code: "DEHAM" });
    expect(parseLocation("  ")).toBeUndefined();
    expect(locationText({ code: "DEHAM", name: "Hamburg" })).toBe("DEHAM — Hamburg");
  });
});
