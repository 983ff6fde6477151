import { sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { getBoss } from "@/lib/jobs/boss";
import { queueStats } from "@/lib/jobs/queue-stats";
import { assertAdmin } from "./access";
import { decodeTimeCursor, pageOf } from "@/lib/db/keyset-cursor";
import { toJobDto, type JobRow } from "./job-dto";

export type ListJobsOptions = { actor: Actor; queue?: string; limit: number; cursor?: string };

/**
 * The queue page: counts per queue and state, the oldest waiting job's age, and the failed jobs
 * with their error, most recently failed first (keyset on completed_on, id).
 */
export async function listJobs({ actor, queue, limit, cursor }: ListJobsOptions) {
  assertAdmin(actor);
  const after = decodeTimeCursor(cursor);
  // Creates pg-boss's schema if this instance never started the queue (WORKERS_IN_WEB=false).
  await getBoss();
  const db = await getDb();
  const result = (await db.execute(sql`
    select id, name, state::text as state, retry_count as "retryCount", retry_limit as "retryLimit", data, output,
      created_on as "createdOn", completed_on as "completedOn"
    from pgboss.job
    where state = 'failed'
      ${queue ? sql`and name = ${queue}` : sql``}
      ${after ? sql`and (completed_on, id) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)` : sql``}
    order by completed_on desc, id desc
    limit ${limit + 1}
  `)) as unknown as { rows: JobRow[] };
  const rows = result.rows.map((r) => ({ ...r, completedOn: r.completedOn ? new Date(r.completedOn) : null }));
  const { page, nextCursor } = pageOf(rows, limit, (r) => ({ at: r.completedOn ?? new Date(0), id: r.id }));
  const stats = await queueStats();
  return { ...stats, failed: page.map(toJobDto), nextCursor };
}
