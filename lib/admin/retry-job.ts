import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { AppError, notFound } from "@/lib/contract/errors";
import { getDb } from "@/lib/db/client";
import { getBoss } from "@/lib/jobs/boss";
import { assertAdmin } from "./access";
import { toJobDto, type JobRow } from "./job-dto";

export type JobActionOptions = { actor: Actor; queue: string; jobId: string };

/** Sends a failed job back to its queue (pg-boss allows it one more attempt). Audited. */
export async function retryJob({ actor, queue, jobId }: JobActionOptions) {
  assertAdmin(actor);
  const boss = await getBoss();
  const job = await boss.getJobById(queue, jobId);
  if (!job) throw notFound("Job not found.");
  if (job.state !== "failed")
    throw new AppError("unprocessable", `Only a failed job can be retried; this one is ${job.state}.`);
  await boss.retry(queue, jobId);
  await writeAudit(await getDb(), {
    actorId: actor.userId,
    action: "job.retried",
    entityType: "job",
    entityId: jobId,
    data: { queue },
  });
  return { job: toJobDto((await boss.getJobById(queue, jobId)) as unknown as JobRow) };
}
