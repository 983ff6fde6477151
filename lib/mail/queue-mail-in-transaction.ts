import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { enqueue } from "@/lib/jobs/queue";
import { logger } from "@/lib/observability/logger";
import { mailOutbox } from "@/models";
import type { Mail } from "./send-mail";
import { messageIdFor } from "./transport";

const lockKey = (outboxId: string) => sql`hashtextextended(${`mail:${outboxId}`}, 0)`;

/**
 * `sendMail` for a change made in a transaction: the outbox row is written by `tx`, so the mail
 * exists exactly when the change commits (a rollback leaves no mail about something that did not
 * happen). Its `mail.send` job can only be sent after the commit (docs/jobs.md): the transaction
 * takes an advisory lock (transaction-scoped) with its first mail, and a waiter outside it takes the same lock,
 * which it gets once the transaction has ended (on PGlite its query waits behind the transaction
 * anyway), then sends the job of each of its rows that is there. A process that dies in between leaves the row
 * `queued` for `mail.requeue`. Not for sensitive mail (its secret table is written by sendMail).
 */
export async function queueMailInTransaction(tx: DbOrTx, mail: Omit<Mail, "sensitive">): Promise<string> {
  const id = randomUUID();
  const smtp = Boolean(process.env.SMTP_URL);
  await tx.insert(mailOutbox).values({
    id,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    sensitive: false,
    status: smtp ? "queued" : "stored",
    messageId: messageIdFor(id),
    headers: mail.headers ?? null,
  });
  if (!smtp) {
    logger.info({ to: mail.to, subject: mail.subject }, "mail stored in outbox (no SMTP_URL)");
    return id;
  }
  // One lock and one waiter per transaction, however many mails it queues: a waiter holds a pool
  // connection while it waits, and twenty admins' mails must not take twenty.
  const pending = pendingByTransaction.get(tx);
  if (pending) {
    pending.push(id);
    return id;
  }
  const ids = [id];
  pendingByTransaction.set(tx, ids);
  await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(id)})`);
  void sendJobsAfterCommit(id, ids);
  return id;
}

const pendingByTransaction = new WeakMap<DbOrTx, string[]>();

/** `ids` is complete once the lock is ours: the transaction that fills it has ended by then. */
async function sendJobsAfterCommit(lockId: string, ids: string[]): Promise<void> {
  try {
    const db = await getDb();
    const committed = await db.transaction(async (waiter) => {
      await waiter.execute(sql`select pg_advisory_xact_lock(${lockKey(lockId)})`);
      return waiter.select({ id: mailOutbox.id }).from(mailOutbox).where(inArray(mailOutbox.id, ids));
    });
    for (const { id } of committed) {
      logger.debug({ outboxId: id }, "mail queued");
      await enqueue("mail.send", { outboxId: id }, { id });
    }
  } catch (error) {
    // The rows stay queued; mail.requeue sends their jobs later.
    logger.error({ outboxIds: ids, error: String(error) }, "mail job not sent");
  }
}
