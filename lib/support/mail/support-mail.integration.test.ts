import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as staffUpdate } from "@/app/api/admin/support/tickets/[id]/route";
import { POST as staffMessage } from "@/app/api/admin/support/tickets/[id]/messages/route";
import { PUT as putPreference } from "@/app/api/admin/support/preferences/route";
import { GET as getTicket, PATCH as customerUpdate } from "@/app/api/support/tickets/[id]/route";
import { POST as createTicket } from "@/app/api/support/tickets/route";
import { getDb } from "@/lib/db/client";
import { mailOutbox, supportInboundMail, supportMessages } from "@/models";
import { createTestAdmin, registerTestUser, type TestUser } from "@/test/accounts";
import { call } from "@/test/http";
import { SAMPLE_EXE, SAMPLE_PDF } from "@/test/multipart";
import { startSmtpSink } from "@/test/smtp-sink";
import { withTemporaryBlobStore } from "@/test/suite-fixtures";
import { startInboundSmtp, type InboundSmtp } from "./inbound-smtp";
import { startSupportInbound } from "./inbound-listener";
import { ticketRootMessageId } from "./notify";
import { supportReplyHandler } from "./receive-reply";
import { signReplyToken } from "./reply-token";

withTemporaryBlobStore("support-mail");

const DOMAIN = "reply.test.exportly.local";
// Both set for the whole file: the reply secret from the environment (so the test can forge with
// another), the inbound domain the reply addresses use.
const SECRET = "support-mail-test-secret-0123456789abcdef";

type Received = {
  to: string[];
  subject: string;
  text: string;
  replyTo: string | null;
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
};

const received: Received[] = [];
let sinkClose: () => Promise<void>;
let inbound: InboundSmtp;
let previous: Record<string, string | undefined> = {};

beforeAll(async () => {
  previous = {
    SMTP_URL: process.env.SMTP_URL,
    SUPPORT_INBOUND_DOMAIN: process.env.SUPPORT_INBOUND_DOMAIN,
    SUPPORT_REPLY_SECRET: process.env.SUPPORT_REPLY_SECRET,
  };
  // A real SMTP server for the outbound mail, keeping the headers test/mailbox.ts does not.
  const sink = await startSmtpSink(0, async (raw, to) => {
    const mail = await simpleParser(raw);
    const references = mail.references ?? [];
    received.push({
      to,
      subject: mail.subject ?? "",
      text: mail.text ?? "",
      replyTo: mail.replyTo?.value[0]?.address ?? null,
      messageId: mail.messageId ?? null,
      inReplyTo: mail.inReplyTo ?? null,
      references: Array.isArray(references) ? references : [references],
    });
  });
  sinkClose = sink.close;
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
  process.env.SUPPORT_INBOUND_DOMAIN = DOMAIN;
  process.env.SUPPORT_REPLY_SECRET = SECRET;
  inbound = await startInboundSmtp({
    port: 0,
    host: "127.0.0.1",
    maxBytes: 25 * 1024 * 1024,
    handler: supportReplyHandler,
  });
});

