import { describe, expect, it } from "vitest";
import { answerSuggestionRequest } from "./answer";
import { ZSuggestionRequest } from "./schemas";
import type { DocumentKey, Level } from "./vocabulary";

/**
 * The golden table: each row is a shipment a trader might describe, the rule or source that
 * decides it (research trade.md §2–4: B1–B5, M1–M4, D1–D6, P1–P9, I1, L1–L2), and the documents
 * that must and must not be listed. Expectations are written from the sources, not from the
 * engine's output. `levels` pins a document's level where the source is explicit.
 */
type Row = {
  name: string;
  why: string;
  input: Record<string, unknown>;
  present: DocumentKey[];
  absent: DocumentKey[];
  levels?: Partial<Record<DocumentKey, Level>>;
  notes?: string[];
};

const base = {
  export_country: "IN",
  commodity: "goods",
  value: "10000",
  currency: "USD",
  product_nature: "general",
};

const ROWS: Row[] = [
  {
    name: "India → Germany by sea, containerised, general goods",
    why: "B1 invoice, packing list, shipping bill; M1 B/L + shipping instructions + VGM; D1 EORI",
    input: { ...base, import_country: "DE", transport: "sea", containerized: true },
    present: [
      "commercial_invoice",
      "packing_list",
      "shipping_bill",
      "bill_of_lading",
      "shipping_instructions",
      "vgm_declaration",
      "eori_number",
    ],
    absent: ["air_waybill", "bill_of_export", "phytosanitary_certificate"],
    levels: { vgm_declaration: "required", eori_number: "required", shipping_bill: "required" },
  },
  {
    name: "India → US by sea: no EEI, ISF recommended for the importer",
    why: "D6: EEI is a US export filing; ISF is the importer's for ocean freight",
    input: { ...base, import_country: "US", transport: "sea" },
    present: ["importer_security_filing", "bill_of_lading"],
    absent: ["eori_number", "fda_prior_notice"],
    levels: { importer_security_filing: "recommended" },
    notes: ["D6.no_eei"],
  },
  {
    name: "India → US by air, food: FDA prior notice, no ISF (ocean only), no B/L",
    why: "D6 FDA prior notice for food; ISF is for ocean cargo; M2 air waybill",
    input: { ...base, import_country: "US", transport: "air", product_nature: "food" },
    present: ["fda_prior_notice", "air_waybill", "health_certificate"],
    absent: ["importer_security_filing", "bill_of_lading", "vgm_declaration"],
    levels: { fda_prior_notice: "recommended", health_certificate: "conditional" },
    notes: ["D6.no_eei", "X1.air_no_sea_documents"],
  },
  {
    name: "Air shipment: air waybill, never a bill of lading or VGM even if containerised",
    why: "M2; negative rule X1 (VGM is SOLAS, ships only)",
    input: { ...base, import_country: "SG", transport: "air", containerized: true },
    present: ["air_waybill", "shipping_bill"],
    absent: ["bill_of_lading", "sea_waybill", "vgm_declaration", "shipping_instructions"],
  },
  {
    name: "FOB: the insurance certificate is not the seller's",
    why: "I1 only for CIF/CIP; X2 under EXW/FCA/FAS/FOB the buyer insures",
    input: { ...base, import_country: "AE", transport: "sea", incoterm: "FOB" },
    present: ["bill_of_lading"],
    absent: ["insurance_certificate"],
    notes: ["X2.buyer_insures"],
  },
  {
    name: "FCA under a letter of credit: still no insurance certificate from the seller",
    why: "X2 (buyer insures under FCA) even when L1 applies",
    input: { ...base, import_country: "GB", transport: "air", incoterm: "FCA", payment_terms: "lc" },
    present: ["bill_of_exchange", "air_waybill", "proforma_invoice"],
    absent: ["insurance_certificate", "bill_of_lading"],
    notes: ["L1.documents_46a", "X2.buyer_insures"],
  },
  {
    name: "EXW from India: no insurance, shipping bill still listed, EXW note",
    why: "X2; N4 (the Indian exporter files the shipping bill in practice)",
    input: { ...base, import_country: "NL", transport: "sea", incoterm: "EXW" },
    present: ["shipping_bill", "eori_number"],
    absent: ["insurance_certificate"],
    notes: ["N4.exw_india"],
  },
  {
    name: "CIF by sea: insurance certificate required from the seller",
    why: "I1 (CIF: seller insures, ICC (C), 110 %)",
    input: { ...base, import_country: "JP", transport: "sea", incoterm: "CIF" },
    present: ["insurance_certificate", "preferential_certificate_of_origin"],
    absent: [],
    levels: { insurance_certificate: "required", preferential_certificate_of_origin: "conditional" },
  },
  {
    name: "CIP by air: insurance required; no sea-only warning",
    why: "I1 (CIP: ICC (A)); CIP fits any mode",
    input: { ...base, import_country: "CH", transport: "air", incoterm: "CIP" },
    present: ["insurance_certificate", "air_waybill"],
    absent: ["eori_number", "bill_of_lading"],
  },
  {
    name: "CIF by air: a sea-only rule is warned about",
    why: "Incoterms 2020: FAS/FOB/CFR/CIF are sea and inland waterway only (N1)",
    input: { ...base, import_country: "KE", transport: "air", incoterm: "CIF" },
    present: ["insurance_certificate", "air_waybill"],
    absent: ["bill_of_lading"],
    notes: ["N1.sea_term_not_sea"],
  },
  {
    name: "Incoterm not given: insurance is conditional, not required",
    why: "I1 depends on the Incoterm; left out, the engine says on what",
    input: { ...base, import_country: "ZA", transport: "sea" },
    present: ["insurance_certificate"],
    absent: [],
    levels: { insurance_certificate: "conditional" },
  },
  {
    name: "Fish to the EU: EIC health certificate",
    why: "D2 (EIC only; original before arrival), D1 EORI",
    input: {
      ...base,
      import_country: "FR",
      transport: "sea",
      product_nature: "fish_seafood",
      commodity: "frozen prawns",
    },
    present: ["eic_health_certificate", "eori_number", "health_certificate"],
    absent: ["phytosanitary_certificate"],
    levels: { eic_health_certificate: "required" },
  },
  {
    name: "Fish by HS code alone (0306.17) to Italy: the chapter brings the EIC certificate",
    why: "D2 keys on HS chapter 03; a confirmed code adds fish_seafood",
    input: { ...base, import_country: "IT", transport: "sea", hs_code: "0306.17" },
    present: ["eic_health_certificate", "health_certificate"],
    absent: [],
  },
  {
    name: "Fish to the US: no EIC (EU only), FDA prior notice",
    why: "D2 is EU-only; D6 FDA prior notice for food",
    input: { ...base, import_country: "US", transport: "sea", product_nature: "fish_seafood" },
    present: ["fda_prior_notice"],
    absent: ["eic_health_certificate", "eori_number"],
  },
  {
    name: "Spices (plant) to the UAE: phytosanitary certificate, CEPA preferential CoO",
    why: "P1 (plant products), D3 (India–UAE CEPA, conditional)",
    input: {
      ...base,
      import_country: "AE",
      transport: "sea",
      product_nature: ["plant", "food"],
      commodity: "black pepper",
    },
    present: ["phytosanitary_certificate", "fumigation_certificate", "preferential_certificate_of_origin"],
    absent: ["eori_number"],
    levels: {
      phytosanitary_certificate: "required",
      fumigation_certificate: "conditional",
      preferential_certificate_of_origin: "conditional",
    },
  },
  {
    name: "Country names resolved: 'India' → 'Australia', ECTA CoO",
    why: "D4 (India–Australia ECTA)",
    input: { ...base, export_country: "India", import_country: "Australia", transport: "sea" },
    present: ["preferential_certificate_of_origin", "shipping_bill"],
    absent: ["eori_number"],
  },
  {
    name: "India → Vietnam (ASEAN): AIFTA preferential CoO",
    why: "D5",
    input: { ...base, import_country: "VN", transport: "sea" },
    present: ["preferential_certificate_of_origin"],
    absent: [],
  },
  {
    name: "India → Canada: no preferential CoO (no agreement in the rules)",
    why: "D3–D5 cover AE, AU, ASEAN, JP, KR, SAARC only",
    input: { ...base, import_country: "CA", transport: "sea" },
    present: ["certificate_of_origin"],
    absent: ["preferential_certificate_of_origin", "eori_number"],
    levels: { certificate_of_origin: "recommended" },
  },
  {
    name: "Road to Nepal: lorry receipt and bill of export, no shipping bill",
    why: "M3 (road: consignment note; bill of export at the land customs station), D5 SAFTA",
    input: {
      ...base,
      import_country: "NP",
      transport: "road",
      currency: "INR",
      value: "400000",
      inland_road_leg: true,
    },
    present: ["road_consignment_note", "bill_of_export", "e_way_bill", "preferential_certificate_of_origin"],
    absent: ["shipping_bill", "bill_of_lading", "air_waybill"],
  },
  {
    name: "Rail to Bangladesh: railway receipt and bill of export",
    why: "M4; B1 land route",
    input: { ...base, import_country: "BD", transport: "rail" },
    present: ["rail_consignment_note", "bill_of_export"],
    absent: ["shipping_bill", "road_consignment_note"],
  },
  {
    name: "E-way bill above ₹50,000 by road to the port",
    why: "B3 (CGST Rule 138)",
    input: { ...base, import_country: "DE", transport: "sea", currency: "INR", value: 50000.01, inland_road_leg: true },
    present: ["e_way_bill"],
    absent: [],
    levels: { e_way_bill: "required" },
  },
  {
    name: "E-way bill not needed at exactly ₹50,000",
    why: "B3: only above ₹50,000",
    input: {
      ...base,
      import_country: "DE",
      transport: "sea",
      currency: "INR",
      value: "50000.00",
      inland_road_leg: true,
    },
    present: [],
    absent: ["e_way_bill"],
  },
  {
    name: "E-way bill not needed without a road leg",
    why: "B3: ICD → port under customs control is exempt",
    input: {
      ...base,
      import_country: "DE",
      transport: "sea",
      currency: "INR",
      value: "900000",
      inland_road_leg: false,
    },
    present: [],
    absent: ["e_way_bill"],
  },
  {
    name: "GST-registered seller: LUT or IGST",
    why: "B2 (Rule 96A)",
    input: { ...base, import_country: "GB", transport: "sea", gst_registered: true },
    present: ["lut_or_igst_payment"],
    absent: [],
    levels: { lut_or_igst_payment: "required" },
  },
  {
    name: "Not GST-registered: no LUT",
    why: "B2 applies to registered sellers only",
    input: { ...base, import_country: "GB", transport: "sea", gst_registered: false },
    present: [],
    absent: ["lut_or_igst_payment"],
  },
  {
    name: "Claiming FTP benefits: RCMC and e-BRC",
    why: "B4 (e-BRC for benefits), B5 (RCMC)",
    input: { ...base, import_country: "SG", transport: "sea", claims_export_benefits: true },
    present: ["rcmc", "e_brc"],
    absent: [],
    levels: { rcmc: "required", e_brc: "required" },
  },
  {
    name: "A German exporter: none of the Indian documents",
    why: "B1–B5 are for exports from India",
    input: {
      ...base,
      export_country: "DE",
      import_country: "US",
      transport: "sea",
      gst_registered: true,
      claims_export_benefits: true,
    },
    present: ["commercial_invoice", "packing_list", "bill_of_lading", "importer_security_filing"],
    absent: ["shipping_bill", "lut_or_igst_payment", "rcmc", "e_brc", "eori_number"],
  },
  {
    name: "A US exporter to the US? The EEI note is not given when the US exports",
    why: "D6 note is for goods the US imports from elsewhere",
    input: { ...base, export_country: "US", import_country: "MX", transport: "road" },
    present: ["road_consignment_note"],
    absent: ["bill_of_export"],
  },
  {
    name: "Hazardous by sea: IMDG declaration and SDS",
    why: "P2 (IMDG ch. 5.4)",
    input: { ...base, import_country: "SG", transport: "sea", product_nature: "hazardous" },
    present: ["dangerous_goods_declaration_imdg", "safety_data_sheet"],
    absent: ["dangerous_goods_declaration_iata"],
    levels: { dangerous_goods_declaration_imdg: "required", safety_data_sheet: "required" },
  },
  {
    name: "Hazardous by air: IATA declaration, no IMDG",
    why: "P2 (IATA DGR by air)",
    input: { ...base, import_country: "SG", transport: "air", product_nature: "hazardous" },
    present: ["dangerous_goods_declaration_iata", "safety_data_sheet"],
    absent: ["dangerous_goods_declaration_imdg"],
  },
  {
    name: "Lithium batteries by air: IATA declaration (UN3480/3481)",
    why: "P7",
    input: { ...base, import_country: "AE", transport: "air", product_nature: ["electronics", "lithium_batteries"] },
    present: ["dangerous_goods_declaration_iata"],
    absent: ["dangerous_goods_declaration_imdg", "bill_of_lading"],
  },
  {
    name: "Chemicals by sea: SDS required, DG declaration and SCOMET conditional",
    why: "P6",
    input: { ...base, import_country: "KR", transport: "sea", product_nature: "chemical" },
    present: ["safety_data_sheet", "dangerous_goods_declaration_imdg", "scomet_authorisation"],
    absent: ["dangerous_goods_declaration_iata"],
    levels: {
      safety_data_sheet: "required",
      dangerous_goods_declaration_imdg: "conditional",
      scomet_authorisation: "conditional",
    },
  },
  {
    name: "Dual-use: SCOMET authorisation and end-user certificate required",
    why: "P8",
    input: { ...base, import_country: "US", transport: "air", product_nature: "dual_use" },
    present: ["scomet_authorisation", "end_user_certificate"],
    absent: [],
    levels: { scomet_authorisation: "required", end_user_certificate: "required" },
  },
  {
    name: "Pharmaceuticals: COPP conditional, Pharmexcil RCMC recommended",
    why: "P5",
    input: {
      ...base,
      import_country: "KE",
      transport: "air",
      product_nature: "pharmaceutical",
      claims_export_benefits: false,
    },
    present: ["copp_certificate", "rcmc"],
    absent: ["safety_data_sheet"],
    levels: { copp_certificate: "conditional", rcmc: "recommended" },
  },
  {
    name: "Live animals: veterinary health certificate",
    why: "P4",
    input: { ...base, import_country: "AE", transport: "air", product_nature: "live_animal" },
    present: ["veterinary_health_certificate"],
    absent: ["phytosanitary_certificate"],
    levels: { veterinary_health_certificate: "required" },
  },
  {
    name: "Textiles: RCMC recommended (AEPC/TEXPROCIL)",
    why: "P9",
    input: {
      ...base,
      import_country: "GB",
      transport: "sea",
      product_nature: "textiles",
      commodity: "cotton t-shirts",
      claims_export_benefits: false,
    },
    present: ["rcmc"],
    absent: ["phytosanitary_certificate"],
    levels: { rcmc: "recommended" },
  },
  {
    name: "Textiles, benefits not stated: RCMC conditional (B5), with the textile reason too",
    why: "B5 may make it required; P9 recommends it anyway: the stronger level and both reasons",
    input: { ...base, import_country: "GB", transport: "sea", product_nature: "textiles" },
    present: ["rcmc"],
    absent: [],
    levels: { rcmc: "conditional" },
  },
  {
    name: "Wood packaging: ISPM 15 declaration conditional on the destination",
    why: "M1 (ISPM 15)",
    input: { ...base, import_country: "AU", transport: "sea", wood_packaging: true },
    present: ["ispm15_declaration", "fumigation_certificate"],
    absent: [],
    levels: { ispm15_declaration: "conditional" },
  },
  {
    name: "Letter of credit: bill of exchange, proforma invoice",
    why: "L1 (draft under the LC; 46A documents note)",
    input: { ...base, import_country: "BD", transport: "sea", payment_terms: "lc", incoterm: "CFR" },
    present: ["bill_of_exchange", "proforma_invoice", "bill_of_lading"],
    absent: ["insurance_certificate", "sea_waybill"],
    notes: ["L1.documents_46a"],
  },
  {
    name: "Documentary collection D/A: bill of exchange",
    why: "L2 (URC 522)",
    input: { ...base, import_country: "KE", transport: "sea", payment_terms: "collection_da" },
    present: ["bill_of_exchange"],
    absent: ["proforma_invoice", "sea_waybill"],
  },
  {
    name: "Open account by sea: sea waybill recommended, no bill of exchange",
    why: "M1 (sea waybill when no bank holds the documents); L1/L2 do not apply",
    input: { ...base, import_country: "SG", transport: "sea", payment_terms: "open_account" },
    present: ["sea_waybill", "bill_of_lading"],
    absent: ["bill_of_exchange", "proforma_invoice"],
    levels: { sea_waybill: "recommended" },
  },
  {
    name: "Multimodal, containerised: combined transport B/L and VGM",
    why: "M1/M5 (UCP 600 art. 19; SOLAS VGM for the sea leg)",
    input: { ...base, import_country: "DE", transport: "multimodal", containerized: true },
    present: ["bill_of_lading", "vgm_declaration", "shipping_bill"],
    absent: ["air_waybill"],
  },
  {
    name: "Sea, containerised flag not given: VGM conditional",
    why: "M1: VGM for containers; unknown → conditional",
    input: { ...base, import_country: "DE", transport: "sea" },
    present: ["vgm_declaration"],
    absent: [],
    levels: { vgm_declaration: "conditional" },
  },
  {
    name: "Sea, not containerised (break bulk): no VGM",
    why: "M1: VGM applies to packed containers",
    input: { ...base, import_country: "DE", transport: "sea", containerized: false },
    present: ["bill_of_lading"],
    absent: ["vgm_declaration"],
  },
];

