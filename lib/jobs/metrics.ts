import { Counter, Histogram } from "prom-client";

declare global {
  // One set of metrics per process: prom-client's default registry refuses a second metric of
  // the same name, which hot reload or a second route bundle would otherwise register.
  var __exportlyJobMetrics:
    { jobs: Counter<"queue" | "outcome">; duration: Histogram<"queue" | "outcome"> } | undefined;
}

function metrics() {
  globalThis.__exportlyJobMetrics ??= {
    jobs: new Counter({
      name: "exportly_jobs_total",
      help: "Jobs run by this process, by queue and outcome (completed or failed attempt).",
      labelNames: ["queue", "outcome"],
    }),
    duration: new Histogram({
      name: "exportly_job_duration_seconds",
      help: "Time a job handler ran, by queue and outcome.",
      labelNames: ["queue", "outcome"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    }),
  };
  return globalThis.__exportlyJobMetrics;
}

/** Records one job attempt that started at `started` (process.hrtime.bigint()). */
export function recordJob(queue: string, outcome: "completed" | "failed", started: bigint): void {
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const { jobs, duration } = metrics();
  jobs.inc({ queue, outcome });
  duration.observe({ queue, outcome }, seconds);
}
