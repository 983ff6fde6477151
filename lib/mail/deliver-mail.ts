import { eq, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { getDb } from "@/lib/db/client";
import { mailOutbox, mailSecrets, type MailHeaders } from "@/models";
import { mailFrom, messageIdFor, transportFor } from "./transport";
import { logger } from "@/lib/observability/logger";

export type MailJob = { outboxId: string };

/**
 * The `mail.send` job: delivers one outbox row over SMTP_URL. Each attempt is counted before it
 * starts (a crash mid-send still counts) and its error kept; the row is marked sent as soon as
 * the server accepted. A row already sent is not sent again, so a job run twice (a retry after
 * its worker died) repeats the message only in the window docs/jobs.md describes, and then with
 * the same Message-ID.
 */
export async function deliverMail(data: MailJob, job?: Pick<PgBoss.JobWithMetadata, "retryCount" | "retryLimit">) {
  const db = await getDb();
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, data.outboxId));
  if (!row) return { outcome: "missing" as const };
  if (row.status === "sent") return { outcome: "already-sent" as const };
  const url = process.env.SMTP_URL;
  if (!url) {
    await db.update(mailOutbox).set({ status: "stored" }).where(eq(mailOutbox.id, row.id));
    return { outcome: "stored" as const };
  }
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, row.id));
  // A sensitive row's outbox copy is redacted; the complete body is only here, for this job.
  const [secret] = row.sensitive
    ? await db.select().from(mailSecrets).where(eq(mailSecrets.outboxId, row.id))
    : [undefined];
  if (row.sensitive && !secret) {
    await db
      .update(mailOutbox)
      .set({ status: "failed", error: "The message body is no longer available." })
      .where(eq(mailOutbox.id, row.id));
    return { outcome: "missing" as const };
  }
  try {
    const info = await transportFor(url).sendMail({
      from: mailFrom(),
      to: row.to,
      subject: row.subject,
      text: secret?.text ?? row.text,
      html: secret?.html ?? row.html,
      messageId: row.messageId ?? messageIdFor(row.id),
      ...(row.headers?.replyTo ? { replyTo: row.headers.replyTo } : {}),
      ...(row.headers?.inReplyTo ? { inReplyTo: row.headers.inReplyTo } : {}),
      ...(row.headers?.references?.length ? { references: row.headers.references } : {}),
      ...(row.headers?.listUnsubscribe ? { headers: listHeaders(row.headers) } : {}),
    });
    // The repeat window (docs/jobs.md) is between the server's answer above and this update.
    await db.transaction(async (tx) => {
      await tx
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), error: null })
        .where(eq(mailOutbox.id, row.id));
      // Sent: the secret has done its job and is not kept.
      await tx.delete(mailSecrets).where(eq(mailSecrets.outboxId, row.id));
    });
    return { outcome: "sent" as const, messageId: info.messageId };
  } catch (error) {
    const lastAttempt = !job || job.retryCount >= job.retryLimit;
    await db
      .update(mailOutbox)
      .set({ status: lastAttempt ? "failed" : "queued", error: String(error) })
      .where(eq(mailOutbox.id, row.id));
    if (lastAttempt) await db.delete(mailSecrets).where(eq(mailSecrets.outboxId, row.id));
    logger.error({ outboxId: row.id, lastAttempt, error: String(error) }, "mail send failed");
    throw error;
  }
}

/** The one-click unsubscribe pair (RFC 8058) of a subscribed mail (the weekly summary). */
function listHeaders(headers: MailHeaders): Record<string, string> {
  return {
    "List-Unsubscribe": headers.listUnsubscribe!,
    ...(headers.listUnsubscribePost ? { "List-Unsubscribe-Post": headers.listUnsubscribePost } : {}),
  };
}
