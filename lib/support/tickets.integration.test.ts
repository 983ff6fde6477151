import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as downloadAttachment } from "@/app/api/support/tickets/[id]/attachments/[attachmentId]/route";
import { GET as adminDownload } from "@/app/api/admin/support/tickets/[id]/attachments/[attachmentId]/route";
import { GET as businessDocuments } from "@/app/api/pdfdocs/route";
import { getDb } from "@/lib/db/client";
import { auditLog, envelopeParties, envelopes, users } from "@/models";
import { createTestAdmin, registerTestUser, type TestUser } from "@/test/accounts";
import { call } from "@/test/http";
import { SAMPLE_EXE, SAMPLE_PDF, SAMPLE_PNG } from "@/test/multipart";
import { withTemporaryBlobStore } from "@/test/suite-fixtures";
import {
  adminPatch,
  adminReply,
  adminReplyWithFiles,
  createTicket,
  createTicketWithFiles,
  getTicket,
  listTickets,
  newShipment,
  patchTicket,
  reply,
  replyWithFiles,
  TICKET,
} from "@/test/support";

withTemporaryBlobStore("support");

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

async function auditOf(ticketId: string) {
  const rows = await (await getDb()).select().from(auditLog).where(eq(auditLog.entityId, ticketId));
  return rows.map((r) => r.action).sort();
}

/** An eBL draft row the user is party to (the eBL flow itself is tested in lib/ebl). */
async function envelopeOf(user: TestUser, reference: string): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(envelopes)
    .values({
      transportDocument: { transportDocumentReference: reference },
      createdBy: user.id,
      issuerId: user.id,
      shipperId: user.id,
    })
    .returning();
  await db.insert(envelopeParties).values({ userId: user.id, envelopeId: row!.id });
  return row!.id;
}

