import { and, eq, inArray, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as acceptInvitation } from "@/app/api/invitations/accept/route";
import { DELETE as removeRoute } from "@/app/api/network/[email]/route";
import { GET as listRoute, PATCH as respondRoute, POST as inviteRoute } from "@/app/api/network/route";
import { getDb } from "@/lib/db/client";
import { auditLog, networkConnections, users } from "@/models";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call, PASSWORD, uniqueEmail } from "@/test/http";
import { startMailbox } from "@/test/mailbox";
import { POST as register } from "@/app/api/auth/register/route";
import { consumeLimit, usedPoints } from "@/lib/limits/limiter";
import { MAX_INVITATIONS_PER_DAY } from "@/lib/limits/limits";

/**
 * PGlite has one connection: requests sent together interleave at each await, but their
 * transactions run one after another, so only PostgreSQL (TEST_DATABASE_URL) runs a real race.
 * The titles say which of the two a run tested.
 */
const TOGETHER = process.env.TEST_DATABASE_URL ? "concurrent (PostgreSQL)" : "interleaved (PGlite: one connection)";

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

const DAY = 24 * 3600 * 1000;

const invite = (user: TestUser, email: unknown) =>
  call(inviteRoute, { method: "POST", token: user.token, json: { email } });
const respond = (user: TestUser, email: unknown, status: unknown) =>
  call(respondRoute, { method: "PATCH", token: user.token, json: { email, status } });
const remove = (user: TestUser, email: string) =>
  call(removeRoute, { method: "DELETE", token: user.token, params: { email } });
const list = (user: TestUser, qs = "") => call(listRoute, { token: user.token, path: `/api/network${qs}` });

type Listed = {
  id: string;
  email: string;
  status: string;
  direction: string;
  role: string | null;
  name: string | null;
  company: string | null;
  verification: string | null;
};
const emailsOf = (res: { body: { connections: Listed[] } }) => res.body.connections.map((c) => c.email);

/** A registered user with a company and verification state set as the admin flows would leave them. */
async function party(
  role: string,
  details: { firstName?: string; company?: string; verified?: boolean } = {},
): Promise<TestUser> {
  const user = await registerTestUser({ role, firstName: details.firstName ?? "Asha" });
  const db = await getDb();
  await db
    .update(users)
    .set({ company: details.company ?? null, verificationState: details.verified ? "verified" : "unverified" })
    .where(eq(users.id, user.id));
  return user;
}

const auditOf = async (entityId: string) =>
  (
    await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "network_connection"), eq(auditLog.entityId, entityId)))
  ).map((a) => a.action);

const rowsOfPair = async (a: TestUser, b: TestUser) =>
  (await getDb())
    .select()
    .from(networkConnections)
    .where(
      or(
        and(eq(networkConnections.inviterId, a.id), eq(networkConnections.inviteeEmail, b.email)),
        and(eq(networkConnections.inviterId, b.id), eq(networkConnections.inviteeEmail, a.email)),
      ),
    );

async function setRespondedAt(id: string, respondedAt: Date) {
  await (
    await getDb()
  )
    .update(networkConnections)
    .set({ respondedAt, updatedAt: respondedAt })
    .where(eq(networkConnections.id, id));
}

