import type { Condition } from "./conditions";
import type { DocumentKey, Level, ResponsibleParty } from "./vocabulary";

/**
 * The document-suggestion rule set, as data (docs/compliance.md, "Document suggestions and HS
 * codes"). Rule ids follow the research table they come from (B = India basics, M = mode of
 * transport, D = destination, P = product, I = Incoterms, L = payment terms, G = general, X =
 * exclusions, N = notes). The set is versioned as a whole: change a rule, bump `version`, and the
 * shipments that asked keep the version that answered them.
 *
 * The rules live in the code base rather than in a table: they are reviewed like code, tested by
 * the golden table (golden.test.ts) and shipped with the build that evaluates them, so a version
 * names exactly one behaviour.
 */

/** A document suggested when `when` holds (or may hold: then it is listed as conditional). */
export type SuggestRule = {
  id: string;
  kind: "suggest";
  when: Condition;
  document: DocumentKey;
  level: Level;
  responsibleParty: ResponsibleParty;
  reason: string;
  authority: string;
  sourceUrl: string;
};

/** Documents never listed when `when` holds, whatever else suggests them; says why in a note. */
export type ExcludeRule = {
  id: string;
  kind: "exclude";
  when: Condition;
  documents: DocumentKey[];
  reason: string;
  authority: string;
  sourceUrl: string;
};

/** Advice that is not a document (a registration to hold, a choice to reconsider). */
export type NoteRule = {
  id: string;
  kind: "note";
  when: Condition;
  severity: "info" | "warning";
  text: string;
  authority: string;
  sourceUrl: string;
};

export type Rule = SuggestRule | ExcludeRule | NoteRule;

export type RuleSet = { version: string; effectiveFrom: string; rules: Rule[] };

// Country groups, ISO 3166-1 alpha-2.
const EU = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU", "MT",
  "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
]; // prettier-ignore
const ASEAN = ["BN", "KH", "ID", "LA", "MY", "MM", "PH", "SG", "TH", "VN"];
const SAARC = ["AF", "BD", "BT", "MV", "NP", "PK", "LK"];

const fromIndia: Condition = { field: "export_country", in: ["IN"] };
const toEu: Condition = { field: "import_country", in: EU, label: "an EU member state" };
const sea: Condition = { field: "transport", in: ["sea"] };
const air: Condition = { field: "transport", in: ["air"] };
const nature = (...n: Extract<Condition, { field: "product_nature" }>["includesAny"]): Condition => ({
  field: "product_nature",
  includesAny: n,
});
const all = (...c: Condition[]): Condition => ({ all: c });
const any = (...c: Condition[]): Condition => ({ any: c });
const ALWAYS: Condition = { all: [] };

const ICEGATE = "https://eximinq.in/services/ad-code-registration";
const INCODOCS = "https://tdsltd.ie/knowledge-base/international-shipping/incoterms/documentation";
const INCOTERMS = "https://www.dutytrade.com/tools/incoterms";
const IMDG = "https://www.imorules.com/GUID-D52608A6-E2C5-4516-AD7F-4D35C59A82ED.html";
const SCOMET = "https://mjccllp.com/scomet-authorisation";
const PQIS = "https://plantquarantineindia.nic.in/PQISPub/html/ExpCert%20Req.htm";
const EIC = "https://www.eicindia.gov.in/WebApp1/pages/menuInfo/Health-Certificate.xhtml";
const ECOO = "http://www.eximguru.com/notifications/electronic-filing-and-issuance-of-85471.aspx";
const RCMC = "https://superca.in/blogs/rcmc-registration-how-to-apply-online";
const COLLECTION =
  "https://www.absa.co.za/business/international-banking/international-trade/export-documentary-collections/";
const UCP28 = "http://bankerbd.blogspot.co.uk/2014/03/ucp-600-article-28-to-article-33.html";
const US_EXPORT = "https://blog.idshipthat.app/glossary/export-documentation";
const EORI =
  "https://ec.europa.eu/taxation_customs/business/customs-procedures/general-overview/economic-operators-registration-identification-number-eori_en";

