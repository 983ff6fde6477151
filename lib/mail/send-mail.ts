import { randomUUID } from "node:crypto";
import { mailOutbox } from "@/models";
import { getDb } from "@/lib/db/client";
import { enqueue } from "@/lib/jobs/queue";
import { messageIdFor } from "./transport";
import { logger } from "@/lib/observability/logger";

export { mailFrom } from "./transport";

export type Mail = { to: string; subject: string; text: string; html: string };

/**
 * Queues a mail: writes its outbox row, then sends a `mail.send` job whose id is the row's id
 * (lib/mail/deliver-mail.ts delivers it, with retries). Call it after the caller's transaction
 * has committed: it writes through its own connection, which on PGlite would wait on that very
 * transaction, and a job must never name a row a rollback could remove.
 *
 * Without SMTP_URL the row is kept as `stored` for admins to read (and logged), so password
 * reset works on the embedded default. Never throws: a mail problem must not undo the operation
 * that caused it. A crash between the row and its job leaves the row `queued`; the
 * `mail.requeue` schedule sends its job later (docs/jobs.md).
 */
export async function sendMail(mail: Mail): Promise<"queued" | "stored" | "failed"> {
  const id = randomUUID();
  const smtp = Boolean(process.env.SMTP_URL);
  try {
    const db = await getDb();
    await db.insert(mailOutbox).values({
      id,
      ...mail,
      status: smtp ? "queued" : "stored",
      messageId: messageIdFor(id),
    });
  } catch (error) {
    logger.error({ to: mail.to, error: String(error) }, "outbox write failed");
    return "failed";
  }
  if (!smtp) {
    logger.info({ to: mail.to, subject: mail.subject }, "mail stored in outbox (no SMTP_URL)");
    return "stored";
  }
  try {
    await enqueue("mail.send", { outboxId: id }, { id });
  } catch (error) {
    // The row stays queued; mail.requeue sends its job once the queue is back.
    logger.error({ outboxId: id, error: String(error) }, "mail job not sent");
  }
  return "queued";
}
