import type { TemplateKey } from "@/lib/templates/descriptors";

export { DOCUMENT_KEYS, DOCUMENT_TITLES, type DocumentKey } from "@/lib/reference/trade-documents";
import type { DocumentKey } from "@/lib/reference/trade-documents";

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
