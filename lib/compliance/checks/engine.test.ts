import { describe, expect, it } from "vitest";
import { runChecks } from "./engine";
import { cleanFixture, consistentEbl, line, toInput, type Fixture } from "./fixtures";
import { CHECK_IDS, type CheckId } from "./rules";

/**
 * One fixture per check: the clean shipment (fixtures.ts) with one planted fault, which must
 * produce that check's finding and no other error or warning. Expected values are worked out by
 * hand from the fixture (the comments say how).
 */
type Row = {
  checkId: CheckId;
  plant: (f: Fixture) => void;
  message?: RegExp;
  fields?: { document: string; path: string }[];
};

const lines = (f: Fixture) => f.sharedData.lineItems as ReturnType<typeof line>[];
const lc = (f: Fixture) => f.letterOfCredit!;
const overrideLines = (f: Fixture, doc: "packing_list", change: Partial<ReturnType<typeof line>>) => {
  f.docs[doc] = { ...f.docs[doc], overrides: { lineItems: [{ ...line(0), ...change }, line(1)] } };
};

// prettier-ignore
const ROWS: Row[] = [
  { checkId: "parties.consignee_mismatch", plant: (f) => { f.docs.packing_list!.overrides = { consignee: { name: "Desert Imports FZE", address: "Jafza", country: "AE" } }; }, message: /Desert Imports FZE/, fields: [{ document: "packing_list", path: "consignee.name" }] },
  { checkId: "parties.exporter_mismatch", plant: (f) => { f.docs.certificate_of_origin!.overrides = { exporter: { name: "Verma Exports", address: "Pune", country: "IN", taxId: "27AAPFU0939F1ZV" } }; }, message: /Verma Exports/ },
  { checkId: "goods.hs_mismatch", plant: (f) => overrideLines(f, "packing_list", { hsCode: "620530" }), message: /line 1/, fields: [{ document: "packing_list", path: "lineItems.0.hsCode" }] },
  { checkId: "goods.hs_invalid", plant: (f) => { lines(f)[0]!.hsCode = "999999"; }, message: /999999/, fields: [{ document: "proforma_invoice", path: "lineItems.0.hsCode" }] },
  { checkId: "goods.quantity_mismatch", plant: (f) => overrideLines(f, "packing_list", { quantity: "1100" }), message: /1100/ },
  // 21 + 10 = 31 packages on the packing list against 30.
  { checkId: "goods.package_count_mismatch", plant: (f) => overrideLines(f, "packing_list", { packages: 21 }), message: /packing list: 31/ },
  // 230 + 165 = 395.000 kg on the packing list against 385.000 kg.
  { checkId: "weights.gross_mismatch", plant: (f) => overrideLines(f, "packing_list", { grossWeight: "230.000" }), message: /packing list: 395\.000 kg/, fields: [{ document: "packing_list", path: "lineItems.0.grossWeight" }] },
  { checkId: "weights.net_exceeds_gross", plant: (f) => { lines(f)[0]!.netWeight = "230.000"; }, message: /line 1\b/ },
  { checkId: "marks.mismatch", plant: (f) => overrideLines(f, "packing_list", { marks: "AT/DXB/1-25" }) },
  { checkId: "ports.loading_mismatch", plant: (f) => { f.docs.certificate_of_origin!.overrides = { portOfLoading: { code: "INMUN", name: "Mundra" } }; }, message: /INMUN/, fields: [{ document: "proforma_invoice", path: "portOfLoading" }] },
  { checkId: "ports.discharge_mismatch", plant: (f) => { f.docs.certificate_of_origin!.overrides = { portOfDischarge: { code: "AEKLF", name: "Khor al Fakkan" } }; }, message: /AEKLF/ },
  { checkId: "incoterm.mismatch", plant: (f) => { f.docs.proforma_invoice!.overrides = { incoterm: { rule: "CIP", place: "Dubai" } }; }, message: /CIP Dubai/ },
  { checkId: "incoterm.mode_mismatch", plant: (f) => { f.sharedData.incoterm = { rule: "FOB", place: "Nhava Sheva" }; f.sharedData.transportMode = "air"; }, message: /FOB is a sea-only rule.*air/ },
  { checkId: "incoterm.container_fob", plant: (f) => { f.sharedData.incoterm = { rule: "FOB", place: "Nhava Sheva" }; }, message: /FOB/ },
  { checkId: "incoterm.insurance_missing", plant: (f) => { delete f.docs.insurance_certificate!.own!.insuredValue; }, message: /no insured value/ },
  // 110 % of 7,700.00 = 8,470.00.
  { checkId: "insurance.under_110_percent", plant: (f) => { f.docs.insurance_certificate!.own!.insuredValue = "8469.99"; }, message: /minimum 8470\.00 USD/ },
  { checkId: "insurance.currency_mismatch", plant: (f) => { f.docs.insurance_certificate!.overrides = { currency: "EUR" }; }, message: /EUR/ },
  { checkId: "insurance.dated_after_shipment", plant: (f) => { f.docs.insurance_certificate!.own!.dateOfIssue = "2026-06-02"; }, message: /2026-06-02.*2026-06-01/ },
  { checkId: "amount.currency_mismatch", plant: (f) => { f.docs.proforma_invoice!.overrides = { currency: "EUR" }; } },
  { checkId: "amount.draft_differs_from_invoice", plant: (f) => { f.docs.bill_of_exchange!.own!.amount = "7600.00"; }, message: /7600\.00.*7700\.00/ },
  { checkId: "dates.invoice_after_shipment", plant: (f) => { f.docs.commercial_invoice!.own!.invoiceDate = "2026-06-03"; } },
  { checkId: "identifiers.iec_pan_mismatch", plant: (f) => { f.docs.shipping_bill!.own!.iec = "AAPFV0939F"; }, message: /AAPFV0939F.*AAPFU0939F/ },
  { checkId: "identifiers.gstin_invalid", plant: (f) => { (f.sharedData.exporter as Record<string, unknown>).taxId = "27AAPFU0939F1ZX"; }, fields: [{ document: "proforma_invoice", path: "exporter.taxId" }] },
  { checkId: "identifiers.eori_missing", plant: (f) => { (f.sharedData.consignee as Record<string, unknown>).country = "DE"; }, message: /DE/ },
  { checkId: "ebl.differs_from_documents", plant: (f) => { const e = consistentEbl(); (e.document.transports as Record<string, unknown>).portOfDischarge = { UNLocationCode: "AEAUH" }; f.ebl = e; }, message: /AEAUH/ },
  // 7,000.00 + 5 % = 7,350.00 < 7,700.00.
  { checkId: "lc.amount_exceeded", plant: (f) => { lc(f).amount = "7000.00"; }, message: /7700\.00 USD.*7000\.00 USD plus 5 %/ },
  { checkId: "lc.currency_mismatch", plant: (f) => { lc(f).currency = "EUR"; lc(f).amount = "7700.00"; } },
  { checkId: "lc.late_shipment", plant: (f) => { lc(f).latestShipmentDate = "2026-05-31"; }, message: /2026-06-01.*2026-05-31/ },
  // 2026-06-01 + 5 days = Saturday 2026-06-06 → next banking day Monday 2026-06-08 (India) < 2026-06-10.
  { checkId: "lc.late_presentation", plant: (f) => { lc(f).presentationPeriodDays = 5; }, message: /2026-06-08/ },
  { checkId: "lc.expired", plant: (f) => { lc(f).expiryDate = "2026-06-09"; }, message: /2026-06-09/ },
  { checkId: "lc.port_of_loading_mismatch", plant: (f) => { lc(f).portOfLoading = "MUNDRA, INDIA"; } },
  { checkId: "lc.port_of_discharge_mismatch", plant: (f) => { lc(f).portOfDischarge = "DAMMAM, SAUDI ARABIA"; } },
  { checkId: "lc.goods_description_mismatch", plant: (f) => { lc(f).goodsDescription = "MEN'S LINEN SHIRTS AND TROUSERS"; }, message: /"linen"/ },
  { checkId: "lc.beneficiary_mismatch", plant: (f) => { lc(f).beneficiary = "/0012345678\nVERMA OVERSEAS PVT LTD\nPUNE"; }, message: /VERMA OVERSEAS PVT LTD/ },
  { checkId: "lc.applicant_mismatch", plant: (f) => { lc(f).applicant = "DESERT IMPORTS LLC\nJAFZA"; }, message: /DESERT IMPORTS LLC/ },
  // 9,000.00 − 5 % = 8,550.00 > 7,700.00 drawn.
  { checkId: "lc.partial_shipment_not_allowed", plant: (f) => { lc(f).amount = "9000.00"; } },
  { checkId: "lc.transhipment_not_allowed", plant: (f) => { f.docs.bill_of_lading_instructions!.own!.specialInstructions = "Transhipment at Colombo accepted"; } },
  { checkId: "lc.document_missing", plant: (f) => { f.templates = f.templates.filter((t) => t !== "certificate_of_origin"); }, message: /certificate of origin/ },
];

