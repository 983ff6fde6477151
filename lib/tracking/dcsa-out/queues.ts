import type PgBoss from "pg-boss";

import { QUEUES } from "@/lib/jobs/queues";

/**
 * The tracking queues (docs/jobs.md, docs/tracking.md). Their policies live with every other
 * queue's in lib/jobs/queues.ts (created at the boss's start) and travel with every job sent.
 */
export const DELIVER_QUEUE = "tracking.deliver";
export const DELIVERY_SWEEP_QUEUE = "tracking.deliveries-sweep";
export const POLL_QUEUE = "tracking.poll";
export const POLL_SOURCE_QUEUE = "tracking.poll-source";

type Policy = PgBoss.SendOptions & { expireInSeconds: number };
export const TRACKING_QUEUES: Record<string, Policy> = {
  [DELIVER_QUEUE]: QUEUES[DELIVER_QUEUE],
  [DELIVERY_SWEEP_QUEUE]: QUEUES[DELIVERY_SWEEP_QUEUE],
  [POLL_QUEUE]: QUEUES[POLL_QUEUE],
  [POLL_SOURCE_QUEUE]: QUEUES[POLL_SOURCE_QUEUE],
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
