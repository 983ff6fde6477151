import PostalMime from "postal-mime";
import { startSmtpSink } from "./smtp-sink";

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string };

/**
 * A real SMTP server in the test process; SMTP_URL points the app's nodemailer at it.
 * Returns the received messages, parsed.
 */
export async function startMailbox() {
  const received: ReceivedMail[] = [];
  const sink = await startSmtpSink(0, async (raw, to) => {
    const parsed = await PostalMime.parse(raw);
    received.push({ to, subject: parsed.subject ?? "", text: parsed.text ?? "", html: parsed.html ?? "" });
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
