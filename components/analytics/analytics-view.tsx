"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useSyncExternalStore } from "react";
import { useReport, type ReportRequest } from "@/lib/client/reports";
import { formatCalendarDate } from "@/lib/format/dates";
import { AnalyticsControls } from "./analytics-controls";
import { FILTER_KEYS, searchFromState, stateFromSearch, todayIn, type AnalyticsState } from "./period";
import { ReportCard } from "./report-card";
import { REPORTS } from "./reports";
import styles from "./analytics.module.css";

/** The browser's zone; null while rendering on the server (which does not know it), so presets are computed in the reader's days. */
const subscribeNever = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
const noZone = () => null;

/** What every report request carries: the period, the browser's zone and the filters that are set. */
function requestOf(state: AnalyticsState, tz: string): ReportRequest {
  const request: ReportRequest = { from: state.from, to: state.to, tz };
  if (state.compare) request.compare = "previous";
  for (const key of FILTER_KEYS) if (state[key]) request[key] = state[key];
  return request;
}

/**
 * /analyticsAndReports: the period and filters (kept in the URL), then the nine reports, each a
 * chart with its table, downloads and the rows behind. Data comes through TanStack Query, one
 * request per report, so each card loads and fails on its own.
 */
export function AnalyticsView() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const timeZone = useSyncExternalStore(subscribeNever, browserZone, noZone);
  const today = timeZone ? todayIn(timeZone) : null;
  const search = searchParams.toString();
  const parsed = today ? stateFromSearch(new URLSearchParams(search), today) : null;
  const request = parsed && timeZone ? requestOf(parsed.state, timeZone) : null;
  // The form is drawn from the first (server) render, with UTC's today until the browser's zone
  // is known, so it takes its room at once; a preset's days are only sent once the zone is known.
  const formToday = today ?? todayIn("UTC");
  const formState = (parsed ?? stateFromSearch(new URLSearchParams(search), formToday)).state;
  const shipments = useReport("shipments_by_month", request);
  const filtered = parsed ? FILTER_KEYS.some((key) => parsed.state[key]) : false;

  const apply = (next: AnalyticsState) => {
    // push, not replace: the back button returns to the previous view.
    router.push(`${pathname}?${searchFromState(next)}`, { scroll: false });
  };

  return (
    <div className="stack">
      {/* Keyed by the URL: going back or forward shows that view's choices in the form too. */}
      <AnalyticsControls key={`${search}|${formToday}`} state={formState} today={formToday} onApply={apply} />
      {parsed?.problem ? (
        <p className="alert alert-warning" role="status">
          {parsed.problem}
        </p>
      ) : null}
      <p className={styles.periodLine} aria-live="polite" data-period="">
        {request ? (
          <>
            Showing {formatCalendarDate(request.from)} to {formatCalendarDate(request.to)}
            {shipments.data?.comparison
              ? `, compared with ${formatCalendarDate(shipments.data.comparison.from)} to ${formatCalendarDate(shipments.data.comparison.to)}`
              : ""}
            {shipments.data ? ` (days in ${shipments.data.timeZone})` : ""}.
          </>
        ) : (
          " "
        )}
      </p>
      <div className={styles.cards}>
        {REPORTS.map((report) => (
          <ReportCard
            key={report.key}
            report={report.key}
            title={report.title}
            description={report.description}
            empty={report.empty}
            emptyHint={
              report.shipments
                ? filtered
                  ? "Nothing matches these filters; clear one or choose a longer period."
                  : "Reports count your shipments, documents and payments."
                : null
            }
            request={request}
          />
        ))}
      </div>
    </div>
  );
}
