import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";

export type QueueStats = {
  queues: { name: string; state: string; count: number }[];
  /** Age of the oldest job ready to run but not yet taken; null when none waits. */
  oldestWaitingSeconds: number | null;
};

/** SQLSTATE 42P01: the pgboss schema is created by the first boss start; before it, nothing is queued. */
function isUndefinedTable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "42P01") return true;
  }
  return false;
}

type Rows<T> = { rows: T[] };

/**
 * Jobs per queue and state (pg-boss's internal queues left out), and how long the oldest ready
 * job has waited: the signal that workers are missing or behind. Reads pg-boss's job table
 * directly; completed jobs move to its archive after 12 hours and are not counted there.
 */
export async function queueStats(): Promise<QueueStats> {
  const db = await getDb();
  try {
    const counts = (await db.execute(sql`
      select name, state::text as state, count(*)::int as count
      from pgboss.job
      where name not like '\_\_pgboss\_\_%'
      group by name, state
      order by name, state
    `)) as unknown as Rows<{ name: string; state: string; count: number }>;
    const waiting = (await db.execute(sql`
      select extract(epoch from now() - min(start_after))::float8 as seconds
      from pgboss.job
      where state in ('created', 'retry') and start_after <= now() and name not like '\_\_pgboss\_\_%'
    `)) as unknown as Rows<{ seconds: number | null }>;
    const seconds = waiting.rows[0]?.seconds;
    return {
      queues: counts.rows.map((r) => ({ name: r.name, state: r.state, count: Number(r.count) })),
      oldestWaitingSeconds: seconds === null || seconds === undefined ? null : Math.max(0, Number(seconds)),
    };
  } catch (error) {
    if (isUndefinedTable(error)) return { queues: [], oldestWaitingSeconds: null };
    throw error;
  }
}