const significant = (f: Fixture) => runChecks(toInput(f)).findings.filter((x) => x.severity !== "info");

describe("compliance checks: one planted fault per check", () => {
  it("covers every check id", () => {
    expect(ROWS.map((r) => r.checkId).sort()).toEqual([...CHECK_IDS].sort());
  });

  it("the clean shipment (complete, consistent, with an LC) has no error and no warning", () => {
    expect(significant(cleanFixture())).toEqual([]);
    const withEbl = cleanFixture();
    withEbl.ebl = consistentEbl();
    expect(significant(withEbl)).toEqual([]);
  });

  it.each(ROWS)("$checkId", ({ checkId, plant, message, fields }) => {
    const f = cleanFixture();
    plant(f);
    const findings = significant(f);
    expect(findings.map((x) => x.checkId)).toEqual([checkId]);
    const [found] = findings;
    if (message) expect(found!.message).toMatch(message);
    if (fields) for (const field of fields) expect(found!.fields).toContainEqual(field);
    expect(found!.rule.citation).not.toBe("");
    expect(found!.documents.length).toBeGreaterThan(0);
  });
});

describe("compliance checks: details", () => {
  it("lists the 46A documents Exportly does not produce as information", () => {
    const f = cleanFixture();
    f.letterOfCredit!.documentsRequired.push("phytosanitary_certificate");
    const info = runChecks(toInput(f)).findings.filter((x) => x.severity === "info");
    expect(info).toHaveLength(1);
    expect(info[0]!.message).toMatch(/phytosanitary certificate/);
  });

  it("applies UCP 600 art. 30 to a quantity the credit states", () => {
    const f = cleanFixture();
    // The invoice has 1,000 + 500 = 1,500 PCS: "ABOUT 1,400 PCS" allows 1,260–1,540 (±10 %).
    f.letterOfCredit!.goodsDescription = "ABOUT 1,400 PCS MEN'S COTTON SHIRTS AND TROUSERS";
    expect(significant(f)).toEqual([]);
    // Counted goods without "about": exactly 1,400 is required.
    f.letterOfCredit!.goodsDescription = "1,400 PCS MEN'S COTTON SHIRTS AND TROUSERS";
    expect(significant(f).map((x) => x.checkId)).toEqual(["goods.quantity_mismatch"]);
  });

  it("transhipment in containers is a warning (art. 20(c)(ii)), without containers an error", () => {
    const f = cleanFixture();
    f.docs.bill_of_lading_instructions!.own!.specialInstructions = "Transhipment at Colombo";
    expect(significant(f)[0]!.severity).toBe("warning");
    for (const d of ["packing_list", "bill_of_lading_instructions"] as const) {
      delete f.docs[d]!.own!.containerNumbers;
      delete f.docs[d]!.own!.sealNumbers;
    }
    expect(significant(f)[0]!.severity).toBe("error");
  });

  it("extends an expiry on an Indian public holiday to the next banking day (art. 29(a))", () => {
    const f = cleanFixture();
    // 2026-08-15 is Independence Day (a Saturday); Sunday follows: the next banking day is Monday 2026-08-17.
    f.today = "2026-08-17";
    f.letterOfCredit!.expiryDate = "2026-08-15";
    f.letterOfCredit!.latestShipmentDate = "2026-06-05";
    expect(significant(f).map((x) => x.checkId)).not.toContain("lc.expired");
    f.today = "2026-08-18";
    expect(significant(f).map((x) => x.checkId)).toContain("lc.expired");
  });

  it("matches a credit's port by the words of the UN/LOCODE name, or any port of the country", () => {
    const f = cleanFixture();
    // INNSA's UN/LOCODE name is "Jawaharlal Nehru (Nhava Sheva)": a document without its own name shows that.
    (f.sharedData.portOfLoading as Record<string, unknown>).name = null;
    expect(significant(f)).toEqual([]);
    f.letterOfCredit!.portOfLoading = "ANY PORT IN INDIA";
    expect(significant(f)).toEqual([]);
    f.letterOfCredit!.portOfLoading = "ANY PORT IN CHINA";
    expect(significant(f).map((x) => x.checkId)).toEqual(["lc.port_of_loading_mismatch"]);
  });

  it("keeps at most 24 field links on a finding over 200 lines", () => {
    const f = cleanFixture();
    f.sharedData.lineItems = Array.from({ length: 200 }, (_, i) => ({ ...line(i), hsCode: "999999" }));
    const invalid = runChecks(toInput(f)).findings.find((x) => x.checkId === "goods.hs_invalid")!;
    expect(invalid.fields).toHaveLength(24);
  });
});
