import type PgBoss from "pg-boss";

/**
 * The tracking queues (docs/jobs.md, docs/tracking.md). Their policies travel with every job sent
 * (lib/jobs/queue.ts `enqueue` options), so they need no row in lib/jobs/queues.ts.
 *
 * Deliveries: pg-boss's backoff waits retryDelay · 2^n · (1 + random) before retry n+1; from 15 s,
 * fourteen retries span more than 24 hours even at their shortest, so a subscription failing for
 * a whole day is disabled (lib/tracking/dcsa-out/deliver-event.ts) before the retries run out.
 */
export const DELIVER_QUEUE = "tracking.deliver";
export const DELIVERY_SWEEP_QUEUE = "tracking.deliveries-sweep";
export const POLL_QUEUE = "tracking.poll";
export const POLL_SOURCE_QUEUE = "tracking.poll-source";

type Policy = PgBoss.SendOptions & { expireInSeconds: number };
export const TRACKING_QUEUES: Record<string, Policy> = {
  [DELIVER_QUEUE]: { retryLimit: 14, retryDelay: 15, retryBackoff: true, expireInSeconds: 60 },
  [DELIVERY_SWEEP_QUEUE]: { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  [POLL_QUEUE]: { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  [POLL_SOURCE_QUEUE]: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 900 },
};

/** Cron schedules (UTC): every minute the poll job picks the sources that are due. */
export const TRACKING_SCHEDULES = [
  { name: POLL_QUEUE, cron: "* * * * *" },
  { name: DELIVERY_SWEEP_QUEUE, cron: "*/5 * * * *" },
];

/** A queue's policy: ours, with the test and benchmark overrides of configureJobs on top. */
export function policyOf(name: string, jobsQueues: Record<string, PgBoss.SendOptions> | undefined): PgBoss.SendOptions {
  return { ...TRACKING_QUEUES[name], ...jobsQueues?.[name] };
}