describe("POST /api/support/tickets", () => {
  it("opens a ticket about a shipment: numbered per user, first message, audited", async () => {
    const user = await registerTestUser();
    const stranger = await registerTestUser();
    const shipment = await newShipment(user);
    const created = await createTicket(user, { ...TICKET, shipmentId: shipment.id });
    expect(created.status).toBe(201);
    const ticket = created.body.ticket;
    expect(ticket).toEqual({
      id: expect.any(String),
      number: 1,
      subject: TICKET.subject,
      category: "documents",
      priority: "normal",
      status: "open",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      lastMessageAt: expect.any(String),
      shipment: { id: shipment.id, reference: shipment.reference },
      envelope: null,
      rating: null,
      ratingComment: null,
    });
    expect(created.body.message).toMatchObject({
      body: TICKET.message,
      author: { id: user.id, name: "Asha Verma", isStaff: false },
      attachments: [],
    });
    expect((await createTicket(user, { ...TICKET, subject: "Second" })).body.ticket.number).toBe(2);
    // Numbers count each user's own tickets.
    expect((await createTicket(stranger, TICKET)).body.ticket.number).toBe(1);
    expect(await auditOf(ticket.id)).toEqual(["support_ticket.created"]);
  });

  it("numbers tickets filed at the same moment 1, 2, 3 (the per-user lock), never twice the same", async () => {
    const user = await registerTestUser();
    const answers = await Promise.all([1, 2, 3].map((i) => createTicket(user, { ...TICKET, subject: `At once ${i}` })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers.map((a) => a.body.ticket.number).sort()).toEqual([1, 2, 3]);
  });

  it("defaults the priority to normal and trims the text", async () => {
    const user = await registerTestUser();
    const { subject, category, message } = TICKET;
    const created = await createTicket(user, { subject: `  ${subject}  `, category, message: `\n${message}\n` });
    expect(created.status).toBe(201);
    expect(created.body.ticket).toMatchObject({ priority: "normal", subject });
    expect(created.body.message.body).toBe(message);
  });

  it("links an eBL the user is party to, with its transport document reference", async () => {
    const user = await registerTestUser();
    const envelopeId = await envelopeOf(user, "MAEU123456789");
    const created = await createTicket(user, { ...TICKET, category: "ebl", envelopeId });
    expect(created.status).toBe(201);
    expect(created.body.ticket.envelope).toEqual({ id: envelopeId, reference: "MAEU123456789" });
  });

  it("refuses a shipment or eBL the user cannot see, in the words of one that does not exist", async () => {
    const user = await registerTestUser();
    const other = await registerTestUser();
    const theirs = await newShipment(other);
    const theirEnvelope = await envelopeOf(other, "OTHER-1");
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const shipmentId of [theirs.id, unknown]) {
      const res = await createTicket(user, { ...TICKET, shipmentId });
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([
        { path: "shipmentId", message: "shipmentId: none of your shipments has this id." },
      ]);
    }
    for (const envelopeId of [theirEnvelope, unknown]) {
      const res = await createTicket(user, { ...TICKET, envelopeId });
      expect(res.status).toBe(400);
      expect(res.body.issues[0].path).toBe("envelopeId");
    }
  });

  it.each([
    ["an empty subject", { ...TICKET, subject: "" }, "subject", "Enter a subject."],
    ["a subject of two lines", { ...TICKET, subject: "a\nb" }, "subject", "subject must be one line."],
    [
      "a subject of 201 characters",
      { ...TICKET, subject: "x".repeat(201) },
      "subject",
      "subject must be at most 200 characters.",
    ],
    ["a blank message", { ...TICKET, message: "   " }, "message", "Write a message."],
    [
      "a message of 10,001 characters",
      { ...TICKET, message: "x".repeat(10_001) },
      "message",
      "message must be at most 10,000 characters.",
    ],
    [
      "category",
      { ...TICKET, category: "billing" },
      "category",
      expect.stringContaining("category must be one of: account,"),
    ],
    [
      "an unknown category",
      { ...TICKET, priority: "asap" },
      "priority",
      "priority must be one of: low, normal, high, urgent.",
    ],
    ["an unknown priority", { ...TICKET, shipmentId: "SH-1" }, "shipmentId", "shipmentId must be an id (UUID)."],
    [
      "a shipmentId that is no id",
      { ...TICKET, subject: "a\u0000b" },
      "subject",
      "subject must not contain NUL characters (U+0000).",
    ],
    ["a NUL in the subject", { ...TICKET, cc: "me" }, "", expect.stringContaining("Unknown field: cc.")],
  ])("400 for %s", async (_label, json, path, message) => {
    const user = await registerTestUser();
    const res = await createTicket(user, json);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.issues).toContainEqual({ path, message });
  });

  it("answers 401 without a session", async () => {
    expect((await createTicket(null, TICKET)).status).toBe(401);
  });

  it("takes files as multipart: stored, listed on the message, downloadable by the user and admins only", async () => {
    const user = await registerTestUser();
    const stranger = await registerTestUser();
    const admin = await createTestAdmin();
    const created = await createTicketWithFiles(
      user,
      { subject: TICKET.subject, category: "documents", priority: "high", message: TICKET.message },
      [
        { bytes: SAMPLE_PDF, name: "invoice.pdf" },
        { bytes: SAMPLE_PNG, name: "screen.png" },
      ],
    );
    expect(created.status).toBe(201);
    expect(created.body.ticket.priority).toBe("high");
    const [pdf, png] = created.body.message.attachments;
    expect(pdf).toMatchObject({ filename: "invoice.pdf", contentType: "application/pdf", size: SAMPLE_PDF.length });
    expect(png).toMatchObject({ filename: "screen.png", contentType: "image/png", size: SAMPLE_PNG.length });
    const id = created.body.ticket.id;
    const params = { id, attachmentId: pdf.id };

    const mine = await call(downloadAttachment, { token: user.token, params });
    expect(mine.status).toBe(200);
    expect(sha256(mine.body)).toBe(sha256(SAMPLE_PDF));
    expect(mine.headers.get("content-disposition")).toContain("attachment");
    expect((await call(adminDownload, { token: admin.token, params })).status).toBe(200);
    expect((await call(downloadAttachment, { token: stranger.token, params })).status).toBe(404);
    // The customer's endpoint is the customer's: an admin uses the admin one.
    expect((await call(downloadAttachment, { token: admin.token, params })).status).toBe(404);
    expect((await call(adminDownload, { token: user.token, params })).status).toBe(404);

    // Attachments are not business documents (KYC).
    const docs = await call(businessDocuments, { token: user.token });
    expect(JSON.stringify(docs.body)).not.toContain("invoice.pdf");
  });

  it("refuses a file that is not PDF, PNG, JPEG or WebP (415), and more than five files (400)", async () => {
    const user = await registerTestUser();
    const fields = { subject: "s", category: "other", message: "m" };
    const exe = await createTicketWithFiles(user, fields, [{ bytes: SAMPLE_EXE, name: "tool.pdf" }]);
    expect(exe.status).toBe(415);
    expect(exe.body.message).toBe("Attach PDF, PNG, JPEG or WebP files; one file is EXE.");
    const six = Array.from({ length: 6 }, (_, i) => ({ bytes: SAMPLE_PDF, name: `f${i}.pdf` }));
    const many = await createTicketWithFiles(user, fields, six);
    expect(many.status).toBe(400);
    expect(many.body.message).toBe("Attach at most 5 files to one message.");
    expect((await listTickets(user)).body.tickets).toEqual([]);
  });

  it("a bad field in a multipart form is a 400 naming it, and leaves no ticket", async () => {
    const user = await registerTestUser();
    const res = await createTicketWithFiles(user, { subject: "s", category: "nope", message: "m" }, [
      { bytes: SAMPLE_PDF, name: "a.pdf" },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe("category");
    expect((await listTickets(user)).body.tickets).toEqual([]);
  });
});

describe("GET /api/support/tickets", () => {
  it("lists only my tickets, newest first, keyset-paged", async () => {
    const user = await registerTestUser();
    const other = await registerTestUser();
    await createTicket(other, TICKET);
    for (let i = 1; i <= 5; i++) expect((await createTicket(user, { ...TICKET, subject: `T${i}` })).status).toBe(201);
    const first = await listTickets(user, "?limit=2");
    expect(first.body.tickets.map((t: { subject: string }) => t.subject)).toEqual(["T5", "T4"]);
    const second = await listTickets(user, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.tickets.map((t: { subject: string }) => t.subject)).toEqual(["T3", "T2"]);
    const third = await listTickets(user, `?limit=2&cursor=${second.body.nextCursor}`);
    expect(third.body.tickets.map((t: { subject: string }) => t.subject)).toEqual(["T1"]);
    expect(third.body.nextCursor).toBeNull();
  });

  it("400 for a bad limit or cursor", async () => {
    const user = await registerTestUser();
    expect((await listTickets(user, "?limit=0")).body.issues[0]).toEqual({
      path: "limit",
      message: "limit must be at least 1.",
    });
    expect((await listTickets(user, "?cursor=abc")).status).toBe(400);
  });
});

describe("GET /api/support/tickets/{id}", () => {
  it("never includes internal notes or their files", async () => {
    const user = await registerTestUser();
    const admin = await createTestAdmin();
    const { ticket } = (await createTicket(user, TICKET)).body;
    const note = await adminReplyWithFiles(admin, ticket.id, { body: "Customer seems confused.", internal: "true" }, [
      { bytes: SAMPLE_PDF, name: "internal.pdf" },
    ]);
    expect(note.status).toBe(201);
    expect(note.body.message.internal).toBe(true);
    await adminReply(admin, ticket.id, { body: "Which invoice number?" });
    const read = await getTicket(user, ticket.id);
    expect(read.body.messages.map((m: { body: string }) => m.body)).toEqual([TICKET.message, "Which invoice number?"]);
    expect(JSON.stringify(read.body)).not.toContain("confused");
    expect(read.body.messages[1].author).toMatchObject({ id: admin.id, isStaff: true });
    const noteFile = note.body.message.attachments[0];
    const res = await call(downloadAttachment, {
      token: user.token,
      params: { id: ticket.id, attachmentId: noteFile.id },
    });
    expect(res.status).toBe(404);
  });

  it("404 for another user's ticket, an unknown id and a malformed id", async () => {
    const user = await registerTestUser();
    const other = await registerTestUser();
    const { ticket } = (await createTicket(user, TICKET)).body;
    expect((await getTicket(other, ticket.id)).status).toBe(404);
    expect((await getTicket(user, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await getTicket(user, "not-an-id")).status).toBe(404);
  });
});

describe("POST /api/support/tickets/{id}/messages", () => {
  it("adds to the conversation with files; a reply reopens a waiting, resolved or closed ticket", async () => {
    const user = await registerTestUser();
    const admin = await createTestAdmin();
    const { ticket } = (await createTicket(user, TICKET)).body;
    const withFile = await replyWithFiles(user, ticket.id, { body: "Here is the PDF." }, [
      { bytes: SAMPLE_PDF, name: "invoice.pdf" },
    ]);
    expect(withFile.status).toBe(201);
    expect(withFile.body.message.attachments).toHaveLength(1);

    await adminReply(admin, ticket.id, { body: "Which PDF?" });
    expect((await getTicket(user, ticket.id)).body.ticket.status).toBe("waiting_on_customer");
    expect((await reply(user, ticket.id, { body: "The one from yesterday." })).body.ticket.status).toBe("open");

    for (const status of ["resolved", "closed"]) {
      expect((await adminPatch(admin, ticket.id, { status })).status).toBe(200);
      const answered = await reply(user, ticket.id, { body: `After ${status}` });
      expect(answered.body.ticket.status).toBe("open");
    }
    expect(await auditOf(ticket.id)).toContain("support_ticket.customer_replied");
  });

  it("400 for an empty body, 404 for someone else's ticket", async () => {
    const user = await registerTestUser();
    const other = await registerTestUser();
    const { ticket } = (await createTicket(user, TICKET)).body;
    const empty = await reply(user, ticket.id, { body: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toEqual([{ path: "body", message: "Write a message." }]);
    expect((await reply(other, ticket.id, { body: "hi" })).status).toBe(404);
  });
});

describe("PATCH /api/support/tickets/{id}", () => {
  it("closes and reopens", async () => {
    const user = await registerTestUser();
    const { ticket } = (await createTicket(user, TICKET)).body;
    const closed = await patchTicket(user, ticket.id, { status: "closed" });
    expect(closed.status).toBe(200);
    expect(closed.body.ticket.status).toBe("closed");
    const reopened = await patchTicket(user, ticket.id, { status: "open" });
    expect(reopened.body.ticket.status).toBe("open");
    expect(await auditOf(ticket.id)).toEqual([
      "support_ticket.created",
      "support_ticket.status_changed",
      "support_ticket.status_changed",
    ]);
  });

  it("rates only once the ticket is resolved or closed, and only once", async () => {
    const user = await registerTestUser();
    const admin = await createTestAdmin();
    const { ticket } = (await createTicket(user, TICKET)).body;
    const early = await patchTicket(user, ticket.id, { rating: 5 });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe("You can rate a ticket once it is resolved or closed.");

    await adminPatch(admin, ticket.id, { status: "resolved" });
    for (const rating of [0, 6, 4.5, "5"]) {
      const bad = await patchTicket(user, ticket.id, { rating });
      expect(bad.status).toBe(400);
      expect(bad.body.issues[0]).toEqual({ path: "rating", message: "rating must be a whole number from 1 to 5." });
    }
    const commentOnly = await patchTicket(user, ticket.id, { ratingComment: "Great" });
    expect(commentOnly.status).toBe(400);
    const rated = await patchTicket(user, ticket.id, { rating: 4, ratingComment: "Quick and clear." });
    expect(rated.status).toBe(200);
    expect(rated.body.ticket).toMatchObject({ status: "resolved", rating: 4, ratingComment: "Quick and clear." });
    const again = await patchTicket(user, ticket.id, { rating: 5 });
    expect(again.status).toBe(409);
    expect(await auditOf(ticket.id)).toContain("support_ticket.rated");
  });

  it("close and rate in one request", async () => {
    const user = await registerTestUser();
    const { ticket } = (await createTicket(user, TICKET)).body;
    const res = await patchTicket(user, ticket.id, { status: "closed", rating: 3 });
    expect(res.status).toBe(200);
    expect(res.body.ticket).toMatchObject({ status: "closed", rating: 3 });
  });

  it("400 for an empty or unknown change, 404 for someone else's ticket", async () => {
    const user = await registerTestUser();
    const other = await registerTestUser();
    const { ticket } = (await createTicket(user, TICKET)).body;
    expect((await patchTicket(user, ticket.id, {})).body.message).toBe(
      "Send at least one of status, rating or ratingComment.",
    );
    expect((await patchTicket(user, ticket.id, { status: "resolved" })).body.issues[0]).toEqual({
      path: "status",
      message: 'status must be "open" (reopen) or "closed".',
    });
    expect((await patchTicket(other, ticket.id, { status: "closed" })).status).toBe(404);
  });
});

describe("a suspended business", () => {
  it("can still open, answer, close and rate tickets", async () => {
    const user = await registerTestUser();
    await (await getDb()).update(users).set({ verificationState: "suspended" }).where(eq(users.id, user.id));
    const created = await createTicket(user, { ...TICKET, category: "verification", subject: "Why suspended?" });
    expect(created.status).toBe(201);
    const id = created.body.ticket.id;
    expect((await reply(user, id, { body: "Please reinstate us." })).status).toBe(201);
    expect(
      (await replyWithFiles(user, id, { body: "Our GST certificate." }, [{ bytes: SAMPLE_PDF, name: "gst.pdf" }]))
        .status,
    ).toBe(201);
    expect((await patchTicket(user, id, { status: "closed", rating: 5 })).status).toBe(200);
  });
});
