/**
 * The documents a credit's field 46A can ask for: the same keys and titles the document
 * suggestions answer with (lib/reference/trade-documents.ts), and the words of a 46A line read
 * into one of them. Client-safe: plain data.
 */
import { DOCUMENT_KEYS, DOCUMENT_TITLES, type DocumentKey } from "@/lib/reference/trade-documents";

export const LC_DOCUMENT_KEYS = DOCUMENT_KEYS;
export type LcDocumentKey = DocumentKey;
export const LC_DOCUMENT_TITLES = DOCUMENT_TITLES;

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
