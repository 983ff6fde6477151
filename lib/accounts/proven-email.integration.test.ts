import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as profile } from "@/app/api/auth/profile/route";
import { POST as undoChange } from "@/app/api/auth/undo-email-change/route";
import { POST as resend } from "@/app/api/auth/verify-email/resend/route";
import { GET as emailStatus, POST as verify } from "@/app/api/auth/verify-email/route";
import { POST as invite } from "@/app/api/network/route";
import { POST as createShipment } from "@/app/api/shipments/route";
import { PUT as share } from "@/app/api/shipments/share-users/route";
import { GET as sharedWithMe } from "@/app/api/shipments/sharedwithme/route";
import { PUT as updateEmail } from "@/app/api/users/updateEmail/route";
import { getDb } from "@/lib/db/client";
import { networkConnections, shipmentShares, users } from "@/models";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call, PASSWORD, uniqueEmail } from "@/test/http";
import { otpIn, type ReceivedMail } from "@/test/mailbox";
import { withMailbox } from "@/test/suite-fixtures";

const inbox = withMailbox();

let owner: TestUser;
beforeAll(async () => {
  owner = await registerTestUser({ firstName: "Olga", lastName: "Owner" });
});

const CONFIRM = /^Confirm your Exportly email address$/;
const linkToken = (mail: ReceivedMail, page: string) => {
  const match = new RegExp(`/${page}#token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in "${mail.subject}"`);
  return match[1]!;
};

async function newShipment() {
  const res = await call(createShipment, {
    method: "POST",
    token: owner.token,
    json: { reference: `SH-${Math.random().toString(36).slice(2, 9)}`, templates: ["commercial_invoice"] },
  });
  expect(res.status).toBe(201);
  return res.body.shipment as { id: string };
}

const shareRow = async (shipmentId: string) => {
  const rows = await (await getDb()).select().from(shipmentShares).where(eq(shipmentShares.shipmentId, shipmentId));
  return rows[0]!;
};

