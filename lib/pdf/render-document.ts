import "server-only";
import QRCode from "qrcode";
import { countryName } from "@/lib/reference/countries";
import { TEMPLATE_BY_KEY, type FieldDescriptor, type TemplateKey } from "@/lib/templates/descriptors";
import type { Totals } from "@/lib/templates/totals";
import { formatField, groupDigits, money, padMinor, partyLines, type Party } from "./format";
import { openA4Pdf, REGULAR } from "./open-pdf";

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

/** The box the logo is scaled into (aspect ratio kept), above the exporter's name. */
const LOGO_BOX: [number, number] = [140, 48];
const LOGO_GAP = 6;

const MARGIN = 40;
const GREY = "#555555";
const LINE = "#bbbbbb";
const FOOTER_SPACE = 50;

type Column = {
  key: string;
  label: string;
  width: number;
  align?: "left" | "right";
  value: (item: Record<string, unknown>, index: number) => string;
};

function goodsColumns(priced: boolean, totals: Totals): Column[] {
  const description = (item: Record<string, unknown>) =>
    [
      item.description,
      item.originCountry ? `Origin: ${countryName(String(item.originCountry)) ?? item.originCountry}` : "",
    ]
      .filter(Boolean)
      .join("\n");
  const qty = (item: Record<string, unknown>) => (item.quantity ? groupDigits(String(item.quantity)) : "");
  if (priced) {
    return [
      { key: "n", label: "#", width: 22, value: (_i, n) => String(n + 1) },
      { key: "marks", label: "Marks", width: 70, value: (i) => String(i.marks ?? "") },
      { key: "description", label: "Description of goods", width: 150, value: description },
      { key: "hs", label: "HS code", width: 55, value: (i) => String(i.hsCode ?? "") },
      { key: "qty", label: "Quantity", width: 58, align: "right", value: qty },
      { key: "unit", label: "Unit", width: 35, value: (i) => String(i.unit ?? "") },
      {
        key: "price",
        label: "Unit price",
        width: 60,
        align: "right",
        value: (i) => (i.unitPrice ? groupDigits(padMinor(String(i.unitPrice), totals.currency)) : ""),
      },
      {
        key: "amount",
        label: `Amount${totals.currency ? ` (${totals.currency})` : ""}`,
        width: 65,
        align: "right",
        value: (_i, n) => (totals.lineAmounts[n] ? groupDigits(totals.lineAmounts[n]!) : ""),
      },
    ];
  }
  return [
    { key: "n", label: "#", width: 22, value: (_i, n) => String(n + 1) },
    { key: "marks", label: "Marks", width: 70, value: (i) => String(i.marks ?? "") },
    { key: "description", label: "Description of goods", width: 140, value: description },
    { key: "hs", label: "HS code", width: 55, value: (i) => String(i.hsCode ?? "") },
    {
      key: "packages",
      label: "Packages",
      width: 58,
      value: (i) => [i.packages, i.packageKind].filter((v) => v !== undefined && v !== null && v !== "").join(" "),
    },
    {
      key: "qty",
      label: "Quantity",
      width: 60,
      align: "right",
      value: (i) => [qty(i), i.unit].filter(Boolean).join(" "),
    },
    {
      key: "net",
      label: "Net kg",
      width: 55,
      align: "right",
      value: (i) => (i.netWeight ? groupDigits(String(i.netWeight)) : ""),
    },
    {
      key: "gross",
      label: "Gross kg",
      width: 55,
      align: "right",
      value: (i) => (i.grossWeight ? groupDigits(String(i.grossWeight)) : ""),
    },
  ];
}

const TOTAL_LABELS: Record<string, string> = {
  subtotal: "Subtotal",
  freight: "Freight",
  insurance: "Insurance",
  otherCharges: "Other charges",
  discount: "Discount",
  total: "Total",
  totalPackages: "Total packages",
  totalNetWeight: "Total net weight",
  totalGrossWeight: "Total gross weight",
  suggestedInsuredValue: "110% of invoice value",
  totalInr: "Total in INR",
};

