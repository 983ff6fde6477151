import { and, eq, lt } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { enqueue } from "@/lib/jobs/queue";
import { mailOutbox } from "@/models";

/** A queued row older than this has had time to get its job; it may have lost it in a crash. */
const REQUEUE_AFTER_MS = 10 * 60 * 1000;

/**
 * The `mail.requeue` job: sends the job of every outbox row still `queued` ten minutes after it
 * was written. The job id is the row id, so a row whose job exists (waiting for a retry) is left
 * alone: pg-boss ignores a second job with the same id. Only a row whose job was never sent (the
 * process died between the outbox insert and the send) gets one.
 */
export async function requeueMail(now = new Date()): Promise<{ requeued: number }> {
  const db = await getDb();
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "queued"), lt(mailOutbox.createdAt, new Date(now.getTime() - REQUEUE_AFTER_MS))))
    .limit(1000);
  let requeued = 0;
  for (const { id } of rows) if (await enqueue("mail.send", { outboxId: id }, { id })) requeued++;
  return { requeued };
}
