"use client";

import type { ReportKey } from "@/lib/analytics/reports/contract";
import { apiUrl, type ApiOutput, type EndpointAt } from "./api-client";
import { useApiQuery } from "./queries";

/**
 * The report API as the analytics screen calls it: the contract's endpoints
 * (lib/analytics/reports/endpoints.ts, lib/analytics/filters/endpoints.ts) through `useApiQuery`,
 * so a change of the report shape on the server is a type error here. Only types come from the
 * contract, so no server code reaches the browser bundle.
 */
export type { ReportKey, ReportColumn, ReportRow, ReportDetail } from "@/lib/analytics/reports/contract";
export type Report = ApiOutput<EndpointAt<"GET", "/api/reports/{report}">>;
export type FilterOptions = ApiOutput<EndpointAt<"GET", "/api/analytics/filters">>;

/** What the screen sends with every report: the period, the browser's zone and the filters (empty ones left out). */
export type ReportRequest = {
  from: string;
  to: string;
  tz: string;
  compare?: "previous";
  country?: string;
  status?: string;
  currency?: string;
  partner?: string;
};

/** The address of a report in a format, for the download links. */
export const reportUrl = (
  report: ReportKey,
  request: ReportRequest,
  extra: { format?: "csv" | "xlsx"; details?: "true" } = {},
) => apiUrl("/api/reports/{report}", { report }, { ...request, ...extra });

/** One report (with `details`: the records behind each row), cached like every other GET. */
export function useReport(report: ReportKey, request: ReportRequest | null, details = false) {
  return useApiQuery(
    "/api/reports/{report}",
    { params: { report }, query: { ...request, ...(details ? { details: "true" as const } : {}) } },
    { enabled: request !== null },
  );
}

/** The values the user's own data holds for the country, currency and partner filters. */
export function useFilterOptions() {
  return useApiQuery("/api/analytics/filters", {});
}
