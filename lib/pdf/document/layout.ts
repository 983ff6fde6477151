import { REGULAR, type PdfDoc } from "../open-pdf";

export const MARGIN = 40;
export const GREY = "#555555";
export const LINE = "#bbbbbb";
const FOOTER_SPACE = 50;

/**
 * The page a trade document is drawn on and the shapes its sections share: a heading and
 * label/value pairs. Section painters draw through these and continue at doc.y.
 */
export type DocumentPage = {
  doc: PdfDoc;
  /** The printable width between the margins. */
  width: number;
  /** Where the body ends and the footer's space begins, on the current page. */
  bottom: () => number;
  ensureSpace: (height: number) => void;
  heading: (text: string) => void;
  pairs: (entries: [string, string][]) => void;
};

export function documentPage(doc: PdfDoc): DocumentPage {
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER_SPACE;
  const ensureSpace = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const heading = (text: string) => {
    ensureSpace(40);
    doc
      .font("bold")
      .fontSize(9)
      .fillColor("black")
      .text(text.toUpperCase(), MARGIN, doc.y, { width, characterSpacing: 0.5 });
    doc
      .moveTo(MARGIN, doc.y + 1)
      .lineTo(MARGIN + width, doc.y + 1)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    doc.y += 5;
  };

  /** Label/value pairs in two columns; a pair never splits across pages. */
  const pairs = (entries: [string, string][]) => {
    const colWidth = (width - 10) / 2;
    for (let i = 0; i < entries.length; i += 2) {
      const row = entries.slice(i, i + 2);
      doc.fontSize(8.5);
      const heights = row.map(
        ([label, value]) =>
          doc.font("bold").heightOfString(label, { width: colWidth }) +
          doc.font(REGULAR).heightOfString(value, { width: colWidth }),
      );
      const height = Math.max(...heights) + 6;
      ensureSpace(height);
      const y = doc.y;
      row.forEach(([label, value], col) => {
        const x = MARGIN + col * (colWidth + 10);
        doc.font("bold").fontSize(7.5).fillColor(GREY).text(label, x, y, { width: colWidth });
        doc.font(REGULAR).fontSize(8.5).fillColor("black").text(value, x, doc.y, { width: colWidth });
      });
      doc.y = y + height;
    }
    doc.x = MARGIN;
  };
  return { doc, width, bottom, ensureSpace, heading, pairs };
}
