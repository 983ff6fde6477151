"use client";

import { useId, useState } from "react";
import Link from "next/link";
import { BarChart3, Download, ListTree } from "lucide-react";
import { errorMessage } from "@/lib/client/api";
import { reportUrl, useReport, type ReportKey, type ReportRequest } from "@/lib/client/reports";
import { formatCalendarDate } from "@/lib/format/dates";
import { Skeleton, SkeletonLine } from "@/components/ui/skeleton";
import { chartPanels, isEmptyReport } from "./chart-model";
import { ReportChart } from "./report-chart";
import { ReportDetails } from "./report-details";
import { ReportTable } from "./report-table";
import { ReportTotals } from "./report-totals";
import styles from "./analytics.module.css";

/**
 * One report: its totals (with the previous period's when compared), its chart and, beside it,
 * the same rows as a table; downloads in CSV and XLSX with the same period and filters; and the
 * records behind the figures on request. The body has a fixed height in every state (loading,
 * empty, error, data), so nothing below moves when it arrives.
 */
export function ReportCard({
  report,
  title,
  description,
  empty,
  emptyHint = null,
  request,
}: {
  report: ReportKey;
  title: string;
  description: string;
  empty: string;
  /** For reports that count shipments: a sentence and a link to create one. */
  emptyHint?: string | null;
  request: ReportRequest | null;
}) {
  const id = useId();
  const headingId = `${id}-title`;
  const tableId = `${id}-table`;
  const [showDetails, setShowDetails] = useState(false);
  const query = useReport(report, request);
  const data = query.data;

  let body;
  if (query.status === "error") {
    body = (
      <div className={`${styles.body} ${styles.centred} list-state-error`} role="alert">
        <p className="list-state-error-text">{errorMessage(query.error)}</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (!data) {
    body = (
      <div className={styles.body}>
        <Skeleton label={`Loading ${title}…`} minHeight="var(--report-body-height)">
          <SkeletonLine height="var(--report-body-height)" />
        </Skeleton>
      </div>
    );
  } else if (isEmptyReport(data)) {
    body = (
      <div className={`${styles.body} ${styles.centred}`} data-report-empty="">
        <BarChart3 size={24} aria-hidden="true" className={styles.emptyIcon} />
        <p className={styles.emptyTitle}>{empty}</p>
        {emptyHint ? (
          <>
            <p className={styles.muted}>{emptyHint}</p>
            <Link className="btn btn-secondary btn-sm" href="/exportdocs">
              Create a shipment
            </Link>
          </>
        ) : null}
      </div>
    );
  } else {
    body = (
      // A table of many columns gets half the width (else its text wraps into tall rows).
      <div className={`${styles.body} ${data.columns.length >= 5 ? styles.bodyWideTable : ""}`}>
        <ReportChart
          panels={chartPanels(data)}
          label={`Chart of ${title}, ${formatCalendarDate(data.from)} to ${formatCalendarDate(data.to)}; the table beside it lists the same figures.`}
          describedBy={tableId}
        />
        <ReportTable
          report={data}
          id={tableId}
          caption={`${title}, ${formatCalendarDate(data.from)} to ${formatCalendarDate(data.to)}`}
        />
      </div>
    );
  }

  return (
    <section className={`card ${styles.card}`} aria-labelledby={headingId} data-report={report}>
      <header className={styles.cardHeader}>
        <div>
          <h2 id={headingId}>{title}</h2>
          <p className={styles.muted}>{description}</p>
        </div>
        <div className={styles.downloads}>
          {request ? (
            <>
              <a className="btn btn-secondary btn-sm" href={reportUrl(report, request, { format: "csv" })} download>
                <Download size={16} aria-hidden="true" /> Download CSV
                <span className="visually-hidden"> of {title}</span>
              </a>
              <a className="btn btn-secondary btn-sm" href={reportUrl(report, request, { format: "xlsx" })} download>
                <Download size={16} aria-hidden="true" /> Download XLSX
                <span className="visually-hidden"> of {title}</span>
              </a>
            </>
          ) : null}
        </div>
      </header>
      {/* One line of fixed height (scrolling sideways when many currencies have totals), so the chart below never moves. */}
      {data ? (
        <div className={styles.totalsSlot} role="group" aria-label={`Totals of ${title}`} tabIndex={0}>
          <ReportTotals report={data} id={`${id}-totals`} />
        </div>
      ) : (
        <div className={styles.totalsSlot} />
      )}
      {body}
      {data && !isEmptyReport(data) && request ? (
        <div className={styles.detailsBlock}>
          <button
            type="button"
            className="btn btn-link"
            aria-expanded={showDetails}
            aria-controls={`${id}-details`}
            onClick={() => setShowDetails((open) => !open)}
          >
            <ListTree size={16} aria-hidden="true" /> {showDetails ? "Hide the rows behind" : "Show the rows behind"}
            <span className="visually-hidden"> {title}</span>
          </button>
          <div id={`${id}-details`}>
            {showDetails ? <ReportDetails report={report} request={request} title={title} /> : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
