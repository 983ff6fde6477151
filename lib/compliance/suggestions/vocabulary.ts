import type { TemplateKey } from "@/lib/templates/descriptors";

/** The stable document keys a suggestion can name (docs/compliance.md lists their meaning). */
export const DOCUMENT_KEYS = [
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
export type DocumentKey = (typeof DOCUMENT_KEYS)[number];

export const DOCUMENT_TITLES: Record<DocumentKey, string> = {
  commercial_invoice: "Commercial invoice",
  proforma_invoice: "Proforma invoice",
  packing_list: "Packing list",
  shipping_bill: "Shipping bill",
  bill_of_export: "Bill of export",
  bill_of_lading: "Bill of lading",
  sea_waybill: "Sea waybill",
  air_waybill: "Air waybill",
  road_consignment_note: "Road consignment note (lorry receipt)",
  rail_consignment_note: "Railway receipt (rail consignment note)",
  shipping_instructions: "Shipping instructions",
  vgm_declaration: "Verified gross mass (VGM) declaration",
  ispm15_declaration: "ISPM 15 wood packaging declaration",
  certificate_of_origin: "Certificate of origin (non-preferential)",
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
  lut_or_igst_payment: "GST letter of undertaking (LUT) or IGST payment",
  e_way_bill: "E-way bill",
  e_brc: "Electronic bank realisation certificate (e-BRC)",
  rcmc: "Registration-cum-membership certificate (RCMC)",
  scomet_authorisation: "SCOMET export authorisation",
  end_user_certificate: "End-user certificate",
  copp_certificate: "Certificate of pharmaceutical product (COPP)",
  importer_security_filing: "Importer security filing (ISF 10+2)",
  fda_prior_notice: "FDA prior notice",
  eori_number: "Consignee's EORI number",
};

/**
 * The documents Exportly can produce, by suggestion key. The bill of lading maps to our
 * "bill of lading instructions" template: the carrier issues the B/L, the exporter's part is the
 * instructions it is drawn from.
 */
export const TEMPLATE_FOR_DOCUMENT: Partial<Record<DocumentKey, TemplateKey>> = {
  commercial_invoice: "commercial_invoice",
  proforma_invoice: "proforma_invoice",
  packing_list: "packing_list",
  certificate_of_origin: "certificate_of_origin",
  bill_of_lading: "bill_of_lading_instructions",
  shipping_bill: "shipping_bill",
  insurance_certificate: "insurance_certificate",
  bill_of_exchange: "bill_of_exchange",
};

export const PRODUCT_NATURES = [
  "general",
  "food",
  "plant",
  "fish_seafood",
  "animal_product",
  "live_animal",
  "chemical",
  "hazardous",
  "pharmaceutical",
  "electronics",
  "lithium_batteries",
  "textiles",
  "wood",
  "dual_use",
] as const;
export type ProductNature = (typeof PRODUCT_NATURES)[number];

export const PRODUCT_NATURE_LABELS: Record<ProductNature, string> = {
  general: "General goods",
  food: "Food",
  plant: "Plants and plant products",
  fish_seafood: "Fish and seafood",
  animal_product: "Animal products",
  live_animal: "Live animals",
  chemical: "Chemicals",
  hazardous: "Hazardous (dangerous goods)",
  pharmaceutical: "Pharmaceuticals",
  electronics: "Electronics",
  lithium_batteries: "Lithium batteries",
  textiles: "Textiles and garments",
  wood: "Wood and wood products",
  dual_use: "Dual-use (SCOMET)",
};

export const TRANSPORTS = ["sea", "air", "road", "rail", "multimodal"] as const;
export type Transport = (typeof TRANSPORTS)[number];

export const PAYMENT_TERMS = ["advance", "open_account", "lc", "collection_dp", "collection_da"] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

export const PAYMENT_TERM_LABELS: Record<PaymentTerms, string> = {
  advance: "Advance payment",
  open_account: "Open account",
  lc: "Letter of credit",
  collection_dp: "Documentary collection, documents against payment (D/P)",
  collection_da: "Documentary collection, documents against acceptance (D/A)",
};

export const LEVELS = ["required", "conditional", "recommended"] as const;
export type Level = (typeof LEVELS)[number];

export const RESPONSIBLE_PARTIES = ["exporter", "importer", "carrier", "insurer"] as const;
export type ResponsibleParty = (typeof RESPONSIBLE_PARTIES)[number];

/**
 * The flags a request may answer yes or no. Left out, a rule that depends on one lists its
 * document as conditional, saying on what.
 */
export const FLAGS = [
  "containerized",
  "wood_packaging",
  "gst_registered",
  "claims_export_benefits",
  "inland_road_leg",
] as const;
export type Flag = (typeof FLAGS)[number];

export const FLAG_LABELS: Record<Flag, string> = {
  containerized: "the goods travel in containers",
  wood_packaging: "the packaging includes wood (pallets, crates, dunnage)",
  gst_registered: "the seller is GST-registered",
  claims_export_benefits: "the exporter claims Foreign Trade Policy benefits",
  inland_road_leg: "the goods move by road to the port or ICD",
};
