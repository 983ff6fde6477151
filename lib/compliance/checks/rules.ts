/**
 * The compliance checks as data: each check's id (stable), its usual severity and the rule it
 * applies, with where the rule comes from. The engine (engine.ts) cites these in every finding.
 * Bump RULE_SET_VERSION whenever a check is added or its logic or severity changes: stored runs
 * record the version that produced them.
 *
 * UCP 600 is the ICC's Uniform Customs and Practice for Documentary Credits (2007 revision); its
 * text is ICC copyright, so findings cite article numbers and paraphrase, never quote. The links
 * are the public pages the research brief verified (docs/compliance.md lists them).
 */
export const RULE_SET_VERSION = "checks-2026.11.1";

export type Severity = "error" | "warning" | "info";

const UCP_14D = "https://letterofcredit.biz/index.php/2019/01/31/presentation-top-10-letter-of-credit-discrepancies/4";
const UCP_26_30 = "https://www.cakart.in/blog/ucp-600-article-26-to-30/";
const UCP_28_33 = "http://bankerbd.blogspot.co.uk/2014/03/ucp-600-article-28-to-article-33.html";
const DISCREPANCIES = "https://www.loamist.com/top-10-letter-of-credit-discrepancies-how-to-prevent.html";
const INCOTERMS = "https://www.dutytrade.com/tools/incoterms";
const EORI =
  "https://ec.europa.eu/taxation_customs/business/customs-procedures/general-overview/economic-operators-registration-identification-number-eori_en";
const IEC = "https://taxsimpl.com/?p=327";
const HS = "https://www.wcoomd.org/en/topics/nomenclature/instrument-and-tools/hs-nomenclature-2022-edition.aspx";

export type CheckRule = { severity: Severity; title: string; citation: string; url: string | null };

