import { countryName } from "@/lib/reference/countries";
import type { Totals } from "@/lib/templates/totals";
import { groupDigits, padMinor } from "../format";
import { REGULAR } from "../open-pdf";
import type { PrintedDocument } from "./context";
import { GREY, LINE, MARGIN, type DocumentPage } from "./layout";

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

/** The goods, one row per line item; the table breaks across pages with its header repeated. */
export function paintGoodsTable(
  { doc, width, bottom, ensureSpace }: DocumentPage,
  { input, template, data }: PrintedDocument,
): void {
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
}
