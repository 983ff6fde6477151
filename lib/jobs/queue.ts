import type PgBoss from "pg-boss";
import { createQueue, getBoss, jobsConfig, jobsState } from "./boss";
import { recordJob } from "./metrics";
import { QUEUES } from "./queues";

export type JobHandler<T> = (data: T, job: PgBoss.JobWithMetadata<T>) => Promise<unknown>;

function queueDefaults(name: string): PgBoss.SendOptions {
  const known = (QUEUES as Record<string, PgBoss.SendOptions>)[name] ?? {};
  return { ...known, ...jobsConfig().queues?.[name] };
}

/**
 * Sends a job. Call it after the transaction that made the work necessary has committed (the
 * queue writes through its own connection). Returns the job id, or null when a job with the
 * given `id` already exists (pg-boss inserts with ON CONFLICT DO NOTHING: sending the same id
 * twice is how a job is made idempotent).
 */
export async function enqueue<T extends object>(
  name: string,
  data: T,
  options: PgBoss.SendOptions = {},
): Promise<string | null> {
  const state = jobsState();
  const boss = await state.boss;
  if (!(name in QUEUES) && !(await boss.getQueue(name))) await createQueue(boss, name, queueDefaults(name));
  const id = await boss.send(name, data, { ...queueDefaults(name), ...options });
  // Wake this process's idle workers of that queue instead of waiting for their next poll.
  for (const workerId of state.workers.get(name) ?? []) boss.notifyWorker(workerId);
  return id;
}

export type WorkOptions = {
  /** Parallel jobs of this queue in this process (each is one pg-boss worker). */
  concurrency?: number;
  pollingIntervalSeconds?: number;
};

/**
 * Registers a handler for a queue in this process. One job per fetch; a handler that throws
 * (or outlives the queue's expireInSeconds) fails the attempt and the retry policy applies.
 */
export async function work<T extends object>(
  name: string,
  handler: JobHandler<T>,
  options: WorkOptions = {},
): Promise<string[]> {
  const state = jobsState();
  const boss = await state.boss;
  if (!(name in QUEUES) && !(await boss.getQueue(name))) await createQueue(boss, name, queueDefaults(name));
  const ids: string[] = [];
  for (let i = 0; i < (options.concurrency ?? 1); i++) {
    let workerId = "";
    workerId = await boss.work<T>(
      name,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async ([job]) => {
        if (!job) return undefined;
        // pg-boss 10 waits a full polling interval after every job, even with more waiting: a
        // worker notified during its job fetches the next one at once instead (one job per
        // interval would cap a queue at 0.5 jobs per second per worker).
        boss.notifyWorker(workerId);
        const started = process.hrtime.bigint();
        try {
          const output = await handler(job.data, job);
          recordJob(name, "completed", started);
          return output;
        } catch (error) {
          recordJob(name, "failed", started);
          throw error;
        }
      },
    );
    ids.push(workerId);
  }
  state.workers.set(name, [...(state.workers.get(name) ?? []), ...ids]);
  return ids;
}

/**
 * A recurring job: `cron` (5 fields, UTC) sends one job of queue `name` with `data`. Stored in
 * the database, so one schedule serves every instance; pg-boss sends each tick once.
 */
export async function schedule(name: string, cron: string, data: object = {}, options: PgBoss.ScheduleOptions = {}) {
  const boss = await getBoss();
  if (!(name in QUEUES) && !(await boss.getQueue(name))) await createQueue(boss, name, queueDefaults(name));
  await boss.schedule(name, cron, data, { tz: "UTC", ...queueDefaults(name), ...options });
}
