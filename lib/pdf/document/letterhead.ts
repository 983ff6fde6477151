import { partyLines } from "../format";
import { REGULAR } from "../open-pdf";
import type { PrintedDocument } from "./context";
import { GREY, MARGIN, type DocumentPage } from "./layout";

/** The box the logo is scaled into (aspect ratio kept), above the exporter's name. */
const LOGO_BOX: [number, number] = [140, 48];
const LOGO_GAP = 6;

/** The verification QR code's side, in points, in the letterhead's right column. */
const QR_SIZE = 64;

/**
 * The exporter's logo and name with the address on the left; on the right the document's title,
 * reference and draft mark, and on a finalised document the QR code to its verification page.
 * The QR lives here, on page 1, so it can never end up alone on a last page after the totals.
 */
export function paintLetterhead(
  { doc, width }: DocumentPage,
  { input, template, exporter, qr }: PrintedDocument,
): void {
  const top = doc.y;
  let nameTop = top;
  if (input.logo) {
    // Uploads are checked to be PNG or JPEG by their content, so pdfkit can draw them; `fit`
    // keeps the aspect ratio inside the box, anchored top-left, and the name starts below it.
    try {
      doc.image(input.logo, MARGIN, top, { fit: LOGO_BOX });
      nameTop = top + LOGO_BOX[1] + LOGO_GAP;
    } catch {
      // A file can start like a PNG and still be undecodable: the document then prints without
      // the logo rather than failing. Deterministic too: the same bytes fail the same way.
    }
  }
  doc
    .font("bold")
    .fontSize(15)
    .fillColor("black")
    .text(exporter?.company || exporter?.name || "Exporter", MARGIN, nameTop, { width: 300 });
  doc.font(REGULAR).fontSize(8.5).fillColor(GREY);
  for (const line of partyLines(exporter).slice(exporter?.company && exporter.company !== exporter.name ? 1 : 1))
    doc.text(line, { width: 300 });
  const leftBottom = doc.y;
  doc
    .font("bold")
    .fontSize(16)
    .fillColor("black")
    .text(template.title.toUpperCase(), MARGIN + 300, top, { width: width - 300, align: "right" });
  doc
    .font(REGULAR)
    .fontSize(8.5)
    .fillColor(GREY)
    .text(`Shipment reference: ${input.reference}`, { width: width - 300, align: "right" });
  if (!input.final)
    doc
      .font("bold")
      .fillColor("#b00020")
      .text("DRAFT: not finalised", { width: width - 300, align: "right" });
  if (input.final && qr) {
    const qrTop = doc.y + 6;
    const textWidth = width - 300 - QR_SIZE - 8;
    doc.image(qr, MARGIN + width - QR_SIZE, qrTop, { width: QR_SIZE, height: QR_SIZE });
    doc
      .font("bold")
      .fontSize(8)
      .fillColor("black")
      .text("Verify this document", MARGIN + 300, qrTop, { width: textWidth, align: "right" });
    doc.font(REGULAR).fontSize(6.5).fillColor(GREY);
    doc.text(`Finalised ${input.final.finalizedAt.toISOString().replace("T", " ").slice(0, 16)} UTC.`, {
      width: textWidth,
      align: "right",
    });
    doc.text(`Scan the code or open ${input.final.verifyUrl}`, { width: textWidth, align: "right" });
    doc.y = Math.max(doc.y, qrTop + QR_SIZE);
  }
  doc.y = Math.max(leftBottom, doc.y) + 8;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(1)
    .strokeColor("black")
    .stroke();
  doc.y += 10;
}
