import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { getBoss } from "@/lib/jobs/boss";
import { mailOutbox } from "@/models";
import { startMailbox } from "@/test/mailbox";
import { startSmtpSink } from "@/test/smtp-sink";
import { deliverMail } from "./deliver-mail";
import { composeMail } from "./layout";
import { sendMail } from "./send-mail";

async function outboxRow(to: string) {
  const db = await getDb();
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  return row!;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("sendMail", () => {
  it("queues the message and the mail.send job delivers a plain-text and an HTML part over SMTP", async () => {
    const mailbox = await startMailbox();
    try {
      const outcome = await sendMail({
        to: "buyer@example.com",
        subject: "Hello <there>",
        ...composeMail(["Line one & two", "123456"], "123456"),
      });
      expect(outcome).toBe("queued");
      const mail = await mailbox.waitFor("buyer@example.com");
      expect(mail.subject).toBe("Hello <there>");
      expect(mail.text).toContain("Line one & two");
      expect(mail.html).toContain("Line one &#38; two");
      expect(mail.html).toContain("123456");
      const row = await until(
        () => outboxRow("buyer@example.com"),
        (r) => r.status === "sent",
      );
      expect(row).toMatchObject({ status: "sent", attempts: 1, error: null, messageId: `<${row.id}@exportly>` });
      expect(row.sentAt).toBeInstanceOf(Date);
    } finally {
      await mailbox.close();
    }
  });

  it("sends one message with the row's stable Message-ID, and a second run of its job sends nothing", async () => {
    const raws: string[] = [];
    const sink = await startSmtpSink(0, (raw) => {
      raws.push(raw.toString("utf8"));
    });
    const previous = process.env.SMTP_URL;
    process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
    try {
      expect(await sendMail({ to: "once@example.com", subject: "Once", text: "t", html: "<p>t</p>" })).toBe("queued");
      const row = await until(
        () => outboxRow("once@example.com"),
        (r) => r.status === "sent",
      );
      expect(row.status).toBe("sent");
      // The same job delivered again (a retry after its worker died once the row was marked sent).
      expect(await deliverMail({ outboxId: row.id })).toEqual({ outcome: "already-sent" });
      expect(raws).toHaveLength(1);
      expect(raws[0]).toMatch(new RegExp(`^Message-ID: <${row.id}@exportly>\\r?$`, "im"));
      const job = await (await getBoss()).getJobById("mail.send", row.id);
      expect(job?.state).toBe("completed");
    } finally {
      if (previous === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = previous;
      await sink.close();
    }
  });

  it("keeps the message in the outbox when no SMTP server is configured", async () => {
    const previous = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      expect(await sendMail({ to: "nobody@example.com", subject: "Kept", text: "t", html: "<p>t</p>" })).toBe("stored");
      expect(await outboxRow("nobody@example.com")).toMatchObject({ subject: "Kept", status: "stored", attempts: 0 });
    } finally {
      if (previous) process.env.SMTP_URL = previous;
    }
  });
});