describe("proven addresses", () => {
  it("registration mails a link and a code, with neither in the subject; the account starts unproven", async () => {
    const user = await registerTestUser({}, { proven: false });
    const mail = await inbox.current.waitFor(user.email, CONFIRM);
    expect(mail.subject).not.toMatch(/\d{6}/);
    expect(otpIn(mail)).toMatch(/^\d{6}$/);
    expect(linkToken(mail, "verify-email").length).toBeGreaterThan(30);
    const me = await call(profile, { token: user.token });
    expect(me.body.user.emailVerified).toBe(false);
  });

  it("keeps a share to an unproven address pending, and attaches it when the code proves the address", async () => {
    const squatter = await registerTestUser({ firstName: "Sam" }, { proven: false });
    const code = otpIn(await inbox.current.waitFor(squatter.email, CONFIRM));
    const shipment = await newShipment();
    const res = await call(share, {
      method: "PUT",
      token: owner.token,
      json: { shipmentId: shipment.id, email: squatter.email, forms: [{ name: "commercial_invoice", access: "read" }] },
    });
    expect(res.status).toBe(200);
    expect((await shareRow(shipment.id)).userId).toBeNull();
    expect((await call(sharedWithMe, { token: squatter.token })).body.shipments ?? []).toHaveLength(0);
    // The notice to the address carries the invitation link, like a notice to an address without an account.
    const notice = await inbox.current.waitFor(squatter.email, /shared documents of shipment/);
    expect(notice.text).toMatch(/\/invitations\//);

    const status = await call(emailStatus, { token: squatter.token });
    expect(status.body).toMatchObject({ verified: false, pendingEmail: null, waiting: { shares: 1, connections: 0 } });

    const proven = await call(verify, { method: "POST", token: squatter.token, json: { code } });
    expect(proven.status).toBe(200);
    expect(proven.body).toMatchObject({ shares: 1, connections: 0, user: { emailVerified: true } });
    expect((await shareRow(shipment.id)).userId).toBe(squatter.id);
    expect((await call(emailStatus, { token: squatter.token })).body).toMatchObject({ verified: true });
  });

  it("keeps a network invitation to an unproven address pending until the link proves it (no sign-in needed)", async () => {
    const invitee = await registerTestUser({ role: "bank" }, { proven: false });
    const mail = await inbox.current.waitFor(invitee.email, CONFIRM);
    const res = await call(invite, { method: "POST", token: owner.token, json: { email: invitee.email } });
    expect(res.status).toBe(201);
    const db = await getDb();
    const [pending] = await db
      .select()
      .from(networkConnections)
      .where(eq(networkConnections.inviteeEmail, invitee.email));
    expect(pending?.inviteeId).toBeNull();

    const token = linkToken(mail, "verify-email");
    const proven = await call(verify, { method: "POST", json: { token } });
    expect(proven.status).toBe(200);
    expect(proven.body).toMatchObject({ connections: 1 });
    const [attached] = await db.select().from(networkConnections).where(eq(networkConnections.id, pending!.id));
    expect(attached?.inviteeId).toBe(invitee.id);
    // A link works once.
    expect((await call(verify, { method: "POST", json: { token } })).status).toBe(404);
  });

  it("allows 5 tries per code: then even the right code fails, and a resent code works", async () => {
    const user = await registerTestUser({}, { proven: false });
    const code = otpIn(await inbox.current.waitFor(user.email, CONFIRM));
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const res = await call(verify, { method: "POST", token: user.token, json: { code: wrong } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("invalid_code");
    }
    expect((await call(verify, { method: "POST", token: user.token, json: { code } })).status).toBe(400);

    const before = inbox.current.received.length;
    expect((await call(resend, { method: "POST", token: user.token })).status).toBe(200);
    await inbox.current.settled();
    const again = inbox.current.received
      .slice(before)
      .find((m) => m.to.includes(user.email) && CONFIRM.test(m.subject));
    const fresh = await call(verify, { method: "POST", token: user.token, json: { code: otpIn(again!) } });
    expect(fresh.status).toBe(200);
    // Nothing left to confirm.
    expect((await call(resend, { method: "POST", token: user.token })).status).toBe(409);
  });

  it("counts wrong codes per account across resends (429), and needs a sign-in for a code", async () => {
    const user = await registerTestUser({}, { proven: false });
    expect((await call(verify, { method: "POST", json: { code: "123456" } })).status).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      if (i === 5) expect((await call(resend, { method: "POST", token: user.token })).status).toBe(200);
      statuses.push(
        (await call(verify, { method: "POST", token: user.token, json: { code: "99999" + (i % 10) } })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("changes the email only once the new address is proven, and the old address can undo it", async () => {
    const user = await registerTestUser();
    const next = uniqueEmail("moved");
    const asked = await call(updateEmail, {
      method: "PUT",
      token: user.token,
      json: { email: next, password: PASSWORD },
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ user: { email: user.email }, pendingEmail: next });
    const confirmation = await inbox.current.waitFor(next, /Confirm your new Exportly email address/);
    const notice = await inbox.current.waitFor(user.email, /is being changed/);
    expect(notice.text).toContain(next);
    // Not applied yet: the old address still signs in.
    expect((await call(login, { method: "POST", json: { email: user.email, password: PASSWORD } })).status).toBe(200);
    expect((await call(emailStatus, { token: user.token })).body).toMatchObject({ verified: true, pendingEmail: next });

    const proven = await call(verify, { method: "POST", token: user.token, json: { code: otpIn(confirmation) } });
    expect(proven.status).toBe(200);
    expect(proven.body.user.email).toBe(next);
    expect((await call(login, { method: "POST", json: { email: next, password: PASSWORD } })).status).toBe(200);

    const undone = await call(undoChange, { method: "POST", json: { token: linkToken(notice, "undo-email-change") } });
    expect(undone.status).toBe(200);
    expect(undone.body.message).toContain(user.email);
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    // Every session ends: the change may have come from someone else who signed in.
    expect((await call(profile, { token: user.token })).status).toBe(401);
  });

  it("cancels an email change not yet confirmed when the undo link is used first", async () => {
    const user = await registerTestUser();
    const next = uniqueEmail("moved");
    await call(updateEmail, { method: "PUT", token: user.token, json: { email: next, password: PASSWORD } });
    const confirmation = await inbox.current.waitFor(next, /Confirm your new Exportly email address/);
    const notice = await inbox.current.waitFor(user.email, /is being changed/);
    expect(
      (await call(undoChange, { method: "POST", json: { token: linkToken(notice, "undo-email-change") } })).status,
    ).toBe(200);
    // The confirmation of the change no longer works.
    const late = await call(verify, { method: "POST", json: { token: linkToken(confirmation, "verify-email") } });
    expect(late.status).toBe(404);
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });
});
