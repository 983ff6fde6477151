import { REGULAR, type PdfDoc } from "@/lib/pdf/open-pdf";

export const MARGIN = 40;
export const GREY = "#555555";
export const LINE = "#bbbbbb";
const FOOTER_SPACE = 40;

export type Column = { label: string; width: number; font?: "small" };

/**
 * The page the bill is drawn on and the three shapes every section is made of: a heading, a grid of
 * boxes and a table. Each section painter draws through these, so a section says what it prints
 * and not how a row is measured or where a page breaks.
 */
export type BillPage = {
  doc: PdfDoc;
  /** The printable width between the margins. */
  width: number;
  ensureSpace: (height: number) => void;
  heading: (title: string) => void;
  boxes: (cells: [string, string][], columns?: number) => void;
  table: (columns: Column[], rows: string[][], size?: number) => void;
};

export function billPage(doc: PdfDoc): BillPage {
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER_SPACE;
  const ensureSpace = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const heading = (title: string) => {
    ensureSpace(40);
    doc.y += 4;
    doc
      .font("bold")
      .fontSize(9)
      .fillColor("black")
      .text(title.toUpperCase(), MARGIN, doc.y, { width, characterSpacing: 0.5 });
    doc
      .moveTo(MARGIN, doc.y + 1)
      .lineTo(MARGIN + width, doc.y + 1)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    doc.y += 5;
  };
  /** Boxes in a grid, as on a paper bill: a label on top, the value below; a row never splits across pages. */
  const boxes = (cells: [string, string][], columns = 2) => {
    const gap = 8;
    const cellWidth = (width - gap * (columns - 1)) / columns;
    const filled = cells.map(([label, value]): [string, string] => [label, value || "—"]);
    for (let i = 0; i < filled.length; i += columns) {
      const row = filled.slice(i, i + columns);
      const height =
        Math.max(
          ...row.map(
            ([label, value]) =>
              doc
                .font("bold")
                .fontSize(7)
                .heightOfString(label, { width: cellWidth - 8 }) +
              doc
                .font(REGULAR)
                .fontSize(8.5)
                .heightOfString(value, { width: cellWidth - 8 }),
          ),
        ) + 10;
      ensureSpace(height);
      const y = doc.y;
      row.forEach(([label, value], col) => {
        const x = MARGIN + col * (cellWidth + gap);
        doc.rect(x, y, cellWidth, height).lineWidth(0.5).strokeColor(LINE).stroke();
        doc
          .font("bold")
          .fontSize(7)
          .fillColor(GREY)
          .text(label, x + 4, y + 4, { width: cellWidth - 8 });
        doc
          .font(REGULAR)
          .fontSize(8.5)
          .fillColor("black")
          .text(value, x + 4, doc.y + 1, { width: cellWidth - 8 });
      });
      doc.y = y + height + 4;
    }
    doc.x = MARGIN;
  };
  const table = (columns: Column[], rows: string[][], size = 8) => {
    const drawHeader = () => {
      const y = doc.y;
      doc.rect(MARGIN, y, width, 15).fill("#eeeeee");
      let x = MARGIN;
      doc.font("bold").fontSize(7.5).fillColor("black");
      for (const column of columns) {
        doc.text(column.label, x + 3, y + 4, { width: column.width - 6, lineBreak: false, ellipsis: true });
        x += column.width;
      }
      doc.y = y + 17;
    };
    ensureSpace(40);
    drawHeader();
    for (const row of rows) {
      doc.font(REGULAR).fontSize(size);
      const height =
        Math.max(
          ...row.map((value, i) =>
            doc
              .fontSize(columns[i]!.font === "small" ? size - 2 : size)
              .heightOfString(value || " ", { width: columns[i]!.width - 6 }),
          ),
        ) + 6;
      if (doc.y + height > bottom()) {
        doc.addPage();
        drawHeader();
      }
      const y = doc.y;
      let x = MARGIN;
      row.forEach((value, i) => {
        doc
          .font(REGULAR)
          .fontSize(columns[i]!.font === "small" ? size - 2 : size)
          .fillColor("black")
          .text(value, x + 3, y + 3, { width: columns[i]!.width - 6 });
        x += columns[i]!.width;
      });
      doc.y = y + height;
      doc
        .moveTo(MARGIN, doc.y)
        .lineTo(MARGIN + width, doc.y)
        .lineWidth(0.3)
        .strokeColor(LINE)
        .stroke();
    }
    doc.x = MARGIN;
    doc.y += 6;
  };
  return { doc, width, ensureSpace, heading, boxes, table };
}
