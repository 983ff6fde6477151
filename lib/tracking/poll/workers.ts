import { schedule, work } from "@/lib/jobs/queue";
import { deliverEvent } from "@/lib/tracking/dcsa-out/deliver-event";
import { sweepPendingDeliveries, type DeliverJob } from "@/lib/tracking/dcsa-out/enqueue-deliveries";
import {
  DELIVER_QUEUE,
  DELIVERY_SWEEP_QUEUE,
  POLL_QUEUE,
  POLL_SOURCE_QUEUE,
  TRACKING_SCHEDULES,
} from "@/lib/tracking/dcsa-out/queues";
import { dispatchDuePolls, pollSourceJob } from "./poll-source";

/** The tracking queues' handlers and schedules (called from lib/jobs/workers.ts). */
export async function startTrackingWorkers(): Promise<void> {
  const deliverConcurrency = Number(process.env.TRACKING_DELIVERY_WORKERS ?? 4);
  await work<DeliverJob>(DELIVER_QUEUE, (data, job) => deliverEvent(data, job), { concurrency: deliverConcurrency });
  await work(DELIVERY_SWEEP_QUEUE, () => sweepPendingDeliveries());
  await work(POLL_QUEUE, () => dispatchDuePolls());
  await work<{ sourceId: string }>(POLL_SOURCE_QUEUE, (data) => pollSourceJob(data), { concurrency: 2 });
  for (const { name, cron } of TRACKING_SCHEDULES) await schedule(name, cron);
}
