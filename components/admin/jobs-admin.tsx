"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "react-toastify";
import { api, errorMessage } from "@/lib/client/api";
import styles from "./admin.module.css";
import { ListFooter } from "./list-footer";
import { formatDateTime } from "./types";
import { usePagedList } from "./use-paged-list";

type Job = {
  id: string;
  queue: string;
  state: string;
  retryCount: number;
  retryLimit: number;
  data: unknown;
  error: string | null;
  createdAt: string;
  completedAt: string | null;
};
type Stats = { queues: { name: string; state: string; count: number }[]; oldestWaitingSeconds: number | null };
const pick = (body: { failed: Job[] }) => body.failed;
const STATES = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;

function formatWait(seconds: number | null): string {
  if (seconds === null) return "No job is waiting.";
  if (seconds < 60) return `The oldest waiting job has waited ${Math.round(seconds)} s.`;
  return `The oldest waiting job has waited ${Math.round(seconds / 60)} min.`;
}

/** Counts per queue and state, then the failed jobs with their error and a retry button. */
export function JobsAdmin() {
  const list = usePagedList("/api/admin/jobs", "limit=25", pick);
  const [stats, setStats] = useState<Stats | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const loadStats = useCallback(() => {
    api<Stats>("/api/admin/jobs?limit=1").then(setStats, (error: unknown) => toast.error(errorMessage(error)));
  }, []);
  useEffect(loadStats, [loadStats]);

  async function act(job: Job, action: "retry" | "cancel") {
    setBusyId(job.id);
    try {
      await api(`/api/admin/jobs/${encodeURIComponent(job.queue)}/${job.id}/${action}`, { method: "POST" });
      list.replace((items) => items.filter((i) => i.id !== job.id));
      toast.success(action === "retry" ? "The job is queued again." : "The job is cancelled.");
      loadStats();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusyId(null);
    }
  }

  const queueNames = [...new Set(stats?.queues.map((q) => q.name) ?? [])];
  const countOf = (name: string, state: string) =>
    stats?.queues.find((q) => q.name === name && q.state === state)?.count ?? 0;

  return (
    <div className="stack">
      <section className="stack" aria-labelledby="job-counts">
        <h2 id="job-counts">Queues</h2>
        <p className={styles.muted}>{stats ? formatWait(stats.oldestWaitingSeconds) : "Loading…"}</p>
        {queueNames.length ? (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">Jobs per queue and state</caption>
              <thead>
                <tr>
                  <th scope="col">Queue</th>
                  {STATES.map((s) => (
                    <th scope="col" key={s}>
                      {s}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {queueNames.map((name) => (
                  <tr key={name}>
                    <td className={styles.mono}>{name}</td>
                    {STATES.map((s) => (
                      <td key={s}>{countOf(name, s)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : stats ? (
          <p className={styles.muted}>No jobs yet.</p>
        ) : null}
      </section>
      <section className="stack" aria-labelledby="failed-jobs">
        <h2 id="failed-jobs">Failed jobs</h2>
        {list.items.length ? (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">Failed jobs, most recently failed first</caption>
              <thead>
                <tr>
                  <th scope="col">Failed</th>
                  <th scope="col">Queue</th>
                  <th scope="col">Error</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((job) => (
                  <tr key={job.id}>
                    <td>{formatDateTime(job.completedAt)}</td>
                    <td>
                      <span className={styles.mono}>{job.queue}</span>
                      <div className={`${styles.muted} ${styles.mono}`}>{job.id}</div>
                    </td>
                    <td>
                      <details>
                        <summary>{job.error ?? "No error recorded"}</summary>
                        <pre className={styles.pre}>{JSON.stringify(job.data, null, 2)}</pre>
                      </details>
                    </td>
                    <td>{job.retryCount + 1}</td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-secondary"
                        onClick={() => void act(job, "retry")}
                        disabled={busyId === job.id}
                        aria-label={`Retry job ${job.id} of ${job.queue}`}
                      >
                        {busyId === job.id ? "Retrying…" : "Retry"}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <ListFooter
          loading={list.loading}
          error={list.error}
          hasMore={!!list.nextCursor}
          onMore={list.loadMore}
          count={list.items.length}
          empty="No failed jobs."
        />
      </section>
    </div>
  );
}
