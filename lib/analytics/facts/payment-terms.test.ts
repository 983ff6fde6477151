import { describe, expect, it } from "vitest";
import { renderDocumentPdf } from "@/lib/pdf/render-document";
import { templateFields } from "@/lib/templates/descriptors";
import { templateDataSchema } from "@/lib/templates/schemas";
import { computeTotals } from "@/lib/templates/totals";
import { pdfPages } from "@/test/pdf-text";
import { sampleData } from "@/test/sample-invoice";

/** The commercial invoice's structured payment terms, which the receivables' due date is computed from. */
describe("structured payment terms on the commercial invoice", () => {
  it("are own fields next to the free-text terms, which stay", () => {
    const keys = templateFields("commercial_invoice").map((f) => f.key);
    const at = keys.indexOf("paymentTerms");
    expect(keys.slice(at, at + 3)).toEqual(["paymentTerms", "creditDays", "creditFrom"]);
    const [days, from] = templateFields("commercial_invoice").filter((f) => f.key.startsWith("credit"));
    expect(days).toMatchObject({ label: "Days of credit", type: "integer", shared: false, min: 0, max: 365 });
    expect(from).toMatchObject({
      label: "Credit counted from",
      type: "enum",
      shared: false,
      options: [
        { value: "invoice_date", label: "Invoice date" },
        { value: "shipment_date", label: "Shipment date (departure)" },
      ],
    });
    // Only the commercial invoice has them (the proforma keeps its free text).
    expect(templateFields("proforma_invoice").some((f) => f.key === "creditDays")).toBe(false);
  });

  it("accept 0 to 365 days and the two bases; anything else is refused with the field's words", () => {
    const schema = templateDataSchema("commercial_invoice");
    for (const creditDays of [0, 30, 365])
      expect(schema.safeParse({ creditDays, creditFrom: "shipment_date" }).success).toBe(true);
    const messages = (data: Record<string, unknown>) => {
      const result = schema.safeParse(data);
      expect(result.success).toBe(false);
      return result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    };
    expect(messages({ creditDays: 366 })).toEqual(["creditDays: Days of credit must be at most 365."]);
    expect(messages({ creditDays: -5 })).toEqual(["creditDays: Days of credit must be at least 0."]);
    expect(messages({ creditDays: 1.5 })).toEqual(["creditDays: Days of credit must be a whole number."]);
    expect(messages({ creditFrom: "bl_date" })).toEqual([
      "creditFrom: Credit counted from: choose one of invoice_date, shipment_date.",
    ]);
  });

  it("print on the PDF beside the words of the terms", async () => {
    const data = {
      ...sampleData(2),
      paymentTerms: "Net 45 days from shipment",
      creditDays: 45,
      creditFrom: "shipment_date",
    };
    const pdf = await renderDocumentPdf({
      name: "commercial_invoice",
      reference: "S-1",
      data,
      totals: computeTotals(data),
    });
    const text = (await pdfPages(pdf)).join(" ");
    expect(text).toContain("Net 45 days from shipment");
    expect(text).toContain("Days of credit");
    expect(text).toContain("45");
    expect(text).toContain("Shipment date (departure)");
  });
});
