import { partyLines } from "../format";
import { REGULAR } from "../open-pdf";
import type { PrintedDocument } from "./context";
import { GREY, MARGIN, type DocumentPage } from "./layout";

/** The box the logo is scaled into (aspect ratio kept), above the exporter's name. */
const LOGO_BOX: [number, number] = [140, 48];
const LOGO_GAP = 6;

/** The exporter's logo and name with the address on the left, the document's title, reference and draft mark on the right, and a rule under both. */
export function paintLetterhead({ doc, width }: DocumentPage, { input, template, exporter }: PrintedDocument): void {
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
  doc.y = Math.max(leftBottom, doc.y) + 8;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(1)
    .strokeColor("black")
    .stroke();
  doc.y += 10;
}
