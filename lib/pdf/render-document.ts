import "server-only";
import QRCode from "qrcode";
import { TEMPLATE_BY_KEY } from "@/lib/templates/descriptors";
import type { Party } from "./format";
import type { PrintedDocument, RenderInput } from "./document/context";
import { documentPage, MARGIN } from "./document/layout";
import { paintLetterhead } from "./document/letterhead";
import { paintSections } from "./document/sections";
import { paintFooters } from "./document/verification";
import { openA4Pdf } from "./open-pdf";

export type { RenderInput } from "./document/context";

/**
 * Renders a document to PDF with pdfkit: letterhead with the exporter's logo (if any) and name, the template's
 * sections, a goods table that breaks across pages with its header repeated, totals, page
 * numbers, and — for finalised documents — a QR code to the public verification page in the
 * letterhead and the content hash in every footer. Drafts are marked DRAFT on every page and carry no verification.
 */
export async function renderDocumentPdf(input: RenderInput): Promise<Buffer> {
  const template = TEMPLATE_BY_KEY[input.name];
  const data = input.data;
  const currency = (data.currency as string | undefined) ?? input.totals.currency;
  const qr = input.final
    ? await QRCode.toBuffer(input.final.verifyUrl, { margin: 1, width: 240, errorCorrectionLevel: "M" })
    : null;
  const exporter = data.exporter as Party | undefined;

  const { doc, bytes: finished } = openA4Pdf({
    margin: MARGIN,
    title: `${template.title} ${input.reference}`,
    author: exporter?.company || exporter?.name || "Exporter",
    subject: template.title,
    // Fixed for a finalised document, so re-rendering it gives the same bytes and the same file id.
    creationDate: input.final?.finalizedAt ?? input.updatedAt ?? new Date(),
  });

  // Drawn top to bottom in this order: each painter continues at doc.y where the previous one stopped.
  const printed: PrintedDocument = { input, template, data, currency, exporter, qr };
  const page = documentPage(doc);
  paintLetterhead(page, printed);
  paintSections(page, printed);
  paintFooters(page, printed);
  doc.end();
  return finished;
}
