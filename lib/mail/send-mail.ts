import { randomUUID } from "node:crypto";
import { mailOutbox, mailSecrets, type MailHeaders } from "@/models";
import { getDb } from "@/lib/db/client";
import { enqueue } from "@/lib/jobs/queue";
import { messageIdFor } from "./transport";
import { logger } from "@/lib/observability/logger";

export { mailFrom } from "./transport";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The body carries a secret (a reset or confirmation code, an invitation, share or undo link).
   * The outbox row (what admins and `GET /api/admin/outbox` read) then keeps only a redacted copy,
   * and the complete body waits in `mail_secrets` for the `mail.send` job alone. The subject is
   * always stored as it is, so it must never carry the secret.
   */
  sensitive?: boolean;
  /** Reply-To and threading headers (support mail: docs/support.md, "Email both ways"). */
  headers?: MailHeaders;
};

/** What the outbox shows of a sensitive mail's body. */
export const REDACTED_TEXT =
  "[Redacted: this message carries a code or link that only its recipient may read. It was sent complete over SMTP.]";

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
export async function sendMail({ sensitive = false, ...mail }: Mail): Promise<"queued" | "stored" | "failed"> {
  const id = randomUUID();
  const smtp = Boolean(process.env.SMTP_URL);
  try {
    const db = await getDb();
    const row = {
      id,
      to: mail.to,
      subject: mail.subject,
      ...(sensitive ? { text: REDACTED_TEXT, html: `<p>${REDACTED_TEXT}</p>` } : { text: mail.text, html: mail.html }),
      sensitive,
      status: smtp ? ("queued" as const) : ("stored" as const),
      messageId: messageIdFor(id),
      headers: mail.headers ?? null,
    };
    // Without SMTP a sensitive body could never be sent, so it is not kept at all (docs/jobs.md).
    if (sensitive && smtp) {
      await db.transaction(async (tx) => {
        await tx.insert(mailOutbox).values(row);
        await tx.insert(mailSecrets).values({ outboxId: id, text: mail.text, html: mail.html });
      });
    } else {
      await db.insert(mailOutbox).values(row);
    }
  } catch (error) {
    logger.error({ to: mail.to, error: String(error) }, "outbox write failed");
    return "failed";
  }
  if (!smtp) {
    logger.info({ to: mail.to, subject: mail.subject }, "mail stored in outbox (no SMTP_URL)");
    return "stored";
  }
  // Address and subject only: a body may carry a secret, and the subject never does.
  logger.debug({ outboxId: id, to: mail.to, subject: mail.subject, sensitive }, "mail queued");
  try {
    await enqueue("mail.send", { outboxId: id }, { id });
  } catch (error) {
    // The row stays queued; mail.requeue sends its job once the queue is back.
    logger.error({ outboxId: id, error: String(error) }, "mail job not sent");
  }
  return "queued";
}