afterAll(async () => {
  await inbound?.close();
  await sinkClose?.();
  for (const [key, value] of Object.entries(previous)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

/** Waits until no outbox row is queued: everything sent so far has reached the sink. */
async function settled(): Promise<void> {
  const db = await getDb();
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const queued = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.status, "queued"));
    if (queued.length === 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("mail still queued");
}

async function mailTo(address: string, subject: RegExp, text?: string): Promise<Received> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mail = received.findLast(
      (m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject) && (!text || m.text.includes(text)),
    );
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no mail to ${address} matching ${subject}`);
}

async function fileTicket(user: TestUser, subject = "Invoice rejected by the bank") {
  const res = await call(createTicket, {
    method: "POST",
    token: user.token,
    json: { subject, category: "documents", priority: "normal", message: "The bank refused my invoice." },
  });
  expect(res.status).toBe(201);
  return res.body.ticket as { id: string; number: number; status: string };
}

async function staffReply(admin: TestUser, ticketId: string, body: string, internal = false) {
  const res = await call(staffMessage, {
    method: "POST",
    token: admin.token,
    params: { id: ticketId },
    json: { body, internal },
  });
  expect(res.status).toBe(201);
}

async function conversation(user: TestUser, ticketId: string) {
  const res = await call(getTicket, { token: user.token, params: { id: ticketId } });
  expect(res.status).toBe(200);
  return res.body as {
    ticket: { status: string };
    messages: { body: string; author: { isStaff: boolean }; attachments: { filename: string }[] }[];
  };
}

const sender = () => {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: inbound.port,
    secure: false,
    ignoreTLS: true,
  });
  return transport;
};

/** One message built once, so a redelivery sends the very same bytes (and Message-ID). */
async function compose(options: ConstructorParameters<typeof MailComposer>[0]): Promise<Buffer> {
  return await new Promise((resolve, reject) =>
    new MailComposer(options).compile().build((error, message) => (error ? reject(error) : resolve(message))),
  );
}

async function deliver(raw: Buffer, envelope: { from: string; to: string }) {
  return sender().sendMail({ envelope, raw });
}

async function messagesOf(ticketId: string) {
  const db = await getDb();
  return db.select().from(supportMessages).where(eq(supportMessages.ticketId, ticketId));
}

describe("support mail, outbound", () => {
  it("mails the customer each public staff reply with a signed reply address and thread headers, never an internal note", async () => {
    const customer = await registerTestUser();
    const admin = await createTestAdmin();
    const ticket = await fileTicket(customer);
    await staffReply(admin, ticket.id, "Internal: the bank is Acme Bank, check their rules.", true);
    await staffReply(admin, ticket.id, "Please send the corrected invoice.");
    const mail = await mailTo(customer.email, /Invoice rejected/);
    await settled();

    expect(mail.subject).toBe(`[Exportly support #${ticket.number}] Invoice rejected by the bank`);
    expect(mail.text).toContain("Please send the corrected invoice.");
    // The token computed here from the secret, the ticket and the user (reply-token.test.ts checks
    // the construction against openssl).
    const token = signReplyToken(Buffer.from(SECRET), ticket.id, customer.id);
    expect(mail.replyTo).toBe(`support+${token}@${DOMAIN}`);
    expect(mail.inReplyTo).toBe(ticketRootMessageId(ticket.id));
    expect(mail.references).toEqual([ticketRootMessageId(ticket.id)]);
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@exportly>$/);
    // One mail to the customer about the ticket: the internal note sent none (and its text is in no
    // mail at all), and the reply's move to "waiting on customer" none beside the reply's own.
    expect(
      received.filter((m) => m.to.includes(customer.email.toLowerCase()) && /Invoice rejected/.test(m.subject)),
    ).toHaveLength(1);
    expect(received.some((m) => m.text.includes("Acme Bank"))).toBe(false);
  });

  it("mails the customer a status change made by staff, and not one the customer made", async () => {
    const customer = await registerTestUser();
    const admin = await createTestAdmin();
    const ticket = await fileTicket(customer, "Cannot share a document");
    const res = await call(staffUpdate, {
      method: "PATCH",
      token: admin.token,
      params: { id: ticket.id },
      json: { status: "waiting_on_customer" },
    });
    expect(res.status).toBe(200);
    const mail = await mailTo(customer.email, /Cannot share a document/);
    expect(mail.text).toContain("is now waiting for your answer");
    expect(mail.replyTo).toMatch(new RegExp(`^support\\+[a-z2-7]{42}@${DOMAIN.replaceAll(".", "\\.")}$`));
    // The customer closes it: their own change mails nobody back to them.
    const closed = await call(customerUpdate, {
      method: "PATCH",
      token: customer.token,
      params: { id: ticket.id },
      json: { status: "closed" },
    });
    expect(closed.body).toMatchObject({ ticket: { status: "closed" } });
    await settled();
    expect(
      received.filter((m) => m.to.includes(customer.email.toLowerCase()) && /Cannot share/.test(m.subject)),
    ).toHaveLength(1);
  });
});

