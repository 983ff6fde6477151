import { z } from "zod";
import { zText } from "@/lib/contract/schemas";
import { isCountryCode } from "@/lib/reference/countries";
import { isCurrencyCode } from "@/lib/reference/currencies";
import { SHIPMENT_STATUSES } from "@/models/shipments";

/**
 * The shape every report answers with, shared by the server (lib/analytics/reports/*), the
 * screens (components/analytics) and the OpenAPI document. docs/analytics.md explains each report.
 */
export const REPORT_KEYS = [
  "shipments_by_month",
  "export_value_by_month",
  "top_destinations",
  "top_products",
  "document_cycle_time",
  "ebl_turnaround",
  "on_time_arrival",
  "receivables_ageing",
  "compliance_findings",
] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

export const REPORT_FORMATS = ["json", "csv", "xlsx"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * What a column holds, so a client formats it and the xlsx writer types its cells:
 * - text, country (ISO alpha-2), currency (ISO 4217), status: strings;
 * - month: "YYYY-MM"; date: "YYYY-MM-DD" (a calendar day in the report's time zone);
 * - integer: a JSON number (counts);
 * - money: a decimal string with exactly the currency's minor digits, in the currency named by
 *   the row's `currencyColumn` (never summed across currencies);
 * - hours: a decimal string of hours with two decimals (durations: exact from seconds);
 * - percent: a decimal string with one decimal ("83.3"), from integer numerator and denominator
 *   columns the row also carries.
 */
export const COLUMN_TYPES = [
  "text",
  "country",
  "currency",
  "status",
  "month",
  "date",
  "integer",
  "money",
  "hours",
  "percent",
] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export const ZReportColumn = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(COLUMN_TYPES),
  /** money columns: the key of the column holding the row's currency. */
  currencyColumn: z.string().optional(),
});
export type ReportColumn = z.infer<typeof ZReportColumn>;

export const ZCell = z.union([z.string(), z.number(), z.null()]);
export type Cell = z.infer<typeof ZCell>;

/** One row: its cells by column key, and `key`, stable across requests, naming the figure group (e.g. "2026-03|USD"). */
export const ZReportRow = z.object({ key: z.string() }).catchall(ZCell);
export type ReportRow = z.infer<typeof ZReportRow>;

/**
 * The record behind a figure (with `details=true`): which row it counts in, what it is (a
 * shipment, a document, an eBL, a tracked shipment, a finding), a link to it inside the app, and
 * the values the row's figures are computed from (so anyone can recompute each figure).
 */
export const ZReportDetail = z.object({
  rowKey: z.string(),
  entity: z.enum(["shipment", "document", "envelope", "tracking", "finding"]),
  id: z.string(),
  shipmentId: z.string().nullable(),
  reference: z.string().nullable(),
  link: z.string().nullable(),
  values: z.record(z.string(), ZCell),
});
export type ReportDetail = z.infer<typeof ZReportDetail>;

export const ZReport = z.object({
  report: z.enum(REPORT_KEYS),
  title: z.string(),
  /** The period, calendar days inclusive, in `timeZone`. */
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  columns: z.array(ZReportColumn),
  rows: z.array(ZReportRow),
  /** Figures over all rows, by column key; money totals one row per currency (`totals.byCurrency`). */
  totals: z.record(z.string(), z.unknown()),
  /** With `compare=previous`: the same report's totals over the period of the same length just before. */
  comparison: z.object({ from: z.string(), to: z.string(), totals: z.record(z.string(), z.unknown()) }).optional(),
  /** With `details=true`: the records behind every figure. */
  details: z.array(ZReportDetail).optional(),
});
export type Report = z.infer<typeof ZReport>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The query every report and the summary take. Unknown parameters are refused (strict). */
export const ZReportQuery = z
  .strictObject({
    from: zText().regex(DATE, 'Write from as YYYY-MM-DD, e.g. "2026-01-01".').optional(),
    to: zText().regex(DATE, 'Write to as YYYY-MM-DD, e.g. "2026-03-31".').optional(),
    tz: zText()
      .max(64)
      .optional()
      .describe("IANA time zone (e.g. Asia/Kolkata) used when the user has not chosen one in settings."),
    country: zText()
      .transform((v) => v.toUpperCase())
      .refine(isCountryCode, "country must be an ISO 3166-1 alpha-2 code, e.g. DE.")
      .optional(),
    status: zText()
      .transform((v) => v.split(",").map((s) => s.trim()))
      .refine(
        (list) => list.every((s) => (SHIPMENT_STATUSES as readonly string[]).includes(s)),
        `status must be one or more of ${SHIPMENT_STATUSES.join(", ")}, separated by commas.`,
      )
      .optional(),
    currency: zText()
      .transform((v) => v.toUpperCase())
      .refine(isCurrencyCode, "currency must be an ISO 4217 code, e.g. USD.")
      .optional(),
    partner: zText().max(200).optional().describe("The buyer (else the consignee) name, case-insensitive, exact."),
    format: z.enum(REPORT_FORMATS, { error: "format must be json, csv or xlsx." }).optional(),
    details: z
      .enum(["true", "false"], { error: 'details must be "true" or "false".' })
      .transform((v) => v === "true")
      .optional(),
    compare: z.enum(["previous"], { error: 'compare must be "previous".' }).optional(),
  })
  .describe("Period and filters.");
export type ReportQuery = z.infer<typeof ZReportQuery>;

/** The filters a report applies, after validation. */
export type ReportFilters = {
  country?: string;
  status?: string[];
  currency?: string;
  partner?: string;
};
