import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { mailOutbox } from "@/models";
import { startMailbox } from "@/test/mailbox";
import { composeMail } from "./layout";
import { sendMail } from "./send-mail";

describe("sendMail", () => {
  it("sends a plain-text and an HTML part over SMTP", async () => {
    const mailbox = await startMailbox();
    try {
      const outcome = await sendMail({
        to: "buyer@example.com",
        subject: "Hello <there>",
        ...composeMail(["Line one & two", "123456"], "123456"),
      });
      expect(outcome).toBe("sent");
      const mail = await mailbox.waitFor("buyer@example.com");
      expect(mail.subject).toBe("Hello <there>");
      expect(mail.text).toContain("Line one & two");
      expect(mail.html).toContain("Line one &#38; two");
      expect(mail.html).toContain("123456");
    } finally {
      await mailbox.close();
    }
  });

  it("keeps the message in the outbox when no SMTP server is configured", async () => {
    const previous = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      expect(await sendMail({ to: "nobody@example.com", subject: "Kept", text: "t", html: "<p>t</p>" })).toBe("stored");
      const db = await getDb();
      const rows = await db.select().from(mailOutbox);
      expect(rows).toEqual([expect.objectContaining({ to: "nobody@example.com", subject: "Kept", status: "stored" })]);
    } finally {
      if (previous) process.env.SMTP_URL = previous;
    }
  });

  it("keeps the message as failed when the SMTP server cannot be reached", async () => {
    const previous = process.env.SMTP_URL;
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    try {
      const outcome = await sendMail({ to: "failed@example.com", subject: "Undelivered", text: "t", html: "<p>t</p>" });
      expect(outcome).toBe("failed");
      const db = await getDb();
      const rows = await db.select().from(mailOutbox);
      expect(rows).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ to: "failed@example.com", status: "failed", error: expect.any(String) }),
        ]),
      );
    } finally {
      if (previous) process.env.SMTP_URL = previous;
      else delete process.env.SMTP_URL;
    }
  });
});
