import type { FieldDescriptor } from "@/lib/templates/descriptors";
import { formatField } from "../format";
import type { PrintedDocument } from "./context";
import { paintGoodsTable } from "./goods-table";
import type { DocumentPage } from "./layout";
import { paintTotals } from "./totals";

/**
 * The template's sections in order: label/value pairs for each, and for the goods section the
 * goods table with the totals under it (or the totals at the end when the template has no goods).
 */
export function paintSections(page: DocumentPage, printed: PrintedDocument): void {
  const { doc, heading, pairs } = page;
  const { template, data, currency } = printed;
  const goodsTable = () => paintGoodsTable(page, printed);
  const totalsBlock = () => paintTotals(page, printed);
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
}
