import type { AddressInfo } from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string };

/**
 * A real SMTP server in the test process; SMTP_URL points the app's nodemailer at it.
 * Returns the received messages, parsed.
 */
export async function startMailbox() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: parsed.html ?? "",
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
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
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const otpIn = (mail: ReceivedMail) => {
  const m = /\b(\d{6})\b/.exec(mail.text);
  if (!m) throw new Error("no code in mail");
  return m[1]!;
};
