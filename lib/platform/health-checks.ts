import { queueStats } from "@/lib/jobs/queue-stats";

/**
 * A dependency /api/health reports beside the database and the blob store. `run` resolves with the
 * part's figures when the dependency answers and rejects (or times out) when it does not.
 */
export type HealthCheck = { name: "queue"; run: () => Promise<Record<string, unknown>> };

/** The one place to wire further dependencies into /api/health: the job queue's counts and oldest waiting job. */
export const extraHealthChecks: HealthCheck[] = [{ name: "queue", run: () => queueStats() }];
