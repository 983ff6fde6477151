import type { TemplateDescriptor, TemplateKey } from "@/lib/templates/descriptors";
import type { Totals } from "@/lib/templates/totals";
import type { Party } from "../format";

export type RenderInput = {
  name: TemplateKey;
  reference: string;
  data: Record<string, unknown>;
  totals: Totals;
  /** Set for finalised documents: printed, and the date becomes the PDF's creation date (same bytes on every render). */
  final?: { finalizedAt: Date; contentSha256: string; verifyUrl: string };
  /** Draft renders only: when the draft was last saved. */
  updatedAt?: Date;
  /** The exporter's company logo (PNG or JPEG bytes), drawn above the name in the letterhead. */
  logo?: Buffer | null;
};

/** What every section painter reads: the caller's input and what is derived from it once. */
export type PrintedDocument = {
  input: RenderInput;
  template: TemplateDescriptor;
  data: Record<string, unknown>;
  /** The document's own currency, else the one the totals were computed in. */
  currency: string | null;
  exporter: Party | undefined;
  /** The QR code to the verification page, for finalised documents. */
  qr: Buffer | null;
};
