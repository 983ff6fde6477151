import type { Totals } from "@/lib/templates/totals";
import type { DocumentState } from "@/components/shipments/types";
import type { Data } from "./paths";

/** GET/PUT /api/shipments/{id}/{x} → {document}. Fields beyond the contract's are optional. */
export type DocumentDto = {
  name: string;
  title?: string;
  data: Data;
  version: number;
  state: DocumentState;
  updatedAt: string | null;
  updatedBy: string | null;
  shipmentId?: string;
  /** The shipment's reference. */
  reference?: string;
  overrides?: string[];
  totals?: Totals;
  finalizedAt?: string | null;
  /** SHA-256 of the finalised PDF file. */
  pdfSha256?: string | null;
  /** SHA-256 of the finalised document's canonical JSON (printed on the PDF, in its QR code). */
  contentSha256?: string | null;
  verifyUrl?: string | null;
};

export type DocumentVersion = {
  version: number;
  createdAt: string;
  changes?: string[];
  actor?: { id?: string; name?: string } | null;
};

export const SAVE_FAILED_MESSAGE =
  "An error occurred while updating the document. Please check your connection and try again.";
