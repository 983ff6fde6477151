import ExcelJS from "exceljs";
import { currencyMinorDigits } from "@/lib/reference/currencies";
import type { Cell, Report, ReportColumn, ReportRow } from "../contract";

/** "#,##0.00" for two minor digits, "#,##0" for none (JPY), "#,##0.000" for three (KWD). */
export const moneyFormat = (digits: number) => (digits > 0 ? `#,##0.${"0".repeat(digits)}` : "#,##0");

const utcDate = (value: string): Date => new Date(`${value}T00:00:00Z`);

/**
 * One cell typed for a spreadsheet (docs/analytics.md "Formats"): months and dates as dates, counts
 * as numbers, money as a number shown with the currency's decimals, hours and percentages as
 * numbers. A spreadsheet number is a double: money beyond 2^53 minor units loses its last digits
 * there, which is why the JSON and CSV carry the exact decimal string.
 */
function typedCell(column: ReportColumn, row: ReportRow): { value: ExcelJS.CellValue; numFmt?: string } {
  const value: Cell | undefined = row[column.key];
  if (value === null || value === undefined) return { value: null };
  switch (column.type) {
    case "month":
      return { value: utcDate(`${value}-01`), numFmt: "mmm yyyy" };
    case "date":
      return { value: utcDate(String(value)), numFmt: "yyyy-mm-dd" };
    case "integer":
      return { value: Number(value), numFmt: "#,##0" };
    case "money": {
      const currency = column.currencyColumn ? row[column.currencyColumn] : null;
      const digits = typeof currency === "string" ? (currencyMinorDigits(currency) ?? 2) : 2;
      return { value: Number(value), numFmt: moneyFormat(digits) };
    }
    case "hours":
      return { value: Number(value), numFmt: "0.00" };
    case "percent":
      return { value: Number(value), numFmt: "0.0" };
    default:
      return { value: String(value) };
  }
}

function addSheet(workbook: ExcelJS.Workbook, name: string, headers: string[]): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.addRow(headers).font = { bold: true };
  return sheet;
}

/**
 * The report as an xlsx workbook: a sheet of the rows with typed cells, the header row bold and
 * frozen; with details, a second sheet "Rows" listing the records behind each row.
 */
export async function reportXlsx(report: Pick<Report, "title" | "columns" | "rows" | "details">): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Exportly";
  // Sheet names are at most 31 characters and may not hold []:*?/\.
  const sheet = addSheet(
    workbook,
    report.title.replace(/[[\]:*?/\\]/g, " ").slice(0, 31),
    report.columns.map((c) => c.label),
  );
  report.columns.forEach((c, i) => (sheet.getColumn(i + 1).width = Math.max(12, c.label.length + 2)));
  for (const row of report.rows) {
    const line = sheet.addRow([]);
    report.columns.forEach((column, i) => {
      const { value, numFmt } = typedCell(column, row);
      const cell = line.getCell(i + 1);
      cell.value = value;
      if (numFmt) cell.numFmt = numFmt;
    });
  }
  if (report.details) {
    const valueKeys = [...new Set(report.details.flatMap((d) => Object.keys(d.values)))];
    const rows = addSheet(workbook, "Rows", ["Row", "Record", "Id", "Reference", "Link", ...valueKeys]);
    for (const d of report.details) {
      rows.addRow([d.rowKey, d.entity, d.id, d.reference, d.link, ...valueKeys.map((k) => d.values[k] ?? null)]);
    }
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
