import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { computeTotals } from "@/lib/templates/totals";
import { TEMPLATE_KEYS } from "@/lib/templates/descriptors";
import { pdfPages } from "@/test/pdf-text";
import { sampleData } from "@/test/sample-invoice";
import { renderDocumentPdf } from "./render-document";

describe("renderDocumentPdf", () => {
  it("renders a 50-line invoice over several pages with the header repeated, totals and page numbers", async () => {
    const data = sampleData(50);
    const pdf = await renderDocumentPdf({
      name: "commercial_invoice",
      reference: "SHIP-1",
      data,
      totals: computeTotals(data),
    });
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(text).toContain("DRAFT");
    });
    // The goods table continues on page 2 under its own header.
    expect(pages[1]).toContain("Description of goods");
    const all = pages.join(" ");
    expect(all).toContain("Asha Textiles Pvt Ltd");
    expect(all).toContain("COMMERCIAL INVOICE");
    expect(all).toContain("Cotton shirt, style 50");
    expect(all).toContain("USD 21,250.00");
    expect(all).toContain("Jebel Ali (AEJEA)");
  });

  it("renders a finalised document byte-identically, with its hash and verification link", async () => {
    const data = sampleData(2);
    const final = {
      finalizedAt: new Date("2026-11-21T10:00:00Z"),
      contentSha256: "a".repeat(64),
      verifyUrl: `http://localhost/verify/document/${"a".repeat(64)}`,
    };
    const one = await renderDocumentPdf({
      name: "commercial_invoice",
      reference: "SHIP-1",
      data,
      totals: computeTotals(data),
      final,
    });
    const two = await renderDocumentPdf({
      name: "commercial_invoice",
      reference: "SHIP-1",
      data,
      totals: computeTotals(data),
      final,
    });
    expect(createHash("sha256").update(one).digest("hex")).toBe(createHash("sha256").update(two).digest("hex"));
    const text = (await pdfPages(one)).join(" ");
    expect(text).toContain("a".repeat(64));
    expect(text).toContain("Verify this document");
    expect(text).not.toContain("DRAFT");
  });

  it.each(TEMPLATE_KEYS)("renders %s", async (name) => {
    const data = { ...sampleData(3), policyNumber: "P-1", amount: "100.00", drawee: { name: "Gulf Bank" } };
    const pdf = await renderDocumentPdf({ name, reference: "SHIP-2", data, totals: computeTotals(data) });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await pdfPages(pdf)).join(" ")).toContain("Page 1 of");
  });

  it("never leaves the verification QR alone on a page: it prints in the letterhead of page 1", async () => {
    const final = {
      finalizedAt: new Date("2026-11-21T10:00:00Z"),
      contentSha256: "b".repeat(64),
      verifyUrl: `http://localhost/verify/document/${"b".repeat(64)}`,
    };
    // Every length from 1 to 40 lines: some of them end the totals right at the foot of a page,
    // where a QR block drawn after the totals would have had a page to itself.
    for (let lines = 1; lines <= 40; lines++) {
      const data = sampleData(lines);
      const pdf = await renderDocumentPdf({
        name: "commercial_invoice",
        reference: "SHIP-QR",
        data,
        totals: computeTotals(data),
        final,
      });
      const pages = await pdfPages(pdf);
      expect(pages[0], `${lines} lines`).toContain("Verify this document");
      pages.forEach((text, i) => {
        // What is on the page besides its footer (title, hash, page number) and the verification words.
        const body = text
          .replace(/Commercial invoice · SHA-256 b+/, "")
          .replace(/Page \d+ of \d+/, "")
          .replace(/Verify this document|Finalised [^.]*UTC\.|Scan the code or open \S+/g, "")
          .trim();
        expect(body.length, `${lines} lines, page ${i + 1}`).toBeGreaterThan(40);
        if (i > 0) expect(text, `${lines} lines, page ${i + 1}`).not.toContain("Verify this document");
      });
    }
  }, 120_000);

  it("prints an Indian address with the city before the PIN, and a German one with the postcode first", async () => {
    const data = {
      ...sampleData(1),
      consignee: { name: "Hafen Handel GmbH", address: "Kai 1", city: "Hamburg", postalCode: "20095", country: "DE" },
    };
    const text = (
      await pdfPages(
        await renderDocumentPdf({ name: "commercial_invoice", reference: "S", data, totals: computeTotals(data) }),
      )
    ).join(" ");
    // The exporter in sampleData: Mumbai, PIN 400013 (India Post writes "MUMBAI 400013").
    expect(text).toContain("Mumbai 400013");
    expect(text).not.toContain("400013 Mumbai");
    expect(text).toContain("20095 Hamburg");
  });
});
