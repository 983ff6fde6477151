import { eq } from "drizzle-orm";
import fs from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { POST as requestReset } from "@/app/v1/auth/password/route";
import { GET as listOutbox } from "@/app/api/admin/outbox/route";
import { getDb } from "@/lib/db/client";
import { getBoss } from "@/lib/jobs/boss";
import { mailOutbox, mailSecrets } from "@/models";
import { createTestAdmin, registerTestUser } from "@/test/accounts";
import { call } from "@/test/http";
import { otpIn, startMailbox } from "@/test/mailbox";
import { startSmtpSink } from "@/test/smtp-sink";
import { deliverMail } from "./deliver-mail";
import { composeMail } from "./layout";
import { logger } from "@/lib/observability/logger";
import { REDACTED_TEXT, sendMail } from "./send-mail";

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

  it("keeps a password reset code out of the subject, the outbox API and the log, and sends it complete over SMTP", async () => {
    const user = await registerTestUser();
    const admin = await createTestAdmin();
    const logged: string[] = [];
    // The logger writes synchronously to fd 1 (lib/observability/logger.ts): read what it writes.
    const original = fs.writeSync;
    const spy = vi.spyOn(fs, "writeSync").mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
      if (fd === 1) logged.push(String(data));
      return (original as (...args: unknown[]) => number)(fd, data, ...rest);
    }) as typeof fs.writeSync);
    // Every level, so the lines about this mail are written at all.
    const level = logger.level;
    logger.level = "trace";
    const mailbox = await startMailbox();
    try {
      expect((await call(requestReset, { method: "POST", json: { email: user.email } })).status).toBe(200);
      const mail = await mailbox.waitFor(user.email, /password reset code/);
      await mailbox.settled();
      const code = otpIn(mail);
      expect(mail.html).toContain(code);
      expect(mail.subject).not.toContain(code);

      const outbox = await call(listOutbox, { token: admin.token, path: "/api/admin/outbox?limit=100" });
      expect(outbox.status).toBe(200);
      const row = (outbox.body.messages as { to: string; subject: string; text: string; status: string }[]).find(
        (m) => m.to === user.email && /password reset code/.test(m.subject),
      );
      expect(row).toMatchObject({ status: "sent", text: REDACTED_TEXT });
      expect(JSON.stringify(outbox.body)).not.toContain(code);
      const [stored] = await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
      expect(JSON.stringify(stored)).not.toContain(code);
      // The complete body was only for the sender job, and is gone once sent.
      expect(await (await getDb()).select().from(mailSecrets).where(eq(mailSecrets.outboxId, stored!.id))).toEqual([]);
      expect(logged.join("")).toContain(user.email);
      expect(logged.join("")).not.toContain(code);
    } finally {
      logger.level = level;
      spy.mockRestore();
      await mailbox.close();
    }
  });
});
