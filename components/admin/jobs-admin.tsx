"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { ListState } from "@/components/ui/list-state";
import { errorMessage } from "@/lib/client/api";
import { apiRequest, type ApiOutput, type EndpointAt } from "@/lib/client/api-client";
import { invalidatePaths, useApiQuery, useKeysetList } from "@/lib/client/queries";
import styles from "./admin.module.css";
import { formatDateTime } from "@/lib/format/dates";
import { formatDecimal } from "@/lib/format/numbers";

type Job = ApiOutput<EndpointAt<"GET", "/api/admin/jobs">>["failed"][number];
const STATES = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;

function formatWait(seconds: number | null): string {
  if (seconds === null) return "No job is waiting.";
  if (seconds < 60) return `The oldest waiting job has waited ${Math.round(seconds)} s.`;
  return `The oldest waiting job has waited ${Math.round(seconds / 60)} min.`;
}

/** Counts per queue and state, then the failed jobs with their error and a retry button. */
export function JobsAdmin() {
  const queryClient = useQueryClient();
  const list = useKeysetList("/api/admin/jobs", { query: { limit: 25 } }, (page) => page.failed);
  // The counts come with every page; a one-item request keeps them fresh after an action.
  const { data: stats } = useApiQuery("/api/admin/jobs", { query: { limit: 1 } });
  const [busyId, setBusyId] = useState<string | null>(null);

  async function act(job: Job, action: "retry" | "cancel") {
    setBusyId(job.id);
    try {
      const path = action === "retry" ? "/api/admin/jobs/{queue}/{id}/retry" : "/api/admin/jobs/{queue}/{id}/cancel";
      await apiRequest("POST", path, { params: { queue: job.queue, id: job.id } });
      await invalidatePaths(queryClient, ["/api/admin/jobs"]);
      toast.success(action === "retry" ? "The job is queued again." : "The job is cancelled.");
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
                      <td key={s} className={styles.num}>
                        {formatDecimal(String(countOf(name, s)))}
                      </td>
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
        <ListState
          list={list}
          empty={
            <section className="empty-state">
              <p>No failed jobs.</p>
            </section>
          }
        >
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
        </ListState>
      </section>
    </div>
  );
}