/**
 * Renders a document to PDF with pdfkit: letterhead with the exporter's logo (if any) and name, the template's
 * sections, a goods table that breaks across pages with its header repeated, totals, page
 * numbers, and — for finalised documents — the content hash with a QR code to the public
 * verification page. Drafts are marked DRAFT on every page and carry no verification.
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

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER_SPACE;
  const ensureSpace = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // ---- letterhead ----
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

  const goodsTable = () => {
    const items = (Array.isArray(data.lineItems) ? data.lineItems : []) as Record<string, unknown>[];
    const columns = goodsColumns(template.totals.includes("subtotal"), input.totals);
    const drawHeader = () => {
      const y = doc.y;
      doc.rect(MARGIN, y, width, 16).fill("#eeeeee");
      let x = MARGIN;
      doc.font("bold").fontSize(7.5).fillColor("black");
      for (const c of columns) {
        doc.text(c.label, x + 3, y + 4, {
          width: c.width - 6,
          align: c.align ?? "left",
          lineBreak: false,
          ellipsis: true,
        });
        x += c.width;
      }
      doc.y = y + 18;
    };
    ensureSpace(40);
    drawHeader();
    if (items.length === 0) {
      doc
        .font(REGULAR)
        .fontSize(8.5)
        .fillColor(GREY)
        .text("No goods entered.", MARGIN + 3, doc.y, { width });
      doc.y += 4;
    }
    items.forEach((item, index) => {
      doc.font(REGULAR).fontSize(8);
      const values = columns.map((c) => c.value(item, index));
      const height =
        Math.max(...values.map((v, i) => doc.heightOfString(v || " ", { width: columns[i]!.width - 6 }))) + 6;
      if (doc.y + height > bottom()) {
        doc.addPage();
        // The header is repeated on every page the table continues on.
        drawHeader();
      }
      const y = doc.y;
      let x = MARGIN;
      values.forEach((v, i) => {
        doc
          .font(REGULAR)
          .fontSize(8)
          .fillColor("black")
          .text(v, x + 3, y + 3, { width: columns[i]!.width - 6, align: columns[i]!.align ?? "left" });
        x += columns[i]!.width;
      });
      doc.y = y + height;
      doc
        .moveTo(MARGIN, doc.y)
        .lineTo(MARGIN + width, doc.y)
        .lineWidth(0.3)
        .strokeColor(LINE)
        .stroke();
    });
    doc.x = MARGIN;
    doc.y += 6;
  };

  const totalsBlock = () => {
    const t = input.totals as unknown as Record<string, string | number | null>;
    const rows: [string, string, boolean][] = [];
    for (const key of template.totals) {
      const value = t[key];
      if (value === null || value === undefined) continue;
      if (
        ["freight", "insurance", "otherCharges", "discount"].includes(key) &&
        (value === null || /^0(\.0+)?$/.test(String(value)))
      )
        continue;
      let text: string;
      if (key === "totalPackages") text = String(value);
      else if (key === "totalNetWeight" || key === "totalGrossWeight") text = `${groupDigits(String(value))} kg`;
      else if (key === "totalInr") text = money(String(value), "INR");
      else text = `${key === "discount" ? "− " : ""}${money(String(value), currency)}`;
      const label =
        input.name === "bill_of_exchange" && key === "total" ? "Invoice total (for reference)" : TOTAL_LABELS[key]!;
      rows.push([label, text, key === "total"]);
    }
    if (!rows.length) return;
    ensureSpace(rows.length * 14 + 10);
    for (const [label, value, strong] of rows) {
      const y = doc.y;
      doc
        .font(strong ? "bold" : REGULAR)
        .fontSize(strong ? 10 : 8.5)
        .fillColor("black");
      doc.text(label, MARGIN + width - 300, y, { width: 170, align: "right" });
      doc.text(value, MARGIN + width - 125, y, { width: 125, align: "right" });
      doc.y = y + (strong ? 15 : 12);
    }
    doc.x = MARGIN;
    doc.y += 6;
  };

  let totalsDrawn = false;
  for (const section of template.sections) {
    // Charges print in the totals block under the goods.
    if (section.id === "charges" && template.sections.some((s) => s.id === "goods")) continue;
    const fields = section.fields;
    if (fields.some((f) => f.type === "lineItems")) {
      heading(section.title);
      goodsTable();
      totalsBlock();
      totalsDrawn = true;
      continue;
    }
    const partyFields = fields.filter((f) => f.type === "party");
    const others = fields.filter((f) => f.type !== "party");
    const entries: [string, string][] = [
      ...partyFields.map((f): [string, string] => [f.label, formatField(f, data[f.key], currency)]),
      ...others.map((f: FieldDescriptor): [string, string] => [f.label, formatField(f, data[f.key], currency)]),
    ].filter(([, value]) => value !== "");
    if (!entries.length) continue;
    heading(section.title);
    pairs(entries);
    doc.y += 4;
  }
  if (!totalsDrawn) totalsBlock();

  // ---- verification ----
  if (input.final && qr) {
    ensureSpace(100);
    const y = doc.y + 6;
    doc.image(qr, MARGIN, y, { width: 80, height: 80 });
    doc
      .font("bold")
      .fontSize(8.5)
      .fillColor("black")
      .text("Verify this document", MARGIN + 92, y, { width: width - 92 });
    doc.font(REGULAR).fontSize(8).fillColor(GREY);
    doc.text(
      `Finalised ${input.final.finalizedAt.toISOString().replace("T", " ").slice(0, 16)} UTC. Scan the code or open ${input.final.verifyUrl}`,
      { width: width - 92 },
    );
    doc.text(`Document hash (SHA-256 of the canonical JSON of the finalised data): ${input.final.contentSha256}`, {
      width: width - 92,
    });
    doc.y = Math.max(doc.y, y + 86);
  }

  // ---- footer and page numbers on every page ----
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
  doc.end();
  return finished;
}
