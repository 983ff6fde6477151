import type { ColumnType, Report, ReportColumn, ReportKey, ReportRow } from "@/lib/analytics/reports/contract";
import { addDecimal, isDecimal } from "./decimal";

/**
 * What each report's chart draws, derived from the report's own `columns` and `rows` (the table
 * beside it shows the same rows), so the chart can never disagree with the table or the download.
 * Money is never put on one axis with another currency: a report with money draws one panel per
 * currency (small multiples).
 */

export type Unit = "count" | "money" | "hours" | "percent";

export type ChartSeries = { key: string; label: string };

/** One point: its category label, a number per series for drawing, and the exact text per series for the tooltip. */
export type ChartDatum = { category: string } & Record<string, string | number>;

export type ChartPanel = {
  id: string;
  /** The panel's heading in a small multiple (its currency), null when the chart is one panel. */
  title: string | null;
  /** columns: categories along the bottom (months); bars: categories down the side (rankings). */
  layout: "columns" | "bars";
  stacked: boolean;
  unit: Unit;
  currency: string | null;
  series: ChartSeries[];
  data: ChartDatum[];
};

type ChartConfig = {
  layout: "columns" | "bars";
  /** The columns whose values, joined, name a category. */
  category: string[];
  /** The figures drawn, one series each (rows of the same category add up). */
  measures: string[];
  /** Each value of this column becomes a series of `measure` (stacked). */
  pivot?: { column: string; label?: string; measure: string; order?: string[] };
};

const CHARTS: Record<ReportKey, ChartConfig> = {
  shipments_by_month: { layout: "columns", category: ["month"], measures: ["shipments"] },
  export_value_by_month: { layout: "columns", category: ["month"], measures: ["amount"] },
  top_destinations: { layout: "bars", category: ["country"], measures: ["shipments"] },
  top_products: { layout: "bars", category: ["chapter", "chapterTitle"], measures: ["shipments"] },
  document_cycle_time: { layout: "columns", category: ["title"], measures: ["medianHours", "p90Hours"] },
  ebl_turnaround: { layout: "bars", category: ["party"], measures: ["medianHoursHeld", "totalHoursHeld"] },
  on_time_arrival: { layout: "bars", category: ["carrier", "lane"], measures: ["onTimePercent"] },
  receivables_ageing: {
    layout: "bars",
    category: ["currency"],
    measures: [],
    pivot: {
      column: "bucket",
      label: "bucketLabel",
      measure: "amount",
      order: ["not_due", "d0_30", "d31_60", "d61_90", "over_90", "no_due_date"],
    },
  },
  compliance_findings: {
    layout: "columns",
    category: ["month"],
    measures: [],
    pivot: { column: "checkId", measure: "findings" },
  },
};

const NUMERIC: ColumnType[] = ["integer", "money", "hours", "percent"];
const UNIT_OF: Partial<Record<ColumnType, Unit>> = {
  integer: "count",
  money: "money",
  hours: "hours",
  percent: "percent",
};

const cellText = (row: ReportRow, key: string): string | null => {
  const value = row[key];
  return value === null || value === undefined ? null : String(value);
};

/** Figures of one series in one category add up: counts and money exactly; hours and percentages are not summed (the first is kept). */
function combine(type: ColumnType, previous: string | undefined, next: string): string {
  if (previous === undefined) return next;
  if ((type === "integer" || type === "money") && isDecimal(previous) && isDecimal(next))
    return addDecimal(previous, next);
  return previous;
}

/** The config of a report, reduced to the columns it actually has; a report it does not know gets a generic one. */
function configFor(report: Report): ChartConfig {
  const known = new Map(report.columns.map((c) => [c.key, c]));
  const config = CHARTS[report.report];
  if (config) {
    const category = config.category.filter((k) => known.has(k));
    const measures = config.measures.filter((k) => known.has(k));
    const pivot =
      config.pivot && known.has(config.pivot.column) && known.has(config.pivot.measure) ? config.pivot : undefined;
    if (category.length > 0 && (measures.length > 0 || pivot)) return { ...config, category, measures, pivot };
  }
  const first = report.columns.find((c) => !NUMERIC.includes(c.type) && c.type !== "currency");
  const numeric = report.columns.filter((c) => NUMERIC.includes(c.type));
  const money = numeric.filter((c) => c.type === "money");
  return {
    layout: first?.type === "month" || first?.type === "date" ? "columns" : "bars",
    category: first ? [first.key] : [],
    measures: (money.length > 0 ? money : numeric.filter((c) => c.type !== "percent")).slice(0, 2).map((c) => c.key),
  };
}

