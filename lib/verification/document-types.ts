/**
 * KYC document types and the business entity types, shared by the server and the browser
 * (this module imports nothing, so the client bundle stays small).
 */
import type { UserRole } from "@/models/roles";

export const KYC_DOCUMENT_TYPES = [
  "certificate_of_incorporation",
  "gst_certificate",
  "iec_certificate",
  "pan_card",
  "address_proof",
  "signatory_id",
] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** Printed on the letterhead of every PDF the user's documents render to; never a KYC requirement. */
export const COMPANY_LOGO_TYPE = "company_logo" as const;
/** pdfkit draws only PNG and JPEG images, so a logo must be one of these. */
export const COMPANY_LOGO_CONTENT_TYPES: readonly string[] = ["image/png", "image/jpeg"];

/** Types a user may upload through POST /api/pdfdocs: the KYC documents, the company logo and any other business document. */
export const BUSINESS_DOCUMENT_TYPES = [...KYC_DOCUMENT_TYPES, COMPANY_LOGO_TYPE, "other"] as const;
export type BusinessDocumentType = (typeof BUSINESS_DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<BusinessDocumentType, string> = {
  certificate_of_incorporation: "Certificate of incorporation or registration",
  gst_certificate: "GST registration certificate",
  iec_certificate: "IEC certificate",
  pan_card: "PAN card",
  address_proof: "Proof of business address",
  signatory_id: "Authorised signatory's ID",
  company_logo: "Company logo (shown on your documents' PDFs)",
  other: "Other business document",
};

/** A document's name inside a sentence: "Upload the PAN card.", "Upload the proof of business address." */
export const documentNoun = (type: BusinessDocumentType) => {
  const label = DOCUMENT_TYPE_LABELS[type];
  return /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
};

/**
 * Which business documents each role is asked for in India. The IEC (Importer-Exporter Code) is
 * issued by the DGFT to businesses that import or export goods: a bank, a carrier, a forwarder, a
 * customs broker or a surveyor has none, so it is asked only of exporters and importers. Every
 * Indian business has a registration, a GST registration, a PAN, an address and a signatory.
 */
export const INDIAN_DOCUMENTS_BY_ROLE: Record<UserRole, readonly KycDocumentType[]> = {
  exporter: KYC_DOCUMENT_TYPES,
  importer: KYC_DOCUMENT_TYPES,
  bank: ["certificate_of_incorporation", "gst_certificate", "pan_card", "address_proof", "signatory_id"],
  shipping_line: ["certificate_of_incorporation", "gst_certificate", "pan_card", "address_proof", "signatory_id"],
  freight_forwarder: ["certificate_of_incorporation", "gst_certificate", "pan_card", "address_proof", "signatory_id"],
  customs_house_agent: ["certificate_of_incorporation", "gst_certificate", "pan_card", "address_proof", "signatory_id"],
  surveyor: ["certificate_of_incorporation", "gst_certificate", "pan_card", "address_proof", "signatory_id"],
  admin: ["certificate_of_incorporation", "gst_certificate", "pan_card", "address_proof", "signatory_id"],
};

/** Outside India only the documents that exist everywhere, whatever the role. */
export const FOREIGN_DOCUMENTS: readonly KycDocumentType[] = [
  "certificate_of_incorporation",
  "address_proof",
  "signatory_id",
];

/** The documents a submission needs, by the business's country and the account's role. */
export function requiredDocumentTypes(country: string | null | undefined, role: string): KycDocumentType[] {
  if (country?.toUpperCase() !== "IN") return [...FOREIGN_DOCUMENTS];
  // An unknown role gets the smaller list of an Indian business that does not trade goods itself.
  return [...(INDIAN_DOCUMENTS_BY_ROLE[role as UserRole] ?? INDIAN_DOCUMENTS_BY_ROLE.bank)];
}

/** Whether the business must give its IEC: only an exporter or importer in India. */
export const iecRequired = (country: string | null | undefined, role: string) =>
  requiredDocumentTypes(country, role).includes("iec_certificate");

export const ENTITY_TYPES = [
  "sole_proprietorship",
  "partnership",
  "llp",
  "private_limited",
  "public_limited",
  "trust",
  "society",
  "government",
  "other",
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const ENTITY_TYPE_LABELS: Record<EntityType, string> = {
  sole_proprietorship: "Sole proprietorship",
  partnership: "Partnership firm",
  llp: "Limited liability partnership (LLP)",
  private_limited: "Private limited company",
  public_limited: "Public limited company",
  trust: "Trust",
  society: "Society or association",
  government: "Government body",
  other: "Other",
};

export const VERIFICATION_STATE_LABELS = {
  unverified: "Not verified",
  pending: "Under review",
  verified: "Verified",
  rejected: "Changes needed",
  suspended: "Suspended",
} as const;