describe("POST /api/network: inviting", () => {
  it("an existing account gets a pending connection and an email; the DTO names it only once it approves", async () => {
    const exporter = await party("exporter", { firstName: "Ravi", company: "Ravi Exports" });
    const bank = await party("bank", { firstName: "Meera", company: "Coastal Bank", verified: true });
    const res = await invite(exporter, bank.email.toUpperCase());
    expect(res.status).toBe(201);
    // Until the bank approves, the answer is the one an address without an account gets.
    const hidden = {
      id: expect.any(String),
      status: "PENDING",
      direction: "sent",
      role: null,
      name: null,
      company: null,
      companyVerified: false,
      verification: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      respondedAt: null,
    };
    expect(res.body.connection).toEqual({ ...hidden, email: bank.email });
    const nobody = uniqueEmail("nobody");
    const toNobody = await invite(exporter, nobody);
    expect(toNobody.status).toBe(201);
    expect(toNobody.body.connection).toEqual({ ...hidden, email: nobody });
    const sent = await list(exporter);
    expect(sent.body.connections.find((c: Listed) => c.email === bank.email)).toMatchObject({ name: null, role: null });
    const [row] = await rowsOfPair(exporter, bank);
    expect(row).toMatchObject({
      inviterId: exporter.id,
      inviteeEmail: bank.email,
      inviteeId: bank.id,
      status: "PENDING",
    });
    expect(await auditOf(row!.id)).toEqual(["connection.invited"]);

    const mail = await mailbox.waitFor(bank.email, /Ravi Verma invited you to connect/);
    expect(mail.text).toContain("Ravi Verma of Ravi Exports (Exporter) invited you to join their trade network");
    expect(mail.text).toContain("/network");

    // The invitee sees it as received, with the inviter's details (the inviter reached out); a company nobody checked says so.
    const received = await list(bank);
    expect(received.body.connections).toEqual([
      expect.objectContaining({
        id: row!.id,
        email: exporter.email,
        direction: "received",
        status: "PENDING",
        role: "exporter",
        name: "Ravi Verma",
        company: "Ravi Exports",
        companyVerified: false,
        verification: "unverified",
      }),
    ]);
    // Approved: now the inviter sees who holds the address.
    expect((await respond(bank, exporter.email, "CONNECTED")).status).toBe(200);
    const after = await list(exporter);
    expect(after.body.connections.find((c: Listed) => c.email === bank.email)).toMatchObject({
      role: "bank",
      name: "Meera Verma",
      company: "Coastal Bank",
      companyVerified: true,
      verification: "verified",
    });
  });

  it("refuses yourself (400), a pending invitation again (409), and a connected pair (409)", async () => {
    const a = await party("exporter");
    const b = await party("importer");
    const self = await invite(a, a.email);
    expect(self.status).toBe(400);
    expect(self.body.issues).toEqual([
      { path: "email", message: expect.stringContaining("You cannot invite yourself") },
    ]);

    expect((await invite(a, b.email)).status).toBe(201);
    const again = await invite(a, b.email);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^Your invitation to .* is still pending/);

    expect((await respond(b, a.email, "CONNECTED")).status).toBe(200);
    const connected = await invite(a, b.email);
    expect(connected.status).toBe(409);
    expect(connected.body.message).toBe(`You are already connected with ${b.email}.`);
    // From the other side too: one row per pair.
    const reverse = await invite(b, a.email);
    expect(reverse.status).toBe(409);
    expect(reverse.body.message).toBe(`You are already connected with ${a.email}.`);
    expect(await rowsOfPair(a, b)).toHaveLength(1);
  });

  it("when B already invited A, A's invitation to B is a 409 telling A to approve B's", async () => {
    const a = await party("exporter");
    const b = await party("shipping_line");
    expect((await invite(b, a.email)).status).toBe(201);
    const res = await invite(a, b.email);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `${b.email} has already invited you. Approve their invitation on your Network page instead.`,
    );
    expect(await rowsOfPair(a, b)).toHaveLength(1);
  });

  it(`${TOGETHER} A→B and B→A produce one row (the pair's advisory lock)`, async () => {
    for (let round = 0; round < 3; round++) {
      const a = await party("exporter");
      const b = await party("freight_forwarder");
      const results = await Promise.all([invite(a, b.email), invite(b, a.email)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await rowsOfPair(a, b)).toHaveLength(1);
    }
  });

  it(`${TOGETHER} duplicate invitations produce one row and two 409s`, async () => {
    const a = await party("exporter");
    const b = await party("surveyor");
    const results = await Promise.all([invite(a, b.email), invite(a, b.email), invite(a, b.email)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await rowsOfPair(a, b)).toHaveLength(1);
  });

  it.each([
    ["no email", {}, "Email is required."],
    ["an empty email", { email: "  " }, "Email is required."],
    ["a number", { email: 7 }, "Email must be text."],
    ["a malformed address", { email: "lena@" }, "Enter a valid email address"],
    [
      "a 255-character address",
      { email: `${"x".repeat(240)}@example.com1234` },
      "Email must be at most 254 characters.",
    ],
  ])("answers 400 for %s", async (_label, json, message) => {
    const a = await party("exporter");
    const res = await call(inviteRoute, { method: "POST", token: a.token, json });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.issues).toContainEqual({ path: "email", message: expect.stringContaining(message) });
  });

  it("answers 401 without credentials", async () => {
    expect((await call(inviteRoute, { method: "POST", json: { email: uniqueEmail() } })).status).toBe(401);
    expect((await call(listRoute, { path: "/api/network" })).status).toBe(401);
    expect(
      (await call(respondRoute, { method: "PATCH", json: { email: uniqueEmail(), status: "CONNECTED" } })).status,
    ).toBe(401);
    expect((await call(removeRoute, { method: "DELETE", params: { email: uniqueEmail() } })).status).toBe(401);
  });

  it(`throttles at ${MAX_INVITATIONS_PER_DAY} invitations per 24 hours (429 with Retry-After); a refused invitation does not count`, async () => {
    const a = await party("exporter");
    // The shared counter as if 99 invitations had gone out today.
    await consumeLimit("invitation", a.id, { points: MAX_INVITATIONS_PER_DAY - 1 });
    const invitee = uniqueEmail("bulk");
    expect((await invite(a, invitee)).status).toBe(201);
    expect(await usedPoints("invitation", a.id)).toBe(MAX_INVITATIONS_PER_DAY);
    const res = await invite(a, uniqueEmail("bulk"));
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(res.body.message).toContain(`${MAX_INVITATIONS_PER_DAY} invitations in the last 24 hours`);

    const b = await party("exporter");
    expect((await invite(b, invitee)).status).toBe(201);
    expect((await invite(b, invitee)).status).toBe(409);
    expect(await usedPoints("invitation", b.id)).toBe(1);
  });
});

