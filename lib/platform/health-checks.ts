/**
 * A dependency /api/health reports beside the database and the blob store. `run` resolves with the
 * part's figures when the dependency answers and rejects (or times out) when it does not.
 */
export type HealthCheck = { name: "queue"; run: () => Promise<Record<string, unknown>> };

/**
 * THE ONE PLACE to wire further dependencies into /api/health. The job queue's check belongs here
 * once lib/jobs/queue-stats.ts exists (it returns `{ queues, oldestWaitingSeconds }`):
 *
 *   import { queueStats } from "@/lib/jobs/queue-stats";
 *   export const extraHealthChecks: HealthCheck[] = [{ name: "queue", run: () => queueStats() }];
 */
export const extraHealthChecks: HealthCheck[] = [];