describe("support mail, inbound", () => {
  it("adds a reply with a PDF to the ticket: only the new text, the file kept, the ticket reopened; a redelivery adds nothing", async () => {
    const customer = await registerTestUser();
    const admin = await createTestAdmin();
    const ticket = await fileTicket(customer, "Bank wants a corrected invoice");
    await staffReply(admin, ticket.id, "Please send the corrected invoice.");
    await call(staffUpdate, {
      method: "PATCH",
      token: admin.token,
      params: { id: ticket.id },
      json: { status: "waiting_on_customer" },
    });
    const mail = await mailTo(customer.email, /Bank wants a corrected invoice/, "Please send the corrected invoice.");
    const replyTo = mail.replyTo!;

    const raw = await compose({
      from: `Asha Verma <${customer.email.toUpperCase()}>`,
      to: replyTo,
      subject: `Re: ${mail.subject}`,
      messageId: `<reply-${ticket.id}@mail.example.com>`,
      inReplyTo: mail.messageId!,
      text: [
        "Here is the corrected invoice.",
        "",
        `On Tue, 24 Nov 2026 at 10:00, Exportly <no-reply@exportly.local> wrote:`,
        "> Please send the corrected invoice.",
        ">",
        "> Answer by replying to this mail",
      ].join("\n"),
      attachments: [
        { filename: "invoice-corrected.pdf", content: SAMPLE_PDF, contentType: "application/octet-stream" },
      ],
    });
    const info = await deliver(raw, { from: customer.email, to: replyTo });
    expect(info.accepted).toEqual([replyTo]);

    const after = await conversation(customer, ticket.id);
    const last = after.messages.at(-1)!;
    expect(last.body).toBe("Here is the corrected invoice.");
    expect(last.author.isStaff).toBe(false);
    expect(last.attachments.map((a) => a.filename)).toEqual(["invoice-corrected.pdf"]);
    expect(after.ticket.status).toBe("open");
    const count = after.messages.length;

    // The same mail again (the sending server retried): accepted, nothing added.
    const again = await deliver(raw, { from: customer.email, to: replyTo });
    expect(again.accepted).toEqual([replyTo]);
    expect((await conversation(customer, ticket.id)).messages).toHaveLength(count);
    const db = await getDb();
    expect(await db.select().from(supportInboundMail).where(eq(supportInboundMail.ticketId, ticket.id))).toHaveLength(
      1,
    );

    // Another mail delivered twice at the same moment over two connections (on PostgreSQL the two
    // transactions race; the (ticket, Message-ID) key lets one through): both accepted, one message.
    const twice = await compose({
      from: customer.email,
      to: replyTo,
      subject: "Re: twice",
      messageId: `<twice-${ticket.id}@mail.example.com>`,
      text: "Sent once, delivered twice.",
    });
    const both = await Promise.all([
      deliver(twice, { from: customer.email, to: replyTo }),
      deliver(twice, { from: customer.email, to: replyTo }),
    ]);
    expect(both.map((i) => i.accepted)).toEqual([[replyTo], [replyTo]]);
    const bodies = (await conversation(customer, ticket.id)).messages.map((m) => m.body);
    expect(bodies.filter((b) => b === "Sent once, delivered twice.")).toHaveLength(1);
    expect(bodies).toHaveLength(count + 1);

    // The admin hears of the customer's reply, which names the mail as its way in.
    const staffMail = await mailTo(admin.email, /Bank wants a corrected invoice/, "replied by mail");
    expect(staffMail.text).toContain("replied by mail");
    expect(staffMail.text).toContain("Here is the corrected invoice.");
  });

  it("refuses a forged or foreign reply address at RCPT TO, and writes nothing", async () => {
    const customer = await registerTestUser();
    const other = await registerTestUser();
    const ticket = await fileTicket(customer, "Forgery check");
    const before = (await messagesOf(ticket.id)).length;
    const forged = [
      // Signed with another secret.
      signReplyToken(Buffer.from("not-the-server-secret-0123456789abcdef"), ticket.id, customer.id),
      // The right secret, bound to another user.
      signReplyToken(Buffer.from(SECRET), ticket.id, other.id),
      // A ticket that does not exist.
      signReplyToken(Buffer.from(SECRET), "00000000-0000-4000-8000-000000000000", customer.id),
    ];
    for (const token of forged) {
      const to = `support+${token}@${DOMAIN}`;
      const error = await sender()
        .sendMail({ envelope: { from: customer.email, to }, from: customer.email, to, subject: "x", text: "Forged" })
        .then(
          () => null,
          (e: Error & { responseCode?: number; command?: string }) => e,
        );
      expect(error?.responseCode).toBe(550);
      expect(error?.command).toBe("RCPT TO");
      expect(error?.message).toContain("No such support reply address");
    }
    expect(await messagesOf(ticket.id)).toHaveLength(before);
  });

  it("refuses mail from another sender, by envelope or by From header", async () => {
    const customer = await registerTestUser();
    const ticket = await fileTicket(customer, "Sender check");
    const to = `support+${signReplyToken(Buffer.from(SECRET), ticket.id, customer.id)}@${DOMAIN}`;
    const byEnvelope = await sender()
      .sendMail({ envelope: { from: "mallory@example.com", to }, from: customer.email, to, subject: "x", text: "Hi" })
      .catch((e: Error & { responseCode?: number; command?: string }) => e);
    expect(byEnvelope).toMatchObject({ responseCode: 550, command: "RCPT TO" });
    const byHeader = await sender()
      .sendMail({ envelope: { from: customer.email, to }, from: "mallory@example.com", to, subject: "x", text: "Hi" })
      .catch((e: Error & { responseCode?: number; command?: string }) => e);
    expect(byHeader).toMatchObject({ responseCode: 550, command: "DATA" });
    expect((byHeader as Error).message).toContain("takes mail only from the address");
    expect(await messagesOf(ticket.id)).toHaveLength(1);
  });

  it("refuses the whole mail when a file is not PDF, PNG, JPEG or WebP, or is over 10 MB", async () => {
    const customer = await registerTestUser();
    const ticket = await fileTicket(customer, "Attachment check");
    const to = `support+${signReplyToken(Buffer.from(SECRET), ticket.id, customer.id)}@${DOMAIN}`;
    const send = (filename: string, content: Buffer) =>
      sender()
        .sendMail({
          envelope: { from: customer.email, to },
          from: customer.email,
          to,
          subject: "Files",
          text: "See the file.",
          attachments: [{ filename, content, contentType: "application/pdf" }],
        })
        .catch((e: Error & { responseCode?: number; command?: string }) => e);
    const exe = await send("invoice.pdf", SAMPLE_EXE);
    expect(exe).toMatchObject({ responseCode: 550, command: "DATA" });
    expect((exe as Error).message).toContain("invoice.pdf: attach PDF, PNG, JPEG or WebP files; this file is EXE");
    // 10 MB + 1 byte of PDF (10 × 1024 × 1024 + 1 = 10,485,761 bytes).
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - SAMPLE_PDF.length, 0x20)]);
    const tooBig = await send("big.pdf", big);
    expect(tooBig).toMatchObject({ responseCode: 550, command: "DATA" });
    expect((tooBig as Error).message).toContain("big.pdf is larger than the 10 MB limit");
    expect(await messagesOf(ticket.id)).toHaveLength(1);
  });
});