describe("an address with no account", () => {
  it("gets an invitation link; after registering and following it, the invitee sees the invitation and approves it", async () => {
    const inviter = await party("exporter", { firstName: "Ravi", company: "Ravi Exports" });
    const newcomer = uniqueEmail("newcomer");
    const res = await invite(inviter, newcomer);
    expect(res.status).toBe(201);
    expect(res.body.connection).toMatchObject({
      email: newcomer,
      status: "PENDING",
      direction: "sent",
      role: null,
      name: null,
      company: null,
      verification: null,
    });

    const mail = await mailbox.waitFor(newcomer, /Ravi Verma invited you to Exportly/);
    const link = /https?:\/\/\S+\/invitations\/([\w-]+)/.exec(mail.text);
    expect(link, mail.text).toBeTruthy();
    const token = link![1]!;

    // Registering alone attaches nothing: the address is proven by following the link.
    const reg = await call(register, {
      method: "POST",
      json: { email: newcomer, password: PASSWORD, firstName: "Lena", lastName: "Vogel", role: "importer" },
    });
    expect(reg.status).toBe(201);
    const invitee: TestUser = { id: reg.body.user.id, email: newcomer, token: reg.body.token };
    expect((await list(invitee)).body.connections).toEqual([]);
    expect((await respond(invitee, inviter.email, "CONNECTED")).status).toBe(404);
    // Inviting the inviter back meanwhile: told to follow the link.
    const back = await invite(invitee, inviter.email);
    expect(back.status).toBe(409);
    expect(back.body.message).toContain("Open the link in the invitation email");

    const accepted = await call(acceptInvitation, { method: "POST", token: invitee.token, json: { token } });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ email: newcomer, connections: 1 });

    const pending = await list(invitee, "?connStatus=PENDING&direction=received");
    expect(pending.body.connections).toEqual([
      expect.objectContaining({
        email: inviter.email,
        direction: "received",
        role: "exporter",
        company: "Ravi Exports",
      }),
    ]);
    const approved = await respond(invitee, inviter.email, "CONNECTED");
    expect(approved.status).toBe(200);
    expect(approved.body.connection).toMatchObject({
      email: inviter.email,
      status: "CONNECTED",
      direction: "received",
      respondedAt: expect.any(String),
    });
    expect((await mailbox.waitFor(inviter.email, /Lena Vogel accepted your invitation/)).text).toContain(
      "you are now connected",
    );

    // The inviter now sees the account's details.
    const mine = await list(inviter);
    expect(mine.body.connections).toEqual([
      expect.objectContaining({
        email: newcomer,
        status: "CONNECTED",
        direction: "sent",
        role: "importer",
        name: "Lena Vogel",
      }),
    ]);
    expect(await auditOf(approved.body.connection.id)).toEqual(["connection.invited", "connection.approved"]);
  });
});