/** The panels of a report's chart: one, or one per currency when it draws money. */
export function chartPanels(report: Report): ChartPanel[] {
  const config = configFor(report);
  const byKey = new Map<string, ReportColumn>(report.columns.map((c) => [c.key, c]));
  const measureColumns = config.pivot ? [byKey.get(config.pivot.measure)!] : config.measures.map((k) => byKey.get(k)!);
  const money = measureColumns.find((c) => c.type === "money");
  const currencyKey = money?.currencyColumn ?? (money ? "currency" : null);
  const unit: Unit = UNIT_OF[measureColumns[0]?.type ?? "integer"] ?? "count";

  // Rows grouped by panel (currency, or one panel), then by category, in the order the API sent.
  const panels = new Map<string, Map<string, { category: string; values: Record<string, string> }>>();
  const seriesOrder = new Map<string, string>();
  for (const row of report.rows) {
    const currency = currencyKey ? cellText(row, currencyKey) : null;
    // A money chart only draws rows with a currency (a row without a value has nothing to draw).
    if (currencyKey && currency === null) continue;
    const panelId = currency ?? "all";
    if (!panels.has(panelId)) panels.set(panelId, new Map());
    const categories = panels.get(panelId)!;
    const category = config.category
      .map((k) => cellText(row, k))
      .filter((v): v is string => v !== null && v !== "")
      .join(" ");
    if (!categories.has(category)) categories.set(category, { category, values: {} });
    const entry = categories.get(category)!;
    const pairs: [string, string, ColumnType][] = [];
    if (config.pivot) {
      const series = cellText(row, config.pivot.column);
      const value = cellText(row, config.pivot.measure);
      if (series !== null && value !== null) {
        pairs.push([series, value, measureColumns[0]!.type]);
        if (!seriesOrder.has(series)) {
          seriesOrder.set(series, (config.pivot.label && cellText(row, config.pivot.label)) || series);
        }
      }
    } else {
      for (const column of measureColumns) {
        const value = cellText(row, column.key);
        if (value !== null) pairs.push([column.key, value, column.type]);
      }
    }
    for (const [series, value, type] of pairs) entry.values[series] = combine(type, entry.values[series], value);
  }

  let series: ChartSeries[];
  if (config.pivot) {
    const order = config.pivot.order ?? [];
    const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
    series = [...seriesOrder.entries()]
      .sort(([a], [b]) => rank(a) - rank(b) || (order.length ? 0 : a.localeCompare(b)))
      .map(([key, label]) => ({ key, label }));
  } else series = measureColumns.map((c) => ({ key: c.key, label: c.label }));

  return [...panels.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, categories]) => ({
      id,
      title: currencyKey ? id : null,
      layout: config.layout,
      stacked: Boolean(config.pivot),
      unit,
      currency: currencyKey ? id : null,
      series,
      data: [...categories.values()].map(({ category, values }) => {
        const datum: ChartDatum = { category };
        for (const s of series) {
          const text = values[s.key] ?? "0";
          datum[s.key] = Number(text);
          datum[`${s.key}:text`] = text;
        }
        return datum;
      }),
    }));
}

/** Whether a report has nothing to show: no rows, or rows whose every count is zero (months listed with nothing in them). */
export function isEmptyReport(report: Report): boolean {
  if (report.rows.length === 0) return true;
  const counts = report.columns.filter((c) => c.type === "integer");
  if (counts.length === 0) return false;
  return report.rows.every((row) => counts.every((c) => !row[c.key]));
}
