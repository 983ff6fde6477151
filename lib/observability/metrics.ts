import client from "prom-client";
import { getDbHandle } from "@/lib/db/client";

/**
 * Prometheus metrics on prom-client's default registry, which other modules (the job queue)
 * register on too; `GET /api/metrics` serialises it. prom-client is a server external package
 * (next.config.ts), so every route bundle shares this one registry.
 */
export const registry = client.register;

/** Registers a metric once per process: several route bundles and Vitest files import this module. */
function once<T extends client.Metric>(name: string, create: () => T): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? create();
}

const DEFAULTS_KEY = Symbol.for("exportly.defaultMetrics");
const holder = globalThis as { [DEFAULTS_KEY]?: true };
if (!holder[DEFAULTS_KEY]) {
  holder[DEFAULTS_KEY] = true;
  client.collectDefaultMetrics({ register: registry });
}

export const httpRequestDuration = once(
  "http_request_duration_seconds",
  () =>
    new client.Histogram({
      name: "http_request_duration_seconds",
      help: "API request duration by method, route template (e.g. /api/shipments/{id}) and status.",
      labelNames: ["method", "route", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

/** Pool figures of node-postgres, read at scrape time; PGlite has no pool, so nothing is reported there. */
once(
  "db_pool_connections",
  () =>
    new client.Gauge({
      name: "db_pool_connections",
      help: "node-postgres pool clients by state: total (open), idle, waiting (queued requests for a client).",
      labelNames: ["state"] as const,
      async collect() {
        this.reset();
        const pool = await currentPool();
        if (!pool) return;
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    }),
);

type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number };

async function currentPool(): Promise<PoolCounts | null> {
  // A scrape never opens the database: only an already-open handle is read.
  if (!globalThis.__exportlyDb) return null;
  try {
    const handle = await getDbHandle();
    if (handle.driver !== "postgres") return null;
    // drizzle's node-postgres database keeps its Pool as `$client`.
    const pool = (handle.db as unknown as { $client?: Partial<PoolCounts> }).$client;
    return typeof pool?.totalCount === "number" ? (pool as PoolCounts) : null;
  } catch {
    return null;
  }
}

export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  httpRequestDuration.observe({ method, route, status: String(status) }, seconds);
}