describe("PATCH /api/network: answering", () => {
  it("the invitee rejects; the rejection is audited and not emailed", async () => {
    const a = await party("exporter");
    const b = await party("customs_house_agent");
    const id = (await invite(a, b.email)).body.connection.id;
    const res = await respond(b, a.email, "REJECTED");
    expect(res.status).toBe(200);
    expect(res.body.connection).toMatchObject({
      id,
      status: "REJECTED",
      direction: "received",
      respondedAt: expect.any(String),
    });
    expect(await auditOf(id)).toEqual(["connection.invited", "connection.rejected"]);
    const again = await respond(b, a.email, "CONNECTED");
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`You already rejected the invitation from ${a.email}.`);
    await new Promise((r) => setTimeout(r, 200));
    await mailbox.settled();
    // Only the confirmation mail of a's own registration went to a.
    expect(mailbox.received.filter((m) => m.to.includes(a.email) && !/^Confirm your/.test(m.subject))).toEqual([]);
  });

  it("only the invitee may answer: the inviter and a stranger get 404 and nothing changes", async () => {
    const a = await party("exporter");
    const b = await party("bank");
    const stranger = await party("importer");
    const id = (await invite(a, b.email)).body.connection.id;
    const byInviter = await respond(a, b.email, "CONNECTED");
    expect(byInviter.status).toBe(404);
    expect(byInviter.body).toEqual({ code: "not_found", message: `You have no invitation from ${b.email} to answer.` });
    // The inviter naming their own address is no better.
    expect((await respond(a, a.email, "CONNECTED")).status).toBe(404);
    expect((await respond(stranger, a.email, "CONNECTED")).status).toBe(404);
    expect((await respond(stranger, uniqueEmail("nobody"), "REJECTED")).status).toBe(404);
    const [row] = await (await getDb()).select().from(networkConnections).where(eq(networkConnections.id, id));
    expect(row!.status).toBe("PENDING");
    expect(await auditOf(id)).toEqual(["connection.invited"]);
  });

  it.each([
    [
      "no status",
      { email: "a@example.com" },
      "status",
      "status is required: CONNECTED to approve or REJECTED to reject.",
    ],
    [
      "status PENDING",
      { email: "a@example.com", status: "PENDING" },
      "status",
      "status must be CONNECTED (approve) or REJECTED (reject).",
    ],
    [
      "a lower-case status",
      { email: "a@example.com", status: "connected" },
      "status",
      "status must be CONNECTED (approve) or REJECTED (reject).",
    ],
    ["no email", { status: "CONNECTED" }, "email", "Email is required."],
    ["a bad email", { email: "not-an-email", status: "CONNECTED" }, "email", "Enter a valid email address"],
  ])("answers 400 for %s", async (_label, json, path, message) => {
    const a = await party("exporter");
    const res = await call(respondRoute, { method: "PATCH", token: a.token, json });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path, message: expect.stringContaining(message) });
  });
});

