import type PgBoss from "pg-boss";

/**
 * Every queue the app uses, with its retry policy. pg-boss 10 needs a queue to exist before a
 * job is sent to it; lib/jobs/boss.ts creates these at start, one after the other, before any
 * worker starts or any job is sent (created lazily, a send racing a worker's start could make two
 * transactions create the same queue's table at once, and PostgreSQL answered one with a deadlock). The policy is also sent with each
 * job, so a change here applies to new jobs without touching the stored queue row.
 */
export const QUEUES = {
  /** One outbox row delivered over SMTP (lib/mail/deliver-mail.ts). */
  "mail.send": { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  /** Outbox rows still queued long after they were written (a crash before their job was sent). */
  "mail.requeue": { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  /** Bytes in the blob store that no row names (lib/jobs/sweep-orphan-blobs.ts). */
  "blobs.sweep": { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 900 },
  /** Expired sessions, password-reset codes and invitations (lib/jobs/purge-expired.ts). */
  "auth.purge-expired": { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 },
  /**
   * One signed push of tracking events to a /v2 subscriber (lib/tracking/dcsa-out). pg-boss's
   * backoff waits retryDelay · 2^n · (1 + random) before retry n+1; from 15 s, fourteen retries
   * span more than 24 hours even at their shortest, so a subscription failing for a whole day is
   * disabled (deliver-event.ts) before the retries run out.
   */
  "tracking.deliver": { retryLimit: 14, retryDelay: 15, retryBackoff: true, expireInSeconds: 60 },
  /** Pending deliveries whose job was never sent (a crash between commit and send). */
  "tracking.deliveries-sweep": { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  /** The minute tick that picks the carrier connections due for a poll. */
  "tracking.poll": { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  /** One carrier connection polled (GET /v2/events at the carrier, every page). */
  "tracking.poll-source": { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 900 },
  /** Facts of shipments that have none (lib/analytics/facts/backfill-facts.ts); sent once per worker start. */
  "analytics.backfill-facts": { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 3600 },
} satisfies Record<string, PgBoss.RetryOptions & { expireInSeconds: number }>;

export type QueueName = keyof typeof QUEUES;

/** Cron schedules (UTC) of the recurring jobs; registered by startWorkers. */
export const SCHEDULES: { name: QueueName; cron: string }[] = [
  { name: "mail.requeue", cron: "*/10 * * * *" },
  { name: "blobs.sweep", cron: "17 * * * *" },
  { name: "auth.purge-expired", cron: "7 * * * *" },
];
