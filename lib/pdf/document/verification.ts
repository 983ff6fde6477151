import { REGULAR } from "../open-pdf";
import type { PrintedDocument } from "./context";
import { GREY, LINE, MARGIN, type DocumentPage } from "./layout";

/** On every page, once all exist: the DRAFT watermark for drafts, the hash (or draft note) and the page number. */
export function paintFooters({ doc, width }: DocumentPage, { input, template }: PrintedDocument): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing into the bottom margin would start a new page; the footer lives there.
    doc.page.margins.bottom = 0;
    if (!input.final) {
      doc.save();
      doc.rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] });
      doc
        .font("bold")
        .fontSize(96)
        .fillColor("#b00020")
        .opacity(0.08)
        .text("DRAFT", 0, doc.page.height / 2 - 50, { width: doc.page.width, align: "center", lineBreak: false });
      doc.restore();
      doc.opacity(1);
    }
    const y = doc.page.height - MARGIN - 12;
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(MARGIN + width, y - 4)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    doc.font(REGULAR).fontSize(7).fillColor(GREY);
    const left = input.final
      ? `${template.title} · SHA-256 ${input.final.contentSha256}`
      : `${template.title} · draft, not verifiable`;
    doc.text(left, MARGIN, y, { width: width - 80, lineBreak: false, ellipsis: true });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN + width - 80, y, {
      width: 80,
      align: "right",
      lineBreak: false,
    });
  }
}
