import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { sql } from "drizzle-orm";
import { getDbHandle } from "@/lib/db/client";
import { logger } from "@/lib/observability/logger";
import { getBlobStore, type BlobStore } from "@/lib/storage/blob-store";
import { extraHealthChecks, type HealthCheck } from "./health-checks";

type PartStatus = "ok" | "down";
export type Health = {
  status: "ok" | "degraded";
  uptimeSeconds: number;
  database: { status: PartStatus; driver: string | null; latencyMs: number | null };
  storage: { status: PartStatus; latencyMs: number | null };
  queue?: { status: PartStatus; latencyMs: number | null } & Record<string, unknown>;
};

export type CheckHealthOptions = { store?: BlobStore; checks?: HealthCheck[] };

/** A dependency that hangs (an unreachable S3 endpoint retrying) reports down instead of stalling the probe. */
const CHECK_TIMEOUT_MS = 5_000;

/**
 * A fixed probe blob: the store is content-addressed, so every probe writes the same few bytes
 * once and never removes them (a removal could race with a concurrent probe's read).
 */
const PROBE = Buffer.from("exportly health probe\n");

/**
 * Process and dependency health, for the load balancer and docker-compose: 200 when every part
 * answers, 503 (status `degraded`) when one is down; each part says which. Failures are logged,
 * not returned: this endpoint is public.
 */
export async function checkHealth(options: CheckHealthOptions = {}): Promise<Health> {
  const store = options.store ?? getBlobStore();
  const checks = options.checks ?? extraHealthChecks;
  const [database, storage, ...extra] = await Promise.all([
    timed("database", async () => {
      const handle = await getDbHandle();
      await handle.db.execute(sql`select 1`);
      return { driver: handle.driver };
    }),
    timed("storage", () => probeStore(store)),
    ...checks.map((check) => timed(check.name, check.run)),
  ]);
  const health: Health = {
    status: "ok",
    uptimeSeconds: Math.round(process.uptime()),
    database: {
      status: database.status,
      driver: (database.driver as string | undefined) ?? null,
      latencyMs: database.latencyMs,
    },
    storage: { status: storage.status, latencyMs: storage.latencyMs },
  };
  checks.forEach((check, i) => (health[check.name] = extra[i]!));
  const parts = [database, storage, ...extra];
  if (parts.some((part) => part.status !== "ok")) health.status = "degraded";
  return health;
}

async function probeStore(store: BlobStore): Promise<Record<string, unknown>> {
  const { sha256 } = await store.put(Readable.from([PROBE]));
  const bytes = await buffer(await store.open(sha256));
  if (!bytes.equals(PROBE)) throw new Error(`the probe blob ${sha256} came back different`);
  return {};
}

type Part = { status: PartStatus; latencyMs: number | null } & Record<string, unknown>;

async function timed(name: string, run: () => Promise<Record<string, unknown>>): Promise<Part> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    });
    const details = await Promise.race([run(), timeout]);
    return { ...details, status: "ok", latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    logger.error({ err: error, dependency: name }, `health check: ${name} unreachable`);
    return { status: "down", latencyMs: null };
  } finally {
    clearTimeout(timer);
  }
}
