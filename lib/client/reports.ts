"use client";

import { useQuery } from "@tanstack/react-query";
import type { Report, ReportKey } from "@/lib/analytics/reports/contract";
import { api } from "./api";
import { apiQueryKey } from "./queries";
import { apiUrl } from "./api-client";

/**
 * The report API as the analytics screen calls it. Only types come from the contract
 * (lib/analytics/reports/contract.ts), so no server code reaches the browser bundle.
 */
export type { Report, ReportKey, ReportColumn, ReportRow, ReportDetail } from "@/lib/analytics/reports/contract";

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

const REPORT_PATH = "/api/reports/{report}";

/** The address of a report in a format, for links ("Download CSV") and fetches alike. */
export const reportUrl = (
  report: ReportKey,
  request: ReportRequest,
  extra: { format?: "csv" | "xlsx" | "json"; details?: "true" } = {},
) => apiUrl(REPORT_PATH, { report }, { ...request, ...extra });

/** One report (with `details`: the records behind each row), cached like every other GET. */
export function useReport(report: ReportKey, request: ReportRequest | null, details = false) {
  return useQuery({
    queryKey: apiQueryKey(REPORT_PATH, { params: { report }, query: { ...request, details } }),
    queryFn: ({ signal }) => api<Report>(reportUrl(report, request!, details ? { details: "true" } : {}), { signal }),
    enabled: request !== null,
  });
}

/** A filter's choice: the value sent and the words shown. */
export type FilterOption = { value: string; label: string };
export type FilterOptions = { countries: FilterOption[]; currencies: FilterOption[]; partners: FilterOption[] };

const FILTERS_PATH = "/api/analytics/filters";

/** Reads one list of the filters answer, whether its items are plain strings or `{code|value|key, name|label}` objects. */
function options(list: unknown): FilterOption[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): FilterOption[] => {
    if (typeof item === "string") return [{ value: item, label: item }];
    if (item && typeof item === "object") {
      const o = item as Record<string, unknown>;
      const value = [o.code, o.value, o.key, o.name].find((v) => typeof v === "string") as string | undefined;
      const label = [o.label, o.name, value].find((v) => typeof v === "string") as string | undefined;
      return value ? [{ value, label: label ?? value }] : [];
    }
    return [];
  });
}

/** The values the user's own data holds for each filter (destination countries, currencies, partners). */
export function useFilterOptions(tz: string | null) {
  return useQuery({
    queryKey: apiQueryKey(FILTERS_PATH, { query: { tz } }),
    queryFn: async ({ signal }): Promise<FilterOptions> => {
      const answer = await api<Record<string, unknown>>(apiUrl(FILTERS_PATH, undefined, { tz }), { signal });
      return {
        countries: options(answer.countries),
        currencies: options(answer.currencies),
        partners: options(answer.partners),
      };
    },
    enabled: tz !== null,
    // Until the endpoint answers (or when it fails), the screen offers text inputs instead of lists.
    retry: false,
  });
}