describe("re-inviting after a rejection", () => {
  it("is refused for 30 days from the rejection (409 naming the date), either way round, then allowed on the same row", async () => {
    const a = await party("exporter");
    const b = await party("bank");
    const id = (await invite(a, b.email)).body.connection.id;
    expect((await respond(b, a.email, "REJECTED")).status).toBe(200);

    const rejectedAt = new Date(Date.now() - 29 * DAY);
    await setRespondedAt(id, rejectedAt);
    const early = await invite(a, b.email);
    expect(early.status).toBe(409);
    const from = new Date(rejectedAt.getTime() + 30 * DAY);
    expect(early.body.invitableFrom).toBe(from.toISOString());
    const day = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }).format(from);
    expect(early.body.message).toContain(`${b.email} rejected your invitation on`);
    expect(early.body.message).toContain(`A new invitation can be sent from ${day}`);
    // The party who rejected is bound by the same wait.
    const reverse = await invite(b, a.email);
    expect(reverse.status).toBe(409);
    expect(reverse.body.message).toContain(`You rejected the invitation from ${a.email}`);

    await setRespondedAt(id, new Date(Date.now() - 31 * DAY));
    const again = await invite(a, b.email);
    expect(again.status).toBe(201);
    expect(again.body.connection).toMatchObject({ id, status: "PENDING", respondedAt: null, direction: "sent" });
    expect(await rowsOfPair(a, b)).toHaveLength(1);
    expect(await auditOf(id)).toEqual(["connection.invited", "connection.rejected", "connection.invited"]);
    const [audit] = (
      await (
        await getDb()
      )
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "connection.invited")))
    ).filter((x) => x.data.reinvitation);
    expect(audit).toBeDefined();
    // B can approve the new invitation.
    expect((await respond(b, a.email, "CONNECTED")).body.connection.status).toBe("CONNECTED");
  });

  it("after 30 days the party who rejected may invite the other: the row turns round", async () => {
    const a = await party("exporter");
    const b = await party("bank");
    const id = (await invite(a, b.email)).body.connection.id;
    await respond(b, a.email, "REJECTED");
    await setRespondedAt(id, new Date(Date.now() - 30 * DAY - 1000));
    const res = await invite(b, a.email);
    expect(res.status).toBe(201);
    expect(res.body.connection).toMatchObject({ id, email: a.email, direction: "sent", status: "PENDING" });
    const [row] = await rowsOfPair(a, b);
    expect(row).toMatchObject({ inviterId: b.id, inviteeEmail: a.email, inviteeId: a.id });
    expect((await list(a, "?direction=received")).body.connections.map((c: Listed) => c.email)).toEqual([b.email]);
  });
});