export const CHECK_RULES = {
  "parties.consignee_mismatch": {
    severity: "error",
    title: "Consignee differs between documents",
    citation: "UCP 600 art. 14(d): data in a document must not conflict with data in any other stipulated document.",
    url: UCP_14D,
  },
  "parties.exporter_mismatch": {
    severity: "error",
    title: "Exporter differs between documents",
    citation:
      "UCP 600 art. 14(d) and 14(k): the shipper or consignor need not be the beneficiary, but the documents must not conflict.",
    url: UCP_14D,
  },
  "goods.hs_mismatch": {
    severity: "error",
    title: "HS code differs between documents",
    citation: "UCP 600 art. 14(d); customs: the same goods carry the same HS 2022 subheading on every declaration.",
    url: UCP_14D,
  },
  "goods.hs_invalid": {
    severity: "error",
    title: "HS code not in HS 2022",
    citation: "WCO Harmonized System 2022: six-digit subheadings; national codes (ITC-HS 8 digits) start with one.",
    url: HS,
  },
  "goods.quantity_mismatch": {
    severity: "error",
    title: "Quantity differs",
    citation:
      'UCP 600 art. 14(d) between documents; art. 30(a)–(b) against the credit: "about" allows ±10 %, goods not counted in units ±5 %.',
    url: UCP_26_30,
  },
  "goods.package_count_mismatch": {
    severity: "error",
    title: "Number of packages differs between documents",
    citation:
      "UCP 600 art. 14(d); ISBP: package counts must not conflict across the invoice, packing list and transport document.",
    url: UCP_14D,
  },
  "weights.gross_mismatch": {
    severity: "error",
    title: "Gross weight differs between documents",
    citation:
      "UCP 600 art. 14(d): weights on the invoice, packing list and transport document must not conflict (one of the most frequent discrepancies).",
    url: DISCREPANCIES,
  },
  "weights.net_exceeds_gross": {
    severity: "error",
    title: "Net weight above gross weight",
    citation:
      "Net weight excludes packing, so it cannot exceed the gross weight; a bank treats it as inconsistent data (UCP 600 art. 14(d)).",
    url: UCP_14D,
  },
  "marks.mismatch": {
    severity: "warning",
    title: "Marks, containers or seals differ between documents",
    citation: "UCP 600 art. 14(d); marks and container and seal numbers must not conflict across documents.",
    url: DISCREPANCIES,
  },
  "ports.loading_mismatch": {
    severity: "error",
    title: "Port of loading differs between documents",
    citation: "UCP 600 art. 14(d) and art. 20(a)(iii): the port of loading shown must be the same.",
    url: UCP_14D,
  },
  "ports.discharge_mismatch": {
    severity: "error",
    title: "Port of discharge differs between documents",
    citation: "UCP 600 art. 14(d) and art. 20(a)(iii): the port of discharge shown must be the same.",
    url: UCP_14D,
  },
  "incoterm.mismatch": {
    severity: "error",
    title: "Incoterm differs between documents",
    citation: "Incoterms® 2020: one rule and named place govern the sale; UCP 600 art. 14(d).",
    url: INCOTERMS,
  },
  "incoterm.mode_mismatch": {
    severity: "error",
    title: "Sea-only Incoterm for another mode",
    citation: "Incoterms® 2020: FAS, FOB, CFR and CIF are for sea and inland waterway transport only.",
    url: INCOTERMS,
  },
  "incoterm.container_fob": {
    severity: "warning",
    title: "Sea-only Incoterm for containers",
    citation:
      "Incoterms® 2020 guidance: for containerised goods handed over at a terminal use FCA, CPT or CIP instead of FOB, CFR or CIF.",
    url: INCOTERMS,
  },
  "incoterm.insurance_missing": {
    severity: "error",
    title: "CIF/CIP without an insurance document",
    citation:
      "Incoterms® 2020 CIF and CIP: the seller insures the goods (CIF: ICC (C) minimum, CIP: ICC (A)) and provides the insurance document.",
    url: INCOTERMS,
  },
  "insurance.under_110_percent": {
    severity: "error",
    title: "Insured value under 110 %",
    citation:
      "UCP 600 art. 28(f)(ii): cover of at least 110 % of the CIF or CIP value when the credit says nothing else; Incoterms® 2020 CIF/CIP likewise.",
    url: UCP_28_33,
  },
  "insurance.currency_mismatch": {
    severity: "error",
    title: "Insurance in another currency",
    citation: "UCP 600 art. 28(f)(i): the insurance document must be in the same currency as the credit.",
    url: UCP_28_33,
  },
  "insurance.dated_after_shipment": {
    severity: "error",
    title: "Insurance dated after shipment",
    citation:
      "UCP 600 art. 28(e): the insurance document must be dated no later than the date of shipment, unless it shows cover from that date.",
    url: UCP_28_33,
  },
  "amount.currency_mismatch": {
    severity: "error",
    title: "Currency differs between documents",
    citation: "UCP 600 art. 14(d) and 18(a)(iii): the invoice and the draft are in one currency.",
    url: UCP_14D,
  },
  "amount.draft_differs_from_invoice": {
    severity: "error",
    title: "Draft amount differs from the invoice",
    citation:
      "UCP 600 art. 14(d); ISBP: the draft is drawn for the amount demanded by the presentation, the invoice total.",
    url: DISCREPANCIES,
  },
  "dates.invoice_after_shipment": {
    severity: "warning",
    title: "Invoice dated after shipment",
    citation:
      "Customs and buyers expect the invoice on or before the date of shipment; under a credit it must still be presented within the period (UCP 600 art. 14(c)).",
    url: UCP_14D,
  },
  "identifiers.iec_pan_mismatch": {
    severity: "error",
    title: "IEC does not match the PAN",
    citation: "DGFT: the IEC equals the exporter's PAN, the same PAN the GSTIN carries (characters 3–12).",
    url: IEC,
  },
  "identifiers.gstin_invalid": {
    severity: "error",
    title: "GSTIN not valid",
    citation: "GST Network GSTIN format: state code, PAN, entity number, Z and a mod-36 check character.",
    url: IEC,
  },
  "identifiers.eori_missing": {
    severity: "warning",
    title: "EU consignee without an EORI number",
    citation: "Union Customs Code art. 9: an importer into the EU needs an EORI number on the customs declaration.",
    url: EORI,
  },
  "ebl.differs_from_documents": {
    severity: "error",
    title: "Electronic bill of lading differs from the documents",
    citation:
      "UCP 600 art. 14(d) and art. 20: the transport document must not conflict with the invoice and the other documents.",
    url: UCP_14D,
  },
  "lc.amount_exceeded": {
    severity: "error",
    title: "Invoice over the credit amount",
    citation:
      'UCP 600 art. 18(b) and art. 30(a): an invoice over the amount of the credit (beyond its tolerance, 39A, or ±10 % for "about") may be refused.',
    url: UCP_26_30,
  },
  "lc.currency_mismatch": {
    severity: "error",
    title: "Not in the credit's currency",
    citation: "UCP 600 art. 18(a)(iii): the commercial invoice must be made out in the currency of the credit.",
    url: UCP_14D,
  },
  "lc.late_shipment": {
    severity: "error",
    title: "Shipped after the latest shipment date",
    citation:
      "UCP 600 art. 14(c), 29(c) and MT700 44C: the latest date for shipment is not extended, even on a bank holiday.",
    url: UCP_28_33,
  },
  "lc.late_presentation": {
    severity: "error",
    title: "Presentation period over",
    citation:
      "UCP 600 art. 14(c): originals presented no later than 21 calendar days (or the 48 period) after shipment and before expiry; art. 29(a) extends a last day on which the bank is closed to the next banking day.",
    url: UCP_28_33,
  },
  "lc.expired": {
    severity: "error",
    title: "Credit expired",
    citation:
      "UCP 600 art. 6(d)(i) and 6(e): presentation must be made on or before the expiry date; art. 29(a) extends it to the next banking day when the bank is closed.",
    url: UCP_28_33,
  },
  "lc.port_of_loading_mismatch": {
    severity: "error",
    title: "Port of loading not as the credit states",
    citation:
      "UCP 600 art. 20(a)(iii) and MT700 44E: the bill of lading shows shipment from the port of loading stated in the credit.",
    url: UCP_14D,
  },
  "lc.port_of_discharge_mismatch": {
    severity: "error",
    title: "Port of discharge not as the credit states",
    citation:
      "UCP 600 art. 20(a)(iii) and MT700 44F: the bill of lading shows the port of discharge stated in the credit.",
    url: UCP_14D,
  },
  "lc.goods_description_mismatch": {
    severity: "error",
    title: "Goods description does not correspond with the credit",
    citation:
      "UCP 600 art. 18(c): the description of the goods in the commercial invoice must correspond with that in the credit (45A).",
    url: DISCREPANCIES,
  },
  "lc.beneficiary_mismatch": {
    severity: "error",
    title: "Invoice not issued by the beneficiary",
    citation: "UCP 600 art. 18(a)(i): the commercial invoice must appear to have been issued by the beneficiary (59).",
    url: UCP_14D,
  },
  "lc.applicant_mismatch": {
    severity: "error",
    title: "Invoice not made out to the applicant",
    citation: "UCP 600 art. 18(a)(ii): the commercial invoice must be made out in the name of the applicant (50).",
    url: UCP_14D,
  },
  "lc.partial_shipment_not_allowed": {
    severity: "warning",
    title: "Partial shipment where the credit forbids it",
    citation:
      "UCP 600 art. 31 and MT700 43P; art. 30(c) allows drawing up to 5 % less only when the full quantity is shipped.",
    url: UCP_28_33,
  },
  "lc.transhipment_not_allowed": {
    severity: "error",
    title: "Transhipment where the credit forbids it",
    citation:
      "UCP 600 art. 20(c) and MT700 43T: a bill of lading showing transhipment is acceptable despite a prohibition only for goods in containers, trailers or LASH barges.",
    url: UCP_14D,
  },
  "lc.document_missing": {
    severity: "error",
    title: "A document the credit requires is missing",
    citation: "UCP 600 art. 14(a) and MT700 46A: the presentation must contain every document the credit stipulates.",
    url: DISCREPANCIES,
  },
} as const satisfies Record<string, CheckRule>;

export type CheckId = keyof typeof CHECK_RULES;
export const CHECK_IDS = Object.keys(CHECK_RULES) as CheckId[];
