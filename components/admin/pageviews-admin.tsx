"use client";

import { useState, type FormEvent } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { errorMessage } from "@/lib/client/api";
import { useApiQuery } from "@/lib/client/queries";
import { formatCalendarDate } from "@/lib/format/dates";
import { formatDecimal } from "@/lib/format/numbers";
import styles from "./admin.module.css";
import { Skeleton } from "@/components/ui/skeleton";

export function PageViewsAdmin() {
  const [draft, setDraft] = useState({ from: "", to: "" });
  const [range, setRange] = useState(draft);
  const query = useApiQuery("/api/admin/pageviews", { query: { from: range.from, to: range.to } });
  const counts = query.data;
  const error = query.status === "error" ? errorMessage(query.error) : null;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };

  return (
    <div className="stack">
      <form className={styles.toolbar} onSubmit={apply} aria-label="Date range">
        <div className="field">
          <label htmlFor="pv-from">From</label>
          <input
            id="pv-from"
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="pv-to">To</label>
          <input id="pv-to" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </div>
        <button type="submit" className="btn">
          Show
        </button>
        <span className={styles.muted}>Default: the last 30 days (UTC).</span>
      </form>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {!counts && !error ? <Skeleton label="Loading page views…" rows={3} /> : null}
      {counts ? (
        <>
          <section className="card" aria-labelledby="pv-day-title">
            <h2 id="pv-day-title">
              Views per day <span className={styles.muted}>({formatDecimal(String(counts.total))} in total)</span>
            </h2>
            <figure
              className={styles.chart}
              style={{ margin: 0 }}
              aria-label={`Bar chart of page views per day from ${formatCalendarDate(counts.byDay[0]?.day)} to ${formatCalendarDate(counts.byDay.at(-1)?.day)}; the table below lists the busiest paths.`}
            >
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={counts.byDay} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" stroke="#d5dae1" />
                  <XAxis dataKey="day" tick={{ fontSize: 12, fill: "#4a5568" }} minTickGap={16} />
                  <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#4a5568" }} width={40} />
                  <Tooltip />
                  <Bar dataKey="views" name="Views" fill="#0b5cad" isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </figure>
            <details>
              <summary>Per-day numbers</summary>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Day (UTC)</th>
                    <th scope="col">Views</th>
                  </tr>
                </thead>
                <tbody>
                  {counts.byDay.map((d) => (
                    <tr key={d.day}>
                      <td>{formatCalendarDate(d.day)}</td>
                      <td className={styles.num}>{formatDecimal(String(d.views))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </section>
          <section aria-labelledby="pv-path-title">
            <h2 id="pv-path-title">Busiest paths</h2>
            {counts.byPath.length ? (
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Path (without query)</th>
                      <th scope="col">Views</th>
                    </tr>
                  </thead>
                  <tbody>
                    {counts.byPath.map((p) => (
                      <tr key={p.path}>
                        <td className={styles.mono}>{p.path}</td>
                        <td className={styles.num}>{formatDecimal(String(p.views))}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <section className="empty-state">
                <p>No page views in this range.</p>
              </section>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
