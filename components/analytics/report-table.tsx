import type { Report } from "@/lib/client/reports";
import { formatCell, isNumericColumn } from "./format";
import styles from "./analytics.module.css";

/**
 * Any report as a table: its columns in order, one row per row, each value formatted by its
 * column's type. The accessible equivalent of the chart beside it (which points here with
 * aria-describedby), and the same figures as the CSV and XLSX downloads.
 */
export function ReportTable({ report, id, caption }: { report: Report; id: string; caption: string }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
      <table className={styles.table} id={id} data-report-table={report.report}>
        <caption id={`${id}-caption`} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {report.columns.map((column) => (
              <th key={column.key} scope="col" className={isNumericColumn(column) ? "num" : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.key} data-row-key={row.key}>
              {report.columns.map((column, index) => {
                const Cell = index === 0 ? "th" : "td";
                return (
                  <Cell
                    key={column.key}
                    scope={index === 0 ? "row" : undefined}
                    className={isNumericColumn(column) ? "num" : undefined}
                    data-column={column.key}
                  >
                    {formatCell(column, row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
