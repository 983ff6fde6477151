import PgBoss from "pg-boss";
import { getDbHandle, type DbHandle } from "@/lib/db/client";
import { bossExecutor } from "./executor";
import { QUEUES } from "./queues";
import { logger } from "@/lib/observability/logger";

type JobsState = {
  /** The database handle this boss runs on; a new handle (a test file) gets a new boss. */
  handle: Promise<DbHandle>;
  boss: Promise<PgBoss>;
  /** Local worker ids per queue, so an enqueue in this process can wake them at once. */
  workers: Map<string, string[]>;
  workersStarted?: Promise<void>;
};

export type JobsConfig = {
  /** pg-boss constructor options that replace the defaults below (tests: short intervals). */
  boss?: Partial<PgBoss.ConstructorOptions>;
  /** Per-queue retry/expiry overrides, applied to every job sent afterwards. */
  queues?: Record<string, PgBoss.SendOptions>;
};

declare global {
  // Kept on globalThis like the database handle (docs/architecture.md §7): hot reload and several route
  // bundles share one boss per process.
  var __exportlyJobs: JobsState | undefined;
  var __exportlyJobsConfig: JobsConfig | undefined;
}

/** Test and benchmark hook: options for the next boss started in this process. */
export function configureJobs(config: JobsConfig): void {
  globalThis.__exportlyJobsConfig = config;
}

export function jobsConfig(): JobsConfig {
  return globalThis.__exportlyJobsConfig ?? {};
}

/** Whether this process runs workers: the worker script always, the web process unless WORKERS_IN_WEB=false. */
export function workersInProcess(): boolean {
  if (globalThis.__exportlyWorkerProcess) return true;
  return process.env.WORKERS_IN_WEB !== "false";
}

declare global {
  var __exportlyWorkerProcess: boolean | undefined;
}

/** The process-wide boss on the app's database, started on first use, never at import time. */
export function getBoss(): Promise<PgBoss> {
  return jobsState().boss;
}

export function jobsState(): JobsState {
  const handle = getDbHandle();
  const current = globalThis.__exportlyJobs;
  if (current && current.handle === handle) return current;
  const state: JobsState = { handle, boss: startBoss(handle), workers: new Map() };
  state.boss.catch(() => {
    if (globalThis.__exportlyJobs === state) globalThis.__exportlyJobs = undefined;
  });
  globalThis.__exportlyJobs = state;
  if (workersInProcess()) {
    // Imported lazily: the handlers pull in mail, storage and auth code the queue itself does not need.
    state.workersStarted = state.boss
      .then(() => import("./workers"))
      .then(({ startWorkers }) => startWorkers())
      .catch((error: unknown) => {
        logger.error({ error: String(error) }, "workers failed to start");
      });
  }
  return state;
}

async function startBoss(handlePromise: Promise<DbHandle>): Promise<PgBoss> {
  const handle = await handlePromise;
  const boss = new PgBoss({
    db: bossExecutor(handle),
    schema: "pgboss",
    // The maintenance (expiry of jobs whose worker died, archiving) and the cron clock run in
    // every instance; pg-boss elects one per interval through a row in its schema.
    supervise: true,
    schedule: true,
    ...jobsConfig().boss,
  });
  boss.on("error", (error: unknown) => logger.error({ error: String(error) }, "job queue error"));
  await boss.start();
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  for (const [name, options] of Object.entries(QUEUES)) {
    if (!existing.has(name)) await createQueue(boss, name, options);
  }
  return boss;
}

/** createQueue, tolerating a concurrent start (several instances) that created it first. */
export async function createQueue(boss: PgBoss, name: string, options: PgBoss.Queue | object = {}): Promise<void> {
  try {
    await boss.createQueue(name, options as PgBoss.Queue);
  } catch (error) {
    if (!(await boss.getQueue(name))) throw error;
  }
}

/**
 * Stops this process's boss: no new fetches, running jobs get up to `timeoutMs` to finish
 * (then pg-boss fails them, and their retry policy applies). The database stays open: the
 * caller closes it after (lib/jobs/shutdown.ts).
 */
export async function stopJobs(timeoutMs = shutdownTimeoutMs()): Promise<void> {
  const state = globalThis.__exportlyJobs;
  if (!state) return;
  globalThis.__exportlyJobs = undefined;
  let boss: PgBoss;
  try {
    boss = await state.boss;
    await state.workersStarted;
  } catch {
    return;
  }
  await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
}

export function shutdownTimeoutMs(): number {
  const value = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000);
  return Number.isFinite(value) && value >= 1000 ? value : 25_000;
}
