import { writeAudit } from "@/lib/audit/write-audit";
import { AppError, notFound } from "@/lib/contract/errors";
import { getDb } from "@/lib/db/client";
import { getBoss } from "@/lib/jobs/boss";
import { assertAdmin } from "./access";
import { toJobDto, type JobRow } from "./job-dto";
import type { JobActionOptions } from "./retry-job";

const CANCELLABLE = new Set(["created", "retry", "active"]);

/**
 * Cancels a job that has not finished: a waiting one never runs; a running one keeps running in
 * its worker, but its result is no longer recorded and it is not retried. Audited.
 */
export async function cancelJob({ actor, queue, jobId }: JobActionOptions) {
  assertAdmin(actor);
  const boss = await getBoss();
  const job = await boss.getJobById(queue, jobId);
  if (!job) throw notFound("Job not found.");
  if (!CANCELLABLE.has(job.state)) {
    throw new AppError("unprocessable", `Only a waiting or running job can be cancelled; this one is ${job.state}.`);
  }
  await boss.cancel(queue, jobId);
  await writeAudit(await getDb(), {
    actorId: actor.userId,
    action: "job.cancelled",
    entityType: "job",
    entityId: jobId,
    data: { queue },
  });
  return { job: toJobDto((await boss.getJobById(queue, jobId)) as unknown as JobRow) };
}