describe("DELETE /api/network/{email}", () => {
  it("either side removes a connection; the inviter cancels a pending invitation; each is audited", async () => {
    const a = await party("exporter");
    const b = await party("bank");
    const c = await party("surveyor");
    const ab = (await invite(a, b.email)).body.connection.id;
    await respond(b, a.email, "CONNECTED");
    const res = await remove(b, a.email);
    expect(res.status).toBe(204);
    expect(await rowsOfPair(a, b)).toEqual([]);
    expect(await auditOf(ab)).toEqual(["connection.invited", "connection.approved", "connection.removed"]);
    // Invited again at once after a removal.
    expect((await invite(a, b.email)).status).toBe(201);

    const ac = (await invite(a, c.email)).body.connection.id;
    // The email may arrive still encoded.
    expect((await remove(a, encodeURIComponent(c.email.toUpperCase()))).status).toBe(204);
    expect(await auditOf(ac)).toEqual(["connection.invited", "connection.removed"]);
    const [removed] = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ac), eq(auditLog.action, "connection.removed")));
    expect(removed!.data).toMatchObject({ email: c.email, status: "PENDING", direction: "sent" });
    expect((await remove(a, c.email)).status).toBe(404);
  });

  it("cancels an invitation to an address with no account", async () => {
    const a = await party("exporter");
    const newcomer = uniqueEmail("newcomer");
    await invite(a, newcomer);
    expect((await remove(a, newcomer)).status).toBe(204);
    expect((await list(a)).body.connections).toEqual([]);
  });

  it("the invitee answers a pending invitation instead of deleting it (422)", async () => {
    const a = await party("exporter");
    const b = await party("bank");
    await invite(a, b.email);
    const res = await remove(b, a.email);
    expect(res.status).toBe(422);
    expect(res.body.message).toContain("approve or reject the invitation instead");
    expect(await rowsOfPair(a, b)).toHaveLength(1);
  });

  it("a rejection stays for 30 days when the inviter deletes it (422), the party who rejected may clear it", async () => {
    const a = await party("exporter");
    const b = await party("bank");
    const id = (await invite(a, b.email)).body.connection.id;
    await respond(b, a.email, "REJECTED");
    const res = await remove(a, b.email);
    expect(res.status).toBe(422);
    expect(res.body.message).toContain("The rejection stays on record");
    expect(res.body.invitableFrom).toEqual(expect.any(String));
    expect(await rowsOfPair(a, b)).toHaveLength(1);
    expect((await invite(a, b.email)).status).toBe(409);

    // 30 days on, the inviter may clear it too.
    await setRespondedAt(id, new Date(Date.now() - 31 * DAY));
    expect((await remove(a, b.email)).status).toBe(204);

    const b2 = await party("bank");
    await invite(a, b2.email);
    await respond(b2, a.email, "REJECTED");
    expect((await remove(b2, a.email)).status).toBe(204);
    expect((await invite(a, b2.email)).status).toBe(201);
  });

  it("a stranger cannot remove or see others' connections: 404 and nothing changes", async () => {
    const a = await party("exporter");
    const b = await party("bank");
    const stranger = await party("importer");
    await invite(a, b.email);
    await respond(b, a.email, "CONNECTED");
    expect((await remove(stranger, a.email)).status).toBe(404);
    expect((await remove(stranger, b.email)).status).toBe(404);
    expect((await remove(a, "not-an-email")).status).toBe(404);
    expect((await remove(a, uniqueEmail("unknown"))).body).toEqual({
      code: "not_found",
      message: expect.stringContaining("You have no connection or invitation with"),
    });
    expect(await rowsOfPair(a, b)).toHaveLength(1);
    expect((await list(stranger)).body).toEqual({ connections: [], nextCursor: null });
  });
});

