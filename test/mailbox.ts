import { eq } from "drizzle-orm";
import PostalMime from "postal-mime";
import { getDb } from "@/lib/db/client";
import { mailOutbox } from "@/models";
import { startSmtpSink } from "./smtp-sink";

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every header as received (keys lower-cased by postal-mime). */
  headers: { key: string; value: string }[];
};

/**
 * A real SMTP server in the test process; SMTP_URL points the app's nodemailer at it.
 * Returns the received messages, parsed.
 */
export async function startMailbox() {
  const received: ReceivedMail[] = [];
  const sink = await startSmtpSink(0, async (raw, to) => {
    const parsed = await PostalMime.parse(raw);
    received.push({
      to,
      subject: parsed.subject ?? "",
      text: parsed.text ?? "",
      html: parsed.html ?? "",
      headers: parsed.headers.map((h) => ({ key: h.key, value: h.value })),
    });
  });
  const { port } = sink;
  const previous = process.env.SMTP_URL;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  return {
    received,
    async waitFor(to: string, subject?: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = received.findLast((m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)));
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail to ${to} matching ${subject}`);
    },
    /**
     * Mail goes out through background jobs (docs/jobs.md): this waits until no outbox row is
     * still queued, so what `received` holds is everything the code under test sent, and an
     * assertion that a mail was NOT sent means something.
     */
    async settled(timeoutMs = 15_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      const db = await getDb();
      while (Date.now() < deadline) {
        const queued = await db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(eq(mailOutbox.status, "queued"))
          .limit(1);
        if (queued.length === 0) return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error("mail still queued after the wait");
    },
    async close() {
      if (previous === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = previous;
      await sink.close();
    },
  };
}

export const otpIn = (mail: ReceivedMail) => {
  const m = /\b(\d{6})\b/.exec(mail.text);
  if (!m) throw new Error("no code in mail");
  return m[1]!;
};
