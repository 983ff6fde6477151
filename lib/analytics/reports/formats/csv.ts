import { stringify } from "csv-stringify/sync";
import { neutraliseFormula } from "@/lib/admin/export-demo-requests-csv";
import type { Cell, ColumnType, Report } from "../contract";

/** Columns whose text someone typed (a partner, a reference): a spreadsheet must not run them as formulas. */
const TYPED_TEXT: ReadonlySet<ColumnType> = new Set(["text", "country", "currency", "status"]);

const cellText = (value: Cell | undefined, type: ColumnType): string => {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return TYPED_TEXT.has(type) ? neutraliseFormula(text) : text;
};

/**
 * The report's rows as CSV: a header row of the column labels, then one line per row, cells as
 * the JSON answer has them (money as the decimal string beside its currency column, months as
 * YYYY-MM), so the CSV and the JSON agree to the character. Only typed text is neutralised:
 * numbers and money are ours (a negative amount must stay "-12.50").
 */
export function reportCsv(report: Pick<Report, "columns" | "rows">): string {
  return stringify(
    report.rows.map((row) => report.columns.map((c) => cellText(row[c.key], c.type))),
    { header: true, columns: report.columns.map((c) => c.label) },
  );
}
