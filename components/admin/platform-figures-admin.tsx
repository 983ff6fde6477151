"use client";

import { useState } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { errorMessage } from "@/lib/client/api";
import { useApiQuery } from "@/lib/client/queries";
import { formatCalendarDate } from "@/lib/format/dates";
import { formatDecimal } from "@/lib/format/numbers";
import { Skeleton } from "@/components/ui/skeleton";
import styles from "./admin.module.css";

/** The series of the chart and the columns of the table, in one order. Page views have their own chart beside. */
const SERIES = [
  { key: "signUps", label: "Sign-ups", color: "#0b5cad" },
  { key: "verificationsApproved", label: "Verifications approved", color: "#2f855a" },
  { key: "shipmentsCreated", label: "Shipments created", color: "#b7791f" },
  { key: "documentsFinalised", label: "Documents finalised", color: "#6b46c1" },
  { key: "eblsIssued", label: "eBLs issued", color: "#c05621" },
  { key: "eblsSurrendered", label: "eBL surrenders accepted", color: "#2c7a7b" },
] as const;

const WEEK_CHOICES = [4, 12, 26, 52, 104] as const;

/** Platform figures per ISO week (UTC): a grouped bar chart and the same numbers as a table. */
export function PlatformFiguresAdmin() {
  const [weeks, setWeeks] = useState<number>(12);
  const query = useApiQuery("/api/admin/analytics/weekly", { query: { weeks } });
  const data = query.data;
  const error = query.status === "error" ? errorMessage(query.error) : null;

  return (
    <section className="card stack" aria-labelledby="pf-title">
      <h2 id="pf-title">Platform figures per week</h2>
      <div className={styles.toolbar}>
        <div className="field">
          <label htmlFor="pf-weeks">Weeks</label>
          <select id="pf-weeks" value={weeks} onChange={(e) => setWeeks(Number(e.target.value))}>
            {WEEK_CHOICES.map((n) => (
              <option key={n} value={n}>
                Last {n} weeks
              </option>
            ))}
          </select>
        </div>
        <span className={styles.muted}>ISO weeks, Monday 00:00 UTC; the current week so far.</span>
      </div>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {!data && !error ? <Skeleton label="Loading platform figures…" rows={3} /> : null}
      {data ? (
        <>
          <figure
            className={styles.chart}
            style={{ margin: 0 }}
            aria-label={`Bar chart of sign-ups, verifications, shipments, documents finalised and eBLs per week from ${formatCalendarDate(data.weeks[0]?.weekStart)}; the table below has the same numbers.`}
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={data.weeks} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="#d5dae1" />
                <XAxis dataKey="week" tick={{ fontSize: 12, fill: "#4a5568" }} minTickGap={16} />
                <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#4a5568" }} width={40} />
                <Tooltip />
                <Legend />
                {SERIES.map((s) => (
                  <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} isAnimationActive={false} />
                ))}
              </BarChart>
            </ResponsiveContainer>
          </figure>
          {/* Seven columns scroll sideways on a narrow screen: the region takes focus so a keyboard can scroll it. */}
          <div className={styles.tableWrap} role="region" aria-label="Platform figures per week (table)" tabIndex={0}>
            <table className={styles.table} aria-label="Platform figures per week">
              <thead>
                <tr>
                  <th scope="col">Week</th>
                  {SERIES.map((s) => (
                    <th key={s.key} scope="col">
                      {s.label}
                    </th>
                  ))}
                  <th scope="col">Page views</th>
                </tr>
              </thead>
              <tbody>
                {data.weeks.map((w) => (
                  <tr key={w.week}>
                    <th scope="row">
                      {w.week} <span className={styles.muted}>({formatCalendarDate(w.weekStart)})</span>
                    </th>
                    {SERIES.map((s) => (
                      <td key={s.key} className={styles.num}>
                        {formatDecimal(String(w[s.key]))}
                      </td>
                    ))}
                    <td className={styles.num}>{formatDecimal(String(w.pageViews))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