describe("support mail, inbound limits", () => {
  it("refuses an empty reply, an automatic reply and a message over the size limit, and adds nothing", async () => {
    const customer = await registerTestUser();
    const ticket = await fileTicket(customer, "Limits check");
    const to = `support+${signReplyToken(Buffer.from(SECRET), ticket.id, customer.id)}@${DOMAIN}`;
    const fail = (e: Error & { responseCode?: number; command?: string }) => e;
    const empty = await sender()
      .sendMail({
        envelope: { from: customer.email, to },
        from: customer.email,
        to,
        subject: "Re",
        text: "On Tue, 24 Nov 2026 at 10:00, Exportly <a@b> wrote:\n> old",
      })
      .catch(fail);
    expect(empty).toMatchObject({ responseCode: 550, command: "DATA" });
    expect((empty as Error).message).toContain("The reply is empty");
    const automatic = await sender()
      .sendMail({
        envelope: { from: customer.email, to },
        from: customer.email,
        to,
        subject: "Out of office",
        text: "I am away until Monday.",
        headers: { "Auto-Submitted": "auto-replied" },
      })
      .catch(fail);
    expect(automatic).toMatchObject({ responseCode: 550 });
    expect((automatic as Error).message).toContain("automatic messages are not added");

    // A listener with a 64 KB limit: a 100 KB message is refused with 552 whatever it carries.
    const small = await startInboundSmtp({
      port: 0,
      host: "127.0.0.1",
      maxBytes: 64 * 1024,
      handler: supportReplyHandler,
    });
    try {
      const big = await nodemailer
        .createTransport({ host: "127.0.0.1", port: small.port, secure: false, ignoreTLS: true })
        .sendMail({
          envelope: { from: customer.email, to },
          from: customer.email,
          to,
          subject: "Big",
          text: "x".repeat(100 * 1024),
        })
        .catch(fail);
      expect(big).toMatchObject({ responseCode: 552 });
    } finally {
      await small.close();
    }
    expect(await messagesOf(ticket.id)).toHaveLength(1);
  });

  it("starts from the environment only with a port and a domain", async () => {
    expect(await startSupportInbound({})).toBeNull();
    expect(await startSupportInbound({ SUPPORT_INBOUND_SMTP_PORT: "0" })).toBeNull();
    const listener = await startSupportInbound({
      SUPPORT_INBOUND_SMTP_PORT: "0",
      SUPPORT_INBOUND_SMTP_HOST: "127.0.0.1",
      SUPPORT_INBOUND_DOMAIN: DOMAIN,
    });
    expect(listener).not.toBeNull();
    try {
      // A real SMTP conversation: EHLO answered, and it advertises the default 25 MB limit.
      const transport = nodemailer.createTransport({
        host: "127.0.0.1",
        port: listener!.port,
        secure: false,
        ignoreTLS: true,
      });
      expect(await transport.verify()).toBe(true);
    } finally {
      await listener!.close();
    }
  });
});

