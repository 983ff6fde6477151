import { deliverMail, type MailJob } from "@/lib/mail/deliver-mail";
import { requeueMail } from "@/lib/mail/requeue-mail";
import { purgeExpired } from "./purge-expired";
import { enqueue, schedule, work } from "./queue";
import { SCHEDULES } from "./queues";
import { sweepOrphanBlobs } from "./sweep-orphan-blobs";
import { startTrackingWorkers } from "@/lib/tracking/poll/workers";
import { BACKFILL_QUEUE, backfillFacts } from "@/lib/analytics/facts/backfill-facts";
import { backfillActualArrivals } from "@/lib/analytics/facts/backfill-arrivals";
import { backfillNeeded } from "@/lib/analytics/facts/backfill-needed";
import { queueWeeklySummaries } from "@/lib/analytics/weekly-summary/queue-weekly-summaries";

/**
 * Registers this process's handlers for every app queue and (idempotently) the recurring
 * schedules. Called once per boss (lib/jobs/boss.ts) when this process runs workers.
 */
export async function startWorkers(): Promise<void> {
  const mailConcurrency = Number(process.env.MAIL_WORKERS ?? 4);
  await work<MailJob>("mail.send", (data, job) => deliverMail(data, job), { concurrency: mailConcurrency });
  await work("mail.requeue", () => requeueMail());
  await work("blobs.sweep", () => sweepOrphanBlobs());
  await work("auth.purge-expired", () => purgeExpired());
  await work("analytics.weekly-summary", () => queueWeeklySummaries());
  for (const { name, cron } of SCHEDULES) await schedule(name, cron);
  await startTrackingWorkers();
  await work(BACKFILL_QUEUE, async () => ({ ...(await backfillFacts()), ...(await backfillActualArrivals()) }));
  // Shipments written before the facts projection existed get theirs once. The singleton key and
  // window make every instance's start within the hour send one job; a later start sends another,
  // which finds nothing missing and ends at once.
  if (await backfillNeeded())
    await enqueue(BACKFILL_QUEUE, {}, { singletonKey: BACKFILL_QUEUE, singletonSeconds: 3600 });
}