export const RULE_SET: RuleSet = {
  version: "2026.11.1",
  effectiveFrom: "2026-11-24",
  rules: [
    // General: every export.
    {
      id: "G1.commercial_invoice",
      kind: "suggest",
      when: ALWAYS,
      document: "commercial_invoice",
      level: "required",
      responsibleParty: "exporter",
      reason: "Customs at both ends clear the goods on the commercial invoice: value, parties, goods and terms.",
      authority: "Customs of the exporting and importing countries",
      sourceUrl: INCODOCS,
    },
    {
      id: "G1.packing_list",
      kind: "suggest",
      when: ALWAYS,
      document: "packing_list",
      level: "required",
      responsibleParty: "exporter",
      reason: "Customs and the carrier check packages, weights and marks against the packing list.",
      authority: "Customs of the exporting and importing countries",
      sourceUrl: INCODOCS,
    },
    {
      id: "G2.proforma_invoice",
      kind: "suggest",
      when: { field: "payment_terms", in: ["advance", "lc"] },
      document: "proforma_invoice",
      level: "recommended",
      responsibleParty: "exporter",
      reason:
        "The buyer pays an advance, or applies for the letter of credit, against a proforma invoice stating the goods, price and terms.",
      authority: "Commercial practice",
      sourceUrl: INCODOCS,
    },
    {
      id: "G3.certificate_of_origin",
      kind: "suggest",
      when: ALWAYS,
      document: "certificate_of_origin",
      level: "recommended",
      responsibleParty: "exporter",
      reason:
        "A non-preferential certificate of origin (from a chamber of commerce or export promotion council) is asked for by many buyers, banks and importing countries.",
      authority: "Chambers of commerce, export promotion councils",
      sourceUrl: INCODOCS,
    },
    // B: exports from India.
    {
      id: "B1.shipping_bill",
      kind: "suggest",
      when: all(fromIndia, { field: "transport", in: ["sea", "air", "multimodal"] }),
      document: "shipping_bill",
      level: "required",
      responsibleParty: "exporter",
      reason:
        "Indian customs clear an export by sea or air on a shipping bill filed on ICEGATE; the Let Export Order is given against it.",
      authority: "Indian Customs (CBIC), ICEGATE",
      sourceUrl: ICEGATE,
    },
    {
      id: "B1.bill_of_export",
      kind: "suggest",
      when: all(fromIndia, { field: "transport", in: ["road", "rail"] }),
      document: "bill_of_export",
      level: "required",
      responsibleParty: "exporter",
      reason: "Goods leaving India over land are declared on a bill of export at the land customs station.",
      authority: "Indian Customs (CBIC)",
      sourceUrl: ICEGATE,
    },
    {
      id: "B1.registrations",
      kind: "note",
      when: fromIndia,
      severity: "info",
      text: "Keep the exporter's IEC (equal to its PAN) on file, and the bank's AD code registered on ICEGATE at the port of export: no shipping bill is accepted without them.",
      authority: "DGFT; Indian Customs (ICEGATE)",
      sourceUrl: "https://www.bookmyca.in/blogs/AD-Code-Registration",
    },
    {
      id: "B2.lut_or_igst_payment",
      kind: "suggest",
      when: all(fromIndia, { flag: "gst_registered" }),
      document: "lut_or_igst_payment",
      level: "required",
      responsibleParty: "exporter",
      reason:
        "An export is a zero-rated supply under GST: a registered seller either files a letter of undertaking (Form GST RFD-11, Rule 96A) for the financial year or pays IGST and claims it back.",
      authority: "GST (CGST Rules, Rule 96A)",
      sourceUrl: "https://caselaadvisors.com/lut-form/",
    },
    {
      id: "B3.e_way_bill",
      kind: "suggest",
      when: all(fromIndia, { flag: "inland_road_leg" }, { field: "value_inr", greaterThan: "50000" }),
      document: "e_way_bill",
      level: "required",
      responsibleParty: "exporter",
      reason:
        "Goods worth more than ₹50,000 moving by road to the port or ICD need an e-way bill (movements under customs control, ICD to port, are exempt).",
      authority: "GST (CGST Rules, Rule 138)",
      sourceUrl: "http://www.lawcrux.com/data5t/gt/gtillu/eway_bill_19.htm",
    },
    {
      id: "B4.e_brc",
      kind: "suggest",
      when: all(fromIndia, { flag: "claims_export_benefits" }),
      document: "e_brc",
      level: "required",
      responsibleParty: "exporter",
      reason:
        "Foreign Trade Policy benefits are given against the e-BRC the exporter generates on DGFT by mapping the bank's inward remittance to the shipping bill, once paid (normally within 9 months).",
      authority: "DGFT",
      sourceUrl:
        "https://legalitysimplified.com/pilot-launch-of-the-upgraded-electronic-bank-realization-certificate-ebrc-system-for-self-certification-by-exporters",
    },
    {
      id: "B5.rcmc",
      kind: "suggest",
      when: all(fromIndia, { flag: "claims_export_benefits" }),
      document: "rcmc",
      level: "required",
      responsibleParty: "exporter",
      reason:
        "An exporter claiming Foreign Trade Policy benefits must hold a valid RCMC from its export promotion council or commodity board (valid five years).",
      authority: "DGFT (Foreign Trade Policy, Handbook of Procedures)",
      sourceUrl: RCMC,
    },
    // M: mode of transport.
    {
      id: "M1.bill_of_lading",
      kind: "suggest",
      when: sea,
      document: "bill_of_lading",
      level: "required",
      responsibleParty: "carrier",
      reason:
        "Goods by sea travel on a bill of lading issued by the carrier or NVOCC; a negotiable one is the title document banks need under a letter of credit or a collection.",
      authority: "Carrier (Hague-Visby rules); UCP 600 art. 20",
      sourceUrl: INCODOCS,
    },
    {
      id: "M1.sea_waybill",
      kind: "suggest",
      when: all(sea, { field: "payment_terms", in: ["advance", "open_account"] }),
      document: "sea_waybill",
      level: "recommended",
      responsibleParty: "carrier",
      reason:
        "When no bank holds the documents (advance payment, open account), a sea waybill lets the consignee take the goods without presenting an original bill of lading.",
      authority: "Carrier",
      sourceUrl: INCODOCS,
    },
    {
      id: "M1.shipping_instructions",
      kind: "suggest",
      when: sea,
      document: "shipping_instructions",
      level: "required",
      responsibleParty: "exporter",
      reason: "The carrier draws up the bill of lading from the shipper's shipping instructions.",
      authority: "Carrier",
      sourceUrl: INCODOCS,
    },
    {
      id: "M1.vgm_declaration",
      kind: "suggest",
      when: all({ field: "transport", in: ["sea", "multimodal"] }, { flag: "containerized" }),
      document: "vgm_declaration",
      level: "required",
      responsibleParty: "exporter",
      reason:
        "A packed container is not loaded on a ship without the shipper's verified gross mass (SOLAS chapter VI, regulation 2).",
      authority: "IMO SOLAS",
      sourceUrl: INCODOCS,
    },
    {
      id: "M1.ispm15_declaration",
      kind: "suggest",
      when: { flag: "wood_packaging" },
      document: "ispm15_declaration",
      level: "conditional",
      responsibleParty: "exporter",
      reason:
        "Wood packaging must be treated and marked under ISPM 15; many importing countries check the mark and some ask for a declaration.",
      authority: "IPPC (ISPM 15); the importing country's plant protection organisation",
      sourceUrl: INCODOCS,
    },
    {
      id: "M2.air_waybill",
      kind: "suggest",
      when: air,
      document: "air_waybill",
      level: "required",
      responsibleParty: "carrier",
      reason: "Goods by air travel on an air waybill, the airline's contract of carriage (not a title document).",
      authority: "Airline (Montreal Convention); UCP 600 art. 23",
      sourceUrl: INCODOCS,
    },
    {
      id: "M3.road_consignment_note",
      kind: "suggest",
      when: { field: "transport", in: ["road"] },
      document: "road_consignment_note",
      level: "required",
      responsibleParty: "carrier",
      reason: "Goods by road travel on the carrier's lorry receipt or consignment note (CMR where it applies).",
      authority: "Road carrier; UCP 600 art. 24",
      sourceUrl: INCODOCS,
    },
    {
      id: "M4.rail_consignment_note",
      kind: "suggest",
      when: { field: "transport", in: ["rail"] },
      document: "rail_consignment_note",
      level: "required",
      responsibleParty: "carrier",
      reason: "Goods by rail travel on the railway receipt or consignment note (CIM/SMGS where they apply).",
      authority: "Railway; UCP 600 art. 24",
      sourceUrl: INCODOCS,
    },
    {
      id: "M5.bill_of_lading",
      kind: "suggest",
      when: { field: "transport", in: ["multimodal"] },
      document: "bill_of_lading",
      level: "required",
      responsibleParty: "carrier",
      reason:
        "A multimodal movement travels on one transport document covering at least two modes, usually a combined transport bill of lading.",
      authority: "Carrier; UCP 600 art. 19",
      sourceUrl: INCODOCS,
    },
    // D: destination.
    {
      id: "D1.eori_number",
      kind: "suggest",
      when: toEu,
      document: "eori_number",
      level: "required",
      responsibleParty: "importer",
      reason:
        "EU customs clear goods only for an importer with an EORI number: capture the consignee's EORI on the contact and show it on the invoice.",
      authority: "European Commission, Union Customs Code",
      sourceUrl: EORI,
    },
    {
      id: "D2.eic_health_certificate",
      kind: "suggest",
      when: all(fromIndia, toEu, nature("fish_seafood")),
      document: "eic_health_certificate",
      level: "required",
      responsibleParty: "exporter",
      reason:
        "Fishery and aquaculture products from India enter the EU only with a health certificate from the Export Inspection Council; the original must reach the border before the goods.",
      authority: "Export Inspection Council of India; EU official controls",
      sourceUrl: EIC,
    },
    {
      id: "D3.preferential_certificate_of_origin",
      kind: "suggest",
      when: all(fromIndia, { field: "import_country", in: ["AE"] }),
      document: "preferential_certificate_of_origin",
      level: "conditional",
      responsibleParty: "exporter",
      reason:
        "Under the India–UAE CEPA (from 1 May 2022) the buyer pays reduced duty with a preferential certificate of origin from DGFT's eCoO platform, when the goods meet the origin criteria and the buyer claims the preference.",
      authority: "DGFT (Trade Notice 05/2022-23)",
      sourceUrl: ECOO,
    },
    {
      id: "D4.preferential_certificate_of_origin",
      kind: "suggest",
      when: all(fromIndia, { field: "import_country", in: ["AU"] }),
      document: "preferential_certificate_of_origin",
      level: "conditional",
      responsibleParty: "exporter",
      reason:
        "Under the India–Australia ECTA (from 29 December 2022) a preferential certificate of origin from DGFT's eCoO platform gives reduced duty when the origin criteria are met and the buyer claims it.",
      authority: "DGFT (Trade Notice 23/2022-23)",
      sourceUrl:
        "https://pharmexcil.com/circulars/electronic-filing-and-issuance-of-preferential-certificate-of-origin--coo--under-india-australia/10894/f51f793ea44d2117b50ea25e9bd862db.html",
    },
    {
      id: "D5.preferential_certificate_of_origin",
      kind: "suggest",
      when: all(fromIndia, {
        field: "import_country",
        in: [...ASEAN, "JP", "KR", ...SAARC],
        label: "an ASEAN member, Japan, South Korea or a SAARC member",
      }),
      document: "preferential_certificate_of_origin",
      level: "conditional",
      responsibleParty: "exporter",
      reason:
        "India's trade agreements with ASEAN (AIFTA), Japan and South Korea (CEPAs) and SAARC (SAFTA) give reduced duty with a preferential certificate of origin when the origin criteria are met.",
      authority: "DGFT eCoO platform",
      sourceUrl: ECOO,
    },
    {
      id: "D6.importer_security_filing",
      kind: "suggest",
      when: all({ field: "import_country", in: ["US"] }, sea),
      document: "importer_security_filing",
      level: "recommended",
      responsibleParty: "importer",
      reason:
        "The US importer files the Importer Security Filing (10+2) at least 24 hours before ocean cargo is loaded; the exporter supplies its data.",
      authority: "US Customs and Border Protection (19 CFR 149)",
      sourceUrl: US_EXPORT,
    },
    {
      id: "D6.fda_prior_notice",
      kind: "suggest",
      when: all({ field: "import_country", in: ["US"] }, nature("food", "fish_seafood")),
      document: "fda_prior_notice",
      level: "recommended",
      responsibleParty: "importer",
      reason:
        "Food imported into the US needs prior notice to the FDA before it arrives, usually filed by the importer.",
      authority: "US FDA (21 CFR 1 subpart I)",
      sourceUrl: US_EXPORT,
    },
    {
      id: "D6.no_eei",
      kind: "note",
      when: all({ not: { field: "export_country", in: ["US"] } }, { field: "import_country", in: ["US"] }),
      severity: "info",
      text: "No EEI (Electronic Export Information) is listed: it is a filing for exports from the United States (15 CFR 30.37), not for goods the US imports.",
      authority: "US Census Bureau, Foreign Trade Regulations (15 CFR 30)",
      sourceUrl: US_EXPORT,
    },
    // P: product.
    {
      id: "P1.phytosanitary_certificate",
      kind: "suggest",
      when: nature("plant"),
      document: "phytosanitary_certificate",
      level: "required",
      responsibleParty: "exporter",
      reason:
        "Plants and plant products travel with a phytosanitary certificate from the national plant protection organisation (in India, DPPQS via PQIS), with the importing country's additional declarations.",
      authority: "IPPC; DPPQS (Plant Quarantine Order)",
      sourceUrl: PQIS,
    },
    {
      id: "P1.fumigation_certificate",
      kind: "suggest",
      when: any(nature("plant"), { flag: "wood_packaging" }),
      document: "fumigation_certificate",
      level: "conditional",
      responsibleParty: "exporter",
      reason:
        "Some importing countries require the consignment or its packaging to be fumigated, with a certificate from an approved agency.",
      authority: "The importing country's plant protection organisation",
      sourceUrl: PQIS,
    },
    {
      id: "P2.dangerous_goods_declaration_imdg",
      kind: "suggest",
      when: all(nature("hazardous", "lithium_batteries"), { field: "transport", in: ["sea", "multimodal"] }),
      document: "dangerous_goods_declaration_imdg",
      level: "required",
      responsibleParty: "exporter",
      reason:
        "Dangerous goods by sea (lithium batteries are UN 3480/3481) need the shipper's dangerous goods declaration and a container packing certificate (IMDG Code chapter 5.4).",
      authority: "IMO IMDG Code",
      sourceUrl: IMDG,
    },
    {
      id: "P2.dangerous_goods_declaration_iata",
      kind: "suggest",
      when: all(nature("hazardous", "lithium_batteries"), air),
      document: "dangerous_goods_declaration_iata",
      level: "required",
      responsibleParty: "exporter",
      reason:
        "Dangerous goods by air (lithium batteries are UN 3480/3481) need the shipper's declaration for dangerous goods under the IATA Dangerous Goods Regulations.",
      authority: "IATA Dangerous Goods Regulations; ICAO Technical Instructions",
      sourceUrl: IMDG,
    },
    {
      id: "P2.safety_data_sheet",
      kind: "suggest",
      when: nature("hazardous"),
      document: "safety_data_sheet",
      level: "required",
      responsibleParty: "exporter",
      reason: "Hazardous goods travel with their safety data sheet, whatever the mode.",
      authority: "IMO IMDG Code; GHS",
      sourceUrl: IMDG,
    },
    {
      id: "P3.health_certificate",
      kind: "suggest",
      when: nature("food"),
      document: "health_certificate",
      level: "conditional",
      responsibleParty: "exporter",
      reason:
        "Many importing countries ask for a health certificate for food; for products notified by the Export Inspection Council it is theirs. The manufacturer's FSSAI licence should be on file.",
      authority: "Export Inspection Council; FSSAI; the importing country",
      sourceUrl: EIC,
    },
    {
      id: "P4.veterinary_health_certificate",
      kind: "suggest",
      when: nature("live_animal", "animal_product"),
      document: "veterinary_health_certificate",
      level: "required",
      responsibleParty: "exporter",
      reason:
        "Live animals and animal products travel with a veterinary health certificate (in India from the Animal Quarantine and Certification Service).",
      authority: "Animal Quarantine and Certification Service (AQCS); WOAH",
      sourceUrl: EIC,
    },
    {
      id: "P5.copp_certificate",
      kind: "suggest",
      when: nature("pharmaceutical"),
      document: "copp_certificate",
      level: "conditional",
      responsibleParty: "exporter",
      reason:
        "Many importing countries register medicines only with a WHO-format certificate of pharmaceutical product (COPP) or a GMP certificate.",
      authority: "CDSCO (WHO certification scheme); the importing country's regulator",
      sourceUrl: "https://pharmexcil.com/",
    },
    {
      id: "P5.rcmc",
      kind: "suggest",
      when: all(fromIndia, nature("pharmaceutical")),
      document: "rcmc",
      level: "recommended",
      responsibleParty: "exporter",
      reason: "Pharmaceutical exporters register with Pharmexcil, whose RCMC is needed for benefits.",
      authority: "Pharmexcil",
      sourceUrl: RCMC,
    },
    {
      id: "P6.safety_data_sheet",
      kind: "suggest",
      when: nature("chemical"),
      document: "safety_data_sheet",
      level: "required",
      responsibleParty: "exporter",
      reason: "Chemicals travel with their safety data sheet; it also tells whether they are dangerous goods.",
      authority: "GHS; IMO IMDG Code",
      sourceUrl: IMDG,
    },
    {
      id: "P6.dangerous_goods_declaration_imdg",
      kind: "suggest",
      when: all(nature("chemical"), { not: nature("hazardous") }, { field: "transport", in: ["sea", "multimodal"] }),
      document: "dangerous_goods_declaration_imdg",
      level: "conditional",
      responsibleParty: "exporter",
      reason:
        "If the chemical is classified as a dangerous good (see its SDS), the IMDG declaration is required by sea.",
      authority: "IMO IMDG Code",
      sourceUrl: IMDG,
    },
    {
      id: "P6.dangerous_goods_declaration_iata",
      kind: "suggest",
      when: all(nature("chemical"), { not: nature("hazardous") }, air),
      document: "dangerous_goods_declaration_iata",
      level: "conditional",
      responsibleParty: "exporter",
      reason:
        "If the chemical is classified as a dangerous good (see its SDS), the IATA declaration is required by air.",
      authority: "IATA Dangerous Goods Regulations",
      sourceUrl: IMDG,
    },
    {
      id: "P6.scomet_authorisation",
      kind: "suggest",
      when: all(fromIndia, nature("chemical"), { not: nature("dual_use") }),
      document: "scomet_authorisation",
      level: "conditional",
      responsibleParty: "exporter",
      reason:
        "Chemicals in SCOMET categories 1 and 2 (Appendix 3 to Schedule 2 of ITC(HS)) need DGFT's export authorisation: check the list.",
      authority: "DGFT (SCOMET, Appendix 3 to Schedule 2 of ITC(HS))",
      sourceUrl: SCOMET,
    },
    {
      id: "P8.scomet_authorisation",
      kind: "suggest",
      when: all(fromIndia, nature("dual_use")),
      document: "scomet_authorisation",
      level: "required",
      responsibleParty: "exporter",
      reason:
        "Dual-use items (SCOMET list) leave India only under a DGFT export authorisation; do not finalise the shipment without it.",
      authority: "DGFT (SCOMET, Appendix 3 to Schedule 2 of ITC(HS))",
      sourceUrl: SCOMET,
    },
    {
      id: "P8.end_user_certificate",
      kind: "suggest",
      when: nature("dual_use"),
      document: "end_user_certificate",
      level: "required",
      responsibleParty: "importer",
      reason: "A dual-use export licence is granted on the end user's certificate of the final use and user.",
      authority: "DGFT (SCOMET); Wassenaar Arrangement practice",
      sourceUrl: SCOMET,
    },
    {
      id: "P9.rcmc",
      kind: "suggest",
      when: all(fromIndia, nature("textiles")),
      document: "rcmc",
      level: "recommended",
      responsibleParty: "exporter",
      reason: "Textile and garment exporters register with AEPC or TEXPROCIL, whose RCMC is needed for benefits.",
      authority: "AEPC, TEXPROCIL",
      sourceUrl: RCMC,
    },
    // I: Incoterms.
    {
      id: "I1.insurance_certificate",
      kind: "suggest",
      when: { field: "incoterm", in: ["CIF", "CIP"] },
      document: "insurance_certificate",
      level: "required",
      responsibleParty: "exporter",
      reason:
        "Under CIF and CIP the seller insures the goods for the buyer, at least 110 % of the value: CIF at least ICC (C) cover, CIP ICC (A).",
      authority: "ICC Incoterms® 2020",
      sourceUrl: INCOTERMS,
    },
    // L: payment terms.
    {
      id: "L1.bill_of_exchange",
      kind: "suggest",
      when: { field: "payment_terms", in: ["lc"] },
      document: "bill_of_exchange",
      level: "required",
      responsibleParty: "exporter",
      reason:
        "A letter of credit is usually drawn on with a draft (bill of exchange) on the issuing or nominated bank.",
      authority: "ICC UCP 600",
      sourceUrl: "https://letterofcredit.biz/index.php/2019/01/31/presentation-top-10-letter-of-credit-discrepancies/4",
    },
    {
      id: "L1.documents_46a",
      kind: "note",
      when: { field: "payment_terms", in: ["lc"] },
      severity: "warning",
      text: "Under a letter of credit the documents are those listed in its field 46A, presented within 21 days of shipment and before expiry (UCP 600 art. 14(c)); insurance at least 110 % (art. 28(f)). Enter the credit on the shipment to check them.",
      authority: "ICC UCP 600",
      sourceUrl: UCP28,
    },
    {
      id: "L2.bill_of_exchange",
      kind: "suggest",
      when: { field: "payment_terms", in: ["collection_dp", "collection_da"] },
      document: "bill_of_exchange",
      level: "required",
      responsibleParty: "exporter",
      reason:
        "A documentary collection (D/P or D/A) sends the documents through the banks with a bill of exchange and a collection instruction (URC 522).",
      authority: "ICC URC 522",
      sourceUrl: COLLECTION,
    },
    // X: what never applies.
    {
      id: "X1.air_no_sea_documents",
      kind: "exclude",
      when: air,
      documents: ["bill_of_lading", "sea_waybill", "vgm_declaration", "dangerous_goods_declaration_imdg"],
      reason:
        "An air shipment travels on an air waybill: no bill of lading, sea waybill, VGM or IMDG declaration (those are for ships).",
      authority: "UCP 600 art. 23; IMO SOLAS",
      sourceUrl: INCODOCS,
    },
    {
      id: "X2.buyer_insures",
      kind: "exclude",
      when: { field: "incoterm", in: ["EXW", "FCA", "FAS", "FOB"] },
      documents: ["insurance_certificate"],
      reason:
        "No insurance certificate from the seller: under EXW, FCA, FAS and FOB the buyer bears the risk of the main carriage and insures it.",
      authority: "ICC Incoterms® 2020",
      sourceUrl: INCOTERMS,
    },
    // N: notes on the terms chosen.
    {
      id: "N1.sea_term_not_sea",
      kind: "note",
      when: all({ field: "incoterm", in: ["FAS", "FOB", "CFR", "CIF"] }, { not: sea }),
      severity: "warning",
      text: "FAS, FOB, CFR and CIF are for sea and inland waterway transport only: use FCA, CPT or CIP for other modes.",
      authority: "ICC Incoterms® 2020",
      sourceUrl: INCOTERMS,
    },
    {
      id: "N2.container_fob",
      kind: "note",
      when: all({ field: "incoterm", in: ["FOB", "CFR", "CIF"] }, { flag: "containerized" }),
      severity: "info",
      text: "Containers are handed over at the terminal, before they are on board: FCA, CPT or CIP fit containerised goods better than FOB, CFR or CIF.",
      authority: "ICC Incoterms® 2020",
      sourceUrl: INCOTERMS,
    },
    {
      id: "N3.ddp",
      kind: "note",
      when: { field: "incoterm", in: ["DDP"] },
      severity: "warning",
      text: "Under DDP the exporter clears the goods for import and pays the destination's duties and taxes (VAT, GST): make sure you can.",
      authority: "ICC Incoterms® 2020",
      sourceUrl: INCOTERMS,
    },
    {
      id: "N4.exw_india",
      kind: "note",
      when: all(fromIndia, { field: "incoterm", in: ["EXW"] }),
      severity: "info",
      text: "Under EXW the buyer clears for export, but in India the exporter still files the shipping bill in practice: FCA matches what really happens.",
      authority: "ICC Incoterms® 2020",
      sourceUrl: INCOTERMS,
    },
  ],
};