describe("support mail, admin preferences", () => {
  it("mail admins about new tickets and customer replies as each chose: all, assigned to them, none", async () => {
    const all = await createTestAdmin();
    const assigned = await createTestAdmin();
    const notMine = await createTestAdmin();
    const none = await createTestAdmin();
    for (const [admin, notify] of [
      [assigned, "assigned"],
      [notMine, "assigned"],
      [none, "none"],
    ] as const) {
      const res = await call(putPreference, { method: "PUT", token: admin.token, json: { notify } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ notify });
    }
    const customer = await registerTestUser();
    const ticket = await fileTicket(customer, "Preferences check");
    await mailTo(all.email, /Preferences check/);
    await settled();
    const about = (admin: TestUser) =>
      received.filter((m) => m.to.includes(admin.email.toLowerCase()) && /Preferences check/.test(m.subject)).length;
    // New and unassigned: only the admin who takes everything.
    expect([about(all), about(assigned), about(notMine), about(none)]).toEqual([1, 0, 0, 0]);

    const assign = await call(staffUpdate, {
      method: "PATCH",
      token: all.token,
      params: { id: ticket.id },
      json: { assigneeId: assigned.id },
    });
    expect(assign.status).toBe(200);
    const to = `support+${signReplyToken(Buffer.from(SECRET), ticket.id, customer.id)}@${DOMAIN}`;
    await sender().sendMail({
      envelope: { from: customer.email, to },
      from: customer.email,
      to,
      subject: "More",
      text: "One more detail.",
    });
    await mailTo(assigned.email, /Preferences check/);
    await settled();
    // The customer's reply: everything-admin and the assignee.
    expect([about(all), about(assigned), about(notMine), about(none)]).toEqual([2, 1, 0, 0]);
  });

  it("refuses an unknown preference with the field named", async () => {
    const admin = await createTestAdmin();
    const res = await call(putPreference, { method: "PUT", token: admin.token, json: { notify: "sometimes" } });
    expect(res.status).toBe(400);
    expect(res.body.issues[0]).toMatchObject({
      path: "notify",
      message: "notify must be one of: all, assigned, none.",
    });
  });
});
