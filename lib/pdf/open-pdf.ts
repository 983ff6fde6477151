import path from "node:path";
import PDFDocument from "pdfkit";

// Liberation Sans (SIL OFL, lib/pdf/fonts/LICENSE), embedded in every document we print so that
// names in Latin, Greek and Cyrillic scripts print correctly; the PDF standard fonts only cover Windows-1252.
const FONT_DIR = path.join(process.cwd(), "lib", "pdf", "fonts");
/** The regular face by path: `doc.font(REGULAR)` returns to it after "bold". */
export const REGULAR = path.join(FONT_DIR, "LiberationSans-Regular.ttf");
const BOLD = path.join(FONT_DIR, "LiberationSans-Bold.ttf");

export type PdfDoc = InstanceType<typeof PDFDocument>;

/**
 * An A4 document with equal margins, the regular face as default and "bold" registered, and its
 * bytes collected: `bytes` resolves once the caller has drawn and called `doc.end()`.
 * `CreationDate` is the caller's, so printing the same thing twice gives the same file.
 */
export function openA4Pdf({
  margin,
  title,
  author,
  subject,
  creationDate,
}: {
  margin: number;
  title: string;
  author: string;
  subject: string;
  creationDate: Date;
}) {
  const doc: PdfDoc = new PDFDocument({
    size: "A4",
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    bufferPages: true,
    font: REGULAR,
    info: {
      Title: title,
      Author: author,
      Subject: subject,
      Creator: "Exportly",
      Producer: "Exportly (pdfkit)",
      CreationDate: creationDate,
    },
  });
  // The regular face is addressed by its path (the cache key of the constructor's font), so it is parsed once per document.
  doc.registerFont("bold", BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}