describe("GET /api/network: filters and pagination", () => {
  let me: TestUser;
  let bank: TestUser, line: TestUser, forwarder: TestUser, surveyor: TestUser, importer: TestUser;
  let newcomer: string;
  beforeAll(async () => {
    me = await party("exporter");
    bank = await party("bank", { company: "Coastal Bank", verified: true });
    line = await party("shipping_line", { company: "Blue Line" });
    forwarder = await party("freight_forwarder");
    surveyor = await party("surveyor");
    importer = await party("importer");
    newcomer = uniqueEmail("newcomer");
    // Sent: bank (connected), line (rejected), newcomer (pending, no account). Received: forwarder (pending), surveyor (connected), importer (rejected by me).
    await invite(me, bank.email);
    await respond(bank, me.email, "CONNECTED");
    await invite(me, line.email);
    await respond(line, me.email, "REJECTED");
    await invite(me, newcomer);
    await invite(forwarder, me.email);
    await invite(surveyor, me.email);
    await respond(me, surveyor.email, "CONNECTED");
    await invite(importer, me.email);
    await respond(me, importer.email, "REJECTED");
  });

  it("lists every connection of mine, both directions, most recently changed first", async () => {
    const res = await list(me);
    expect(res.status).toBe(200);
    expect(emailsOf(res)).toEqual([importer.email, surveyor.email, forwarder.email, newcomer, line.email, bank.email]);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.connections.find((c: Listed) => c.email === bank.email)).toMatchObject({
      role: "bank",
      company: "Coastal Bank",
      verification: "verified",
      status: "CONNECTED",
      direction: "sent",
    });
  });

  it.each([
    ["role=bank", "?role=bank", () => [bank.email]],
    [
      "role=all",
      "?role=all",
      () => [importer.email, surveyor.email, forwarder.email, newcomer, line.email, bank.email],
    ],
    ["connStatus=CONNECTED", "?connStatus=CONNECTED", () => [surveyor.email, bank.email]],
    ["connStatus=PENDING", "?connStatus=PENDING", () => [forwarder.email, newcomer]],
    ["connStatus=REJECTED", "?connStatus=REJECTED", () => [importer.email, line.email]],
    ["role and connStatus", "?role=shipping_line&connStatus=REJECTED", () => [line.email]],
    ["role with no match", "?role=shipping_line&connStatus=CONNECTED", () => []],
    ["received pending", "?connStatus=PENDING&direction=received", () => [forwarder.email]],
    ["sent", "?direction=sent", () => [newcomer, line.email, bank.email]],
    ["a role leaves out addresses with no account", "?role=importer", () => [importer.email]],
  ])("filters by %s", async (_label, qs, expected) => {
    const res = await list(me, qs);
    expect(res.status).toBe(200);
    expect(emailsOf(res)).toEqual(expected());
  });

  it("the other side sees the same connection from its direction", async () => {
    const res = await list(bank, "?role=exporter&connStatus=CONNECTED");
    expect(res.body.connections).toEqual([
      expect.objectContaining({ email: me.email, direction: "received", role: "exporter" }),
    ]);
  });

  it("pages with a cursor across both directions, every connection exactly once", async () => {
    for (const limit of [1, 2, 4]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await list(me, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
        expect(res.status).toBe(200);
        expect(res.body.connections.length).toBeLessThanOrEqual(limit);
        seen.push(...emailsOf(res));
        cursor = res.body.nextCursor;
      } while (cursor);
      expect(seen).toEqual([importer.email, surveyor.email, forwarder.email, newcomer, line.email, bank.email]);
    }
    const filtered = await list(me, "?limit=1&connStatus=CONNECTED");
    const second = await list(me, `?limit=1&connStatus=CONNECTED&cursor=${filtered.body.nextCursor}`);
    expect([...emailsOf(filtered), ...emailsOf(second)]).toEqual([surveyor.email, bank.email]);
    expect(second.body.nextCursor).toBeNull();
  });

  it("orders rows changed in the same microsecond by id", async () => {
    const db = await getDb();
    const same = new Date("2030-01-01T00:00:00.000Z");
    const mine = await db
      .select({ id: networkConnections.id })
      .from(networkConnections)
      .where(or(eq(networkConnections.inviterId, me.id), eq(networkConnections.inviteeId, me.id)));
    const ids = mine.map((r) => r.id);
    try {
      await db.update(networkConnections).set({ updatedAt: same }).where(inArray(networkConnections.id, ids));
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await list(me, `?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
        seen.push(...res.body.connections.map((c: Listed) => c.id));
        cursor = res.body.nextCursor;
      } while (cursor);
      expect(seen).toEqual([...ids].sort().reverse());
    } finally {
      await db.update(networkConnections).set({ updatedAt: new Date() }).where(inArray(networkConnections.id, ids));
    }
  });

  it.each([
    ["an unknown role", "?role=captain", "role", "role: choose from exporter"],
    ["admin as a role filter", "?role=admin", "role", "role: choose from"],
    ["an unknown status", "?connStatus=MAYBE", "connStatus", "connStatus: choose from PENDING, CONNECTED, REJECTED."],
    ["an unknown direction", "?direction=up", "direction", "direction: choose sent or received."],
    ["limit 0", "?limit=0", "limit", "limit must be at least 1."],
    ["limit 201", "?limit=201", "limit", "limit must be at most 200."],
    ["a forged cursor", "?cursor=bm90LWEtY3Vyc29y", "cursor", "This cursor is not valid."],
  ])("answers 400 for %s", async (_label, qs, path, message) => {
    const res = await list(me, qs);
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path, message: expect.stringContaining(message) });
  });
});
