/**
 * The stable keys of trade documents a credit's field 46A can ask for (the same keys the document
 * suggestions answer with), and the Exportly template that produces each one, if any.
 * Client-safe: plain data.
 */
export const LC_DOCUMENT_KEYS = [
  "commercial_invoice",
  "proforma_invoice",
  "packing_list",
  "shipping_bill",
  "bill_of_export",
  "bill_of_lading",
  "sea_waybill",
  "air_waybill",
  "road_consignment_note",
  "rail_consignment_note",
  "shipping_instructions",
  "vgm_declaration",
  "ispm15_declaration",
  "certificate_of_origin",
  "preferential_certificate_of_origin",
  "phytosanitary_certificate",
  "fumigation_certificate",
  "health_certificate",
  "eic_health_certificate",
  "veterinary_health_certificate",
  "dangerous_goods_declaration_imdg",
  "dangerous_goods_declaration_iata",
  "safety_data_sheet",
  "insurance_certificate",
  "bill_of_exchange",
  "lut_or_igst_payment",
  "e_way_bill",
  "e_brc",
  "rcmc",
  "scomet_authorisation",
  "end_user_certificate",
  "copp_certificate",
  "importer_security_filing",
  "fda_prior_notice",
  "eori_number",
] as const;
export type LcDocumentKey = (typeof LC_DOCUMENT_KEYS)[number];

export const LC_DOCUMENT_TITLES: Record<LcDocumentKey, string> = {
  commercial_invoice: "Commercial invoice",
  proforma_invoice: "Proforma invoice",
  packing_list: "Packing list",
  shipping_bill: "Shipping bill",
  bill_of_export: "Bill of export",
  bill_of_lading: "Bill of lading",
  sea_waybill: "Sea waybill",
  air_waybill: "Air waybill",
  road_consignment_note: "Road consignment note",
  rail_consignment_note: "Rail consignment note",
  shipping_instructions: "Shipping instructions",
  vgm_declaration: "VGM declaration",
  ispm15_declaration: "ISPM 15 declaration",
  certificate_of_origin: "Certificate of origin",
  preferential_certificate_of_origin: "Preferential certificate of origin",
  phytosanitary_certificate: "Phytosanitary certificate",
  fumigation_certificate: "Fumigation certificate",
  health_certificate: "Health certificate",
  eic_health_certificate: "EIC health certificate",
  veterinary_health_certificate: "Veterinary health certificate",
  dangerous_goods_declaration_imdg: "Dangerous goods declaration (IMDG)",
  dangerous_goods_declaration_iata: "Shipper's declaration for dangerous goods (IATA)",
  safety_data_sheet: "Safety data sheet",
  insurance_certificate: "Insurance certificate",
  bill_of_exchange: "Bill of exchange (draft)",
  lut_or_igst_payment: "LUT or IGST payment",
  e_way_bill: "e-way bill",
  e_brc: "e-BRC",
  rcmc: "RCMC",
  scomet_authorisation: "SCOMET authorisation",
  end_user_certificate: "End-user certificate",
  copp_certificate: "COPP certificate",
  importer_security_filing: "Importer security filing",
  fda_prior_notice: "FDA prior notice",
  eori_number: "EORI number",
};

/**
 * Words of a 46A line → document key, most specific first (a "preferential certificate of origin"
 * before a "certificate of origin", a "proforma invoice" before an "invoice").
 */
export const DOCUMENT_PATTERNS: [RegExp, LcDocumentKey][] = [
  [/PRO[\s-]?FORMA/, "proforma_invoice"],
  [
    /(GSP|FORM\s+A\b|PREFERENTIAL|CEPA|ECTA|FTA\b|AIFTA|SAFTA).*ORIGIN|ORIGIN.*(GSP|PREFERENTIAL|CEPA|ECTA)/,
    "preferential_certificate_of_origin",
  ],
  [/CERTIFICATE\s+OF\s+(INDIAN\s+)?ORIGIN|ORIGIN\s+CERTIFICATE/, "certificate_of_origin"],
  [/PHYTO/, "phytosanitary_certificate"],
  [/FUMIGATION/, "fumigation_certificate"],
  [/VETERINARY/, "veterinary_health_certificate"],
  [/\bEIC\b|EXPORT\s+INSPECTION\s+COUNCIL/, "eic_health_certificate"],
  [/HEALTH\s+CERTIFICATE|SANITARY\s+CERTIFICATE/, "health_certificate"],
  [/INSURANCE\s+(POLICY|CERTIFICATE|DOCUMENT)/, "insurance_certificate"],
  [/SEA\s*WAY\s*BILL/, "sea_waybill"],
  [/AIR\s*WAY\s*BILL|\bAWB\b/, "air_waybill"],
  [/\bCMR\b|ROAD\s+CONSIGNMENT|LORRY\s+RECEIPT|TRUCK\s+CONSIGNMENT/, "road_consignment_note"],
  [/RAIL(WAY)?\s+(CONSIGNMENT|RECEIPT)/, "rail_consignment_note"],
  [/BILLS?\s+OF\s+LADING|\bB\/L\b|\bBL\b/, "bill_of_lading"],
  [/PACKING\s+(LIST|SLIP)|WEIGHT\s+LIST/, "packing_list"],
  [/DANGEROUS\s+GOODS.*(IATA|AIR)/, "dangerous_goods_declaration_iata"],
  [/DANGEROUS\s+GOODS|IMDG/, "dangerous_goods_declaration_imdg"],
  [/SAFETY\s+DATA\s+SHEET|\bMSDS\b|\bSDS\b/, "safety_data_sheet"],
  [/SHIPPING\s+BILL/, "shipping_bill"],
  [/BILL\s+OF\s+EXPORT/, "bill_of_export"],
  [/\bVGM\b|VERIFIED\s+GROSS\s+MASS/, "vgm_declaration"],
  [/ISPM/, "ispm15_declaration"],
  [/END[\s-]USER/, "end_user_certificate"],
  [/\bCOPP\b|PHARMACEUTICAL\s+PRODUCT/, "copp_certificate"],
  [/BILL\s+OF\s+EXCHANGE|\bDRAFTS?\b/, "bill_of_exchange"],
  [/INVOICE/, "commercial_invoice"],
];

/** The document key a line of 46A asks for, or null when it is not one we know. */
export function documentKeyOf(line: string): LcDocumentKey | null {
  const text = line.toUpperCase();
  for (const [pattern, key] of DOCUMENT_PATTERNS) if (pattern.test(text)) return key;
  return null;
}
