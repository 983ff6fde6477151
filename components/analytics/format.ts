import type { Cell, ReportColumn, ReportRow } from "@/lib/analytics/reports/contract";
import { formatCalendarDate } from "@/lib/format/dates";
import { formatDecimal, formatMoney } from "@/lib/format/numbers";
import { statusLabel } from "@/components/shipments/types";

/**
 * How the analytics screen writes a report's values: money with its own row's currency, counts
 * and decimals grouped on the text (never through a float), months and days in the reader's
 * style, countries by name.
 */

const MONTH = new Intl.DateTimeFormat(undefined, { month: "short", year: "numeric", timeZone: "UTC" });

/** "2026-03" → "Mar 2026"; other text as it is. */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  return MONTH.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

let countryNames: Intl.DisplayNames | null | undefined;

/** "DE" → "Germany (DE)"; "unknown" and codes the runtime cannot name stay as they are. */
export function formatCountry(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code === "unknown" ? "Unknown" : code;
  if (countryNames === undefined) {
    try {
      countryNames = new Intl.DisplayNames(["en"], { type: "region" });
    } catch {
      countryNames = null;
    }
  }
  const name = countryNames?.of(code);
  return name && name !== code ? `${name} (${code})` : code;
}

/** One cell of a report as a reader sees it; "—" for none. */
export function formatCell(column: ReportColumn, row: ReportRow): string {
  const value: Cell | undefined = row[column.key];
  if (value === null || value === undefined || value === "") return "—";
  const text = String(value);
  switch (column.type) {
    case "money": {
      const currency = column.currencyColumn ? row[column.currencyColumn] : null;
      return typeof currency === "string" && currency ? formatMoney(currency, text) : formatDecimal(text);
    }
    case "integer":
    case "hours":
      return formatDecimal(text);
    case "percent":
      return `${formatDecimal(text)} %`;
    case "month":
      return formatMonth(text);
    case "date":
      return formatCalendarDate(text);
    case "country":
      return formatCountry(text);
    case "status":
      return statusLabel(text);
    default:
      return text;
  }
}

export const isNumericColumn = (column: ReportColumn) =>
  column.type === "integer" || column.type === "money" || column.type === "hours" || column.type === "percent";