describe("document suggestions: the golden table", () => {
  it("has at least 30 rows", () => expect(ROWS.length).toBeGreaterThanOrEqual(30));

  it.each(ROWS)("$name ($why)", (row) => {
    const request = ZSuggestionRequest.parse(row.input);
    const answer = answerSuggestionRequest(request);
    const keys = answer.documents.map((d) => d.key);
    for (const key of row.present) expect(keys, `${key} should be listed`).toContain(key);
    for (const key of row.absent) expect(keys, `${key} should not be listed`).not.toContain(key);
    for (const [key, level] of Object.entries(row.levels ?? {}))
      expect(answer.documents.find((d) => d.key === key)?.level, `${key} level`).toBe(level);
    for (const ruleId of row.notes ?? []) expect(answer.notes.map((n) => n.ruleId)).toContain(ruleId);
    // Every document explains itself.
    for (const doc of answer.documents) {
      expect(doc.reasons.length).toBeGreaterThan(0);
      for (const reason of doc.reasons) expect(reason.sourceUrl).toMatch(/^https?:\/\//);
      expect(doc.condition).not.toBe("");
    }
    expect(answer.ruleSetVersion).toMatch(/^\d{4}\.\d{1,2}\.\d+$/);
  });
});

describe("answers say how they were derived", () => {
  it("a conditional says what it depends on, in words", () => {
    const answer = answerSuggestionRequest(
      ZSuggestionRequest.parse({ ...base, import_country: "DE", transport: "sea" }),
    );
    const vgm = answer.documents.find((d) => d.key === "vgm_declaration")!;
    expect(vgm.condition).toBe("Only if the goods travel in containers (not stated in the request).");
    expect(vgm.reasons.map((r) => r.ruleId)).toEqual(["M1.vgm_declaration"]);
  });

  it("templateKey names our template, or null", () => {
    const answer = answerSuggestionRequest(
      ZSuggestionRequest.parse({
        ...base,
        import_country: "DE",
        transport: "sea",
        incoterm: "CIF",
        payment_terms: "lc",
      }),
    );
    const byKey = new Map(answer.documents.map((d) => [d.key, d.templateKey]));
    expect(byKey.get("commercial_invoice")).toBe("commercial_invoice");
    expect(byKey.get("bill_of_lading")).toBe("bill_of_lading_instructions");
    expect(byKey.get("insurance_certificate")).toBe("insurance_certificate");
    expect(byKey.get("eori_number")).toBeNull();
  });

  it("a suggested HS code does not bring its chapter's rules until confirmed", () => {
    const answer = answerSuggestionRequest(
      ZSuggestionRequest.parse({ ...base, import_country: "FR", transport: "sea", commodity: "frozen prawns" }),
    );
    expect(answer.hs.source).toBe("suggested");
    expect(answer.hs.code?.slice(0, 4)).toBe("0306");
    expect(answer.productNatures).toEqual(["general"]);
    expect(answer.documents.map((d) => d.key)).not.toContain("eic_health_certificate");
    expect(answer.notes.find((n) => n.ruleId === "HS.confirm")?.text).toContain("fish_seafood");
  });
});
