import { groupDigits, money } from "../format";
import { REGULAR } from "../open-pdf";
import type { PrintedDocument } from "./context";
import { MARGIN, type DocumentPage } from "./layout";

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

/** The template's totals, right-aligned under the goods; zero charges are left out. */
export function paintTotals(
  { doc, width, ensureSpace }: DocumentPage,
  { input, template, currency }: PrintedDocument,
): void {
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
}
