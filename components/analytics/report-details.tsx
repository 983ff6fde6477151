"use client";

import Link from "next/link";
import { errorMessage } from "@/lib/client/api";
import { reportUrl, useReport, type ReportKey, type ReportRequest } from "@/lib/client/reports";
import { formatDecimal } from "@/lib/format/numbers";
import { Skeleton } from "@/components/ui/skeleton";
import styles from "./analytics.module.css";

const ENTITY_LABELS: Record<string, string> = {
  shipment: "Shipment",
  document: "Document",
  envelope: "eBL",
  tracking: "Tracking",
  finding: "Finding",
};

/** A page lists this many records; the workbook (a "Rows" sheet) holds them all. */
const SHOWN = 200;

const valueText = (value: string | number | null) =>
  value === null ? "—" : typeof value === "number" ? formatDecimal(String(value)) : value;

/**
 * "The rows behind": the records each figure is computed from (`details=true`), with a link to
 * each and the values the figure adds up, fetched only when the reader asks for them.
 */
export function ReportDetails({
  report,
  request,
  title,
}: {
  report: ReportKey;
  request: ReportRequest;
  title: string;
}) {
  const query = useReport(report, request, true);
  if (query.status === "pending") return <Skeleton label={`Loading the rows behind ${title}…`} rows={2} />;
  if (query.status === "error") {
    return (
      <div className="list-state-error" role="alert">
        <p className="list-state-error-text">{errorMessage(query.error)}</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const details = query.data.details ?? [];
  if (details.length === 0) return <p className={styles.muted}>No records behind these figures.</p>;
  const shown = details.slice(0, SHOWN);
  return (
    <>
      <p className={styles.muted}>
        {details.length > SHOWN
          ? `The first ${SHOWN} of ${details.length} records. `
          : `${details.length} ${details.length === 1 ? "record" : "records"}. `}
        <a href={reportUrl(report, request, { format: "xlsx", details: "true" })} download>
          Download every record (XLSX)
        </a>
      </p>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`Rows behind ${title}`}>
        <table className={styles.table} data-report-details={report}>
          <caption className="visually-hidden">Records behind {title}</caption>
          <thead>
            <tr>
              <th scope="col">Counts in</th>
              <th scope="col">Record</th>
              <th scope="col">Kind</th>
              <th scope="col">Values</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((detail) => (
              <tr key={`${detail.rowKey}|${detail.entity}|${detail.id}`} data-detail-row={detail.rowKey}>
                <td>{detail.rowKey}</td>
                <td>
                  {detail.link ? (
                    <Link href={detail.link}>{detail.reference ?? detail.id}</Link>
                  ) : (
                    (detail.reference ?? detail.id)
                  )}
                </td>
                <td>{ENTITY_LABELS[detail.entity] ?? detail.entity}</td>
                <td>
                  <ul className={styles.values}>
                    {Object.entries(detail.values).map(([key, value]) => (
                      <li key={key}>
                        <span className={styles.muted}>{key}:</span> {valueText(value)}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
