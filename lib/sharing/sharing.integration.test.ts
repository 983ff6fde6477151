import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as permission } from "@/app/api/document/[id]/[x]/permission/route";
import { GET as getDoc, PUT as saveDoc } from "@/app/api/shipments/[id]/[x]/route";
import { GET as listVersions } from "@/app/api/shipments/[id]/[x]/versions/route";
import { GET as getShipment } from "@/app/api/shipments/[id]/route";
import { GET as activity } from "@/app/api/shipments/[id]/activity/route";
import { GET as sharees } from "@/app/api/shipments/[id]/sharedwithusers/route";
import { PUT as setDocuments } from "@/app/api/shipments/documents/[id]/route";
import { DELETE as revoke } from "@/app/api/shipments/revoke-access/[id]/[userId]/route";
import { POST as create } from "@/app/api/shipments/route";
import { PUT as share } from "@/app/api/shipments/share-users/route";
import { GET as sharedWithMe } from "@/app/api/shipments/sharedwithme/route";
import { POST as acceptInvitation } from "@/app/api/invitations/accept/route";
import { POST as upload } from "@/app/api/document/route";
import { GET as listFiles } from "@/app/api/document/shipment/[id]/route";
import { getDb } from "@/lib/db/client";
import { auditLog, shipmentDocuments, shipmentShares, users } from "@/models";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call, uniqueEmail } from "@/test/http";
import { multipart, SAMPLE_PDF } from "@/test/multipart";
import { withMailbox, withTemporaryBlobStore } from "@/test/suite-fixtures";

/**
 * PGlite has one connection: requests sent together interleave at each await, but their
 * transactions run one after another, so only PostgreSQL (TEST_DATABASE_URL) runs a real race.
 * The titles say which of the two a run tested.
 */
const TOGETHER = process.env.TEST_DATABASE_URL ? "concurrent (PostgreSQL)" : "interleaved (PGlite: one connection)";

withTemporaryBlobStore("sharing");
const inbox = withMailbox();

let owner: TestUser;
let forwarder: TestUser;
let bank: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  owner = await registerTestUser();
  forwarder = await registerTestUser({ firstName: "Farid", lastName: "Khan", role: "freight_forwarder" });
  bank = await registerTestUser({ firstName: "Bina", lastName: "Shah", role: "bank" });
  stranger = await registerTestUser({ firstName: "Sam", lastName: "Stone" });
  // Registration takes no company; the profile sets it later.
  const db = await getDb();
  await db.update(users).set({ company: "Asha Textiles Pvt Ltd" }).where(eq(users.id, owner.id));
  await db.update(users).set({ company: "Blue Ocean Forwarding" }).where(eq(users.id, forwarder.id));
});

const TEMPLATES = ["commercial_invoice", "packing_list", "bill_of_exchange"];

async function newShipment(token = owner.token) {
  const res = await call(create, {
    method: "POST",
    token,
    json: { reference: `SH-${Math.random().toString(36).slice(2, 9)}`, templates: TEMPLATES },
  });
  expect(res.status).toBe(201);
  return res.body.shipment as { id: string; reference: string };
}

const shareWith = (shipmentId: string, email: string, forms: { name: string; access: string }[], token = owner.token) =>
  call(share, { method: "PUT", token, json: { shipmentId, email, forms } });

const doc = (id: string, x: string) => ({ id, x });

describe("PUT /api/shipments/share-users", () => {
  it("shares documents with an account, tells them by email, and lists them for the owner", async () => {
    const s = await newShipment();
    const res = await shareWith(s.id, forwarder.email.toUpperCase(), [
      { name: "packing_list", access: "read" },
      { name: "commercial_invoice", access: "edit" },
    ]);
    expect(res.status).toBe(200);
    // Until the forwarder opens the share, the answer says no more than it would for an address without an account.
    expect(res.body.share).toMatchObject({
      userId: null,
      email: forwarder.email,
      name: null,
      company: null,
      companyVerified: false,
      role: null,
      pending: true,
      // Stored in the shipment's document order.
      forms: [
        { name: "commercial_invoice", access: "edit" },
        { name: "packing_list", access: "read" },
      ],
    });
    const mail = await inbox.current.waitFor(
      forwarder.email,
      new RegExp(`shared documents of shipment ${s.reference}`),
    );
    expect(mail.text).toContain("Commercial invoice (can edit)");
    expect(mail.text).toContain("Packing list (read only)");
    expect(mail.text).toMatch(/\/shared-documents/);

    // Opening the shared shipment is accepting it: from then on the owner sees who holds the address.
    expect((await call(getShipment, { token: forwarder.token, params: { id: s.id } })).status).toBe(200);
    const list = await call(sharees, { token: owner.token, params: { id: s.id } });
    expect(list.status).toBe(200);
    expect(list.body.users).toEqual([
      expect.objectContaining({
        userId: forwarder.id,
        name: "Farid Khan",
        company: "Blue Ocean Forwarding",
        companyVerified: false,
        role: "freight_forwarder",
        pending: false,
        forms: res.body.share.forms,
      }),
    ]);
    const opened = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "share.opened"), eq(auditLog.actorId, forwarder.id)));
    expect(opened).toHaveLength(1);
  });

  it("answers the same for a member who never opened anything from the owner and an address without an account", async () => {
    const s = await newShipment();
    const nobody = uniqueEmail("nobody");
    const forms = [{ name: "packing_list", access: "read" }];
    const toMember = await shareWith(s.id, bank.email, forms);
    const toNobody = await shareWith(s.id, nobody, forms);
    const shape = (body: { share: Record<string, unknown> }) => {
      const { createdAt: _c, updatedAt: _u, email: _e, ...rest } = body.share;
      return rest;
    };
    expect(toMember.status).toBe(toNobody.status);
    expect(shape(toMember.body)).toEqual(shape(toNobody.body));
    expect(JSON.stringify(toMember.body)).not.toMatch(/Bina|bank|Shah/);
    const list = await call(sharees, { token: owner.token, params: { id: s.id } });
    const byEmail = Object.fromEntries(
      list.body.users.map((u: { email: string; createdAt: string; updatedAt: string }) => {
        const { createdAt: _c, updatedAt: _u, email: _e, ...rest } = u;
        return [u.email, rest];
      }),
    );
    expect(byEmail[bank.email]).toEqual(byEmail[nobody]);
  });

  it("replaces the share on a second PUT, audits created and changed, and writes nothing when unchanged", async () => {
    const s = await newShipment();
    await shareWith(s.id, bank.email, [{ name: "bill_of_exchange", access: "read" }]);
    const changed = await shareWith(s.id, bank.email, [{ name: "commercial_invoice", access: "read" }]);
    expect(changed.body.share.forms).toEqual([{ name: "commercial_invoice", access: "read" }]);
    const again = await shareWith(s.id, bank.email, [{ name: "commercial_invoice", access: "read" }]);
    expect(again.status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(shipmentShares).where(eq(shipmentShares.shipmentId, s.id));
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "shipment_share"), eq(auditLog.entityId, row!.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(["share.changed", "share.created"]);
    expect(audits.find((a) => a.action === "share.changed")!.data).toMatchObject({
      previousForms: [{ name: "bill_of_exchange", access: "read" }],
    });
    await inbox.current.settled();
    const mails = inbox.current.received.filter((m) => m.to.includes(bank.email) && m.subject.includes(s.reference));
    // A change within the hour of the first notice is not mailed again (share-notices.integration.test.ts).
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/shared documents/)]);
  });

  it.each([
    ["yourself", () => ({ email: owner.email }), "email", "You cannot share a shipment with yourself."],
    [
      "yourself in other letters",
      () => ({ email: owner.email.toUpperCase() }),
      "email",
      "You cannot share a shipment with yourself.",
    ],
    ["a bad email", () => ({ email: "not-an-email" }), "email", "Enter a valid email address."],
    [
      "no documents",
      () => ({ forms: [] }),
      "forms",
      "Choose at least one document to share. To stop sharing, revoke access instead.",
    ],
    [
      "an unknown form name",
      () => ({ forms: [{ name: "invoice", access: "read" }] }),
      "forms.0.name",
      expect.stringMatching(/^Unknown template/),
    ],
    [
      "a document the shipment lacks",
      () => ({ forms: [{ name: "shipping_bill", access: "read" }] }),
      "forms.0.name",
      "The shipment has no shipping_bill document. Add it to the shipment first.",
    ],
    [
      "an unknown access",
      () => ({ forms: [{ name: "packing_list", access: "write" }] }),
      "forms.0.access",
      "access must be edit or read.",
    ],
    [
      "a document twice",
      () => ({
        forms: [
          { name: "packing_list", access: "read" },
          { name: "packing_list", access: "edit" },
        ],
      }),
      "forms",
      "Each document may appear once in forms.",
    ],
  ])("refuses %s with a 400 naming the field", async (_label, patch, field, message) => {
    const s = await newShipment();
    const res = await call(share, {
      method: "PUT",
      token: owner.token,
      json: { shipmentId: s.id, email: forwarder.email, forms: [{ name: "packing_list", access: "read" }], ...patch() },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(expect.arrayContaining([{ path: field, message }]));
    const db = await getDb();
    expect(await db.select().from(shipmentShares).where(eq(shipmentShares.shipmentId, s.id))).toEqual([]);
  });

  it("refuses edit access to a finalised document with a 422 naming it, and still shares it read only", async () => {
    const s = await newShipment();
    // Setup: the invoice as finalise-document leaves it (the finalise flow itself is tested in lib/shipments).
    const db = await getDb();
    await db
      .update(shipmentDocuments)
      .set({ state: "final" })
      .where(and(eq(shipmentDocuments.shipmentId, s.id), eq(shipmentDocuments.name, "commercial_invoice")));
    const refused = await shareWith(s.id, forwarder.email, [
      { name: "packing_list", access: "edit" },
      { name: "commercial_invoice", access: "edit" },
    ]);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      "The commercial invoice is finalised and can no longer be edited: share it read only.",
    );
    expect(refused.body.issues).toEqual([
      { path: "forms.1.access", message: "The commercial invoice is finalised: it can be shared read only." },
    ]);
    const none = await db.select().from(shipmentShares).where(eq(shipmentShares.shipmentId, s.id));
    expect(none).toEqual([]);

    const shared = await shareWith(s.id, forwarder.email, [
      { name: "packing_list", access: "edit" },
      { name: "commercial_invoice", access: "read" },
    ]);
    expect(shared.status).toBe(200);
  });

  it("lets only the owner share: a sharee gets 403, a stranger the 404 of an unknown shipment", async () => {
    const s = await newShipment();
    await shareWith(s.id, forwarder.email, [{ name: "commercial_invoice", access: "edit" }]);
    const bySharee = await shareWith(
      s.id,
      bank.email,
      [{ name: "commercial_invoice", access: "read" }],
      forwarder.token,
    );
    expect(bySharee.status).toBe(403);
    expect(bySharee.body.message).toBe("Only the shipment's owner can share it.");
    const byStranger = await shareWith(
      s.id,
      bank.email,
      [{ name: "commercial_invoice", access: "read" }],
      stranger.token,
    );
    expect(byStranger.status).toBe(404);
    expect(byStranger.body.message).toBe("Shipment not found.");
  });

  it(`leaves one consistent share after twelve ${TOGETHER} edits`, async () => {
    const s = await newShipment();
    const choices = Array.from({ length: 12 }, (_, i) => [
      { name: TEMPLATES[i % 3]!, access: i % 2 ? "edit" : "read" },
    ]);
    const results = await Promise.all(choices.map((forms) => shareWith(s.id, bank.email, forms)));
    expect(results.map((r) => r.status)).toEqual(choices.map(() => 200));
    const db = await getDb();
    const rows = await db.select().from(shipmentShares).where(eq(shipmentShares.shipmentId, s.id));
    expect(rows).toHaveLength(1);
    expect(choices).toContainEqual(rows[0]!.forms);
    // The audit trail is one chain that ends in the state that stands. Not by time: an entry's
    // createdAt is its transaction's start, and a transaction that waited for the shipment's lock
    // commits after ones that started later. Each entry moves the share from previousForms to forms
    // (the creation from nothing), so counting every state +1 where an entry leaves it there and −1
    // where an entry leaves it: a single chain leaves exactly one state at +1, its end.
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "shipment_share"), eq(auditLog.entityId, rows[0]!.id)));
    const balance = new Map<string, number>();
    const move = (forms: unknown, by: number) =>
      balance.set(JSON.stringify(forms), (balance.get(JSON.stringify(forms)) ?? 0) + by);
    for (const audit of audits) {
      move(audit.data.forms, +1);
      if (audit.action === "share.changed") move(audit.data.previousForms, -1);
    }
    const ends = [...balance].filter(([, count]) => count !== 0);
    expect(ends).toEqual([[JSON.stringify(rows[0]!.forms), 1]]);
    expect(audits.filter((a) => a.action === "share.created")).toHaveLength(1);
  });
});

describe("what a sharee can do", () => {
  let s: { id: string; reference: string };
  beforeAll(async () => {
    s = await newShipment();
    await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: doc(s.id, "commercial_invoice"),
      json: {
        data: { invoiceNumber: "EXP-1", consignee: { name: "Gulf Traders LLC", country: "AE" }, currency: "USD" },
      },
    });
    await shareWith(s.id, forwarder.email, [
      { name: "commercial_invoice", access: "edit" },
      { name: "packing_list", access: "read" },
    ]);
  });

  it("sees the shipment with only the shared documents and their access", async () => {
    const res = await call(getShipment, { token: forwarder.token, params: { id: s.id } });
    expect(res.status).toBe(200);
    expect(res.body.shipment).toMatchObject({
      id: s.id,
      viewerRole: "sharee",
      allowedStatuses: [],
      templates: ["commercial_invoice", "packing_list"],
    });
    expect(res.body.shipment.documents.map((d: { name: string; access: string }) => [d.name, d.access])).toEqual([
      ["commercial_invoice", "edit"],
      ["packing_list", "read"],
    ]);
    const own = await call(getShipment, { token: owner.token, params: { id: s.id } });
    expect(own.body.shipment.viewerRole).toBe("owner");
    expect(own.body.shipment.documents).toHaveLength(3);
  });

  it("answers the permission call: true for the owner and an edit share, false for read, 404 otherwise", async () => {
    const ask = (token: string, x: string) => call(permission, { token, params: doc(s.id, x) });
    // sharedBy (who shared it; null for the owner) is the sharing screens' addition.
    const sharedBy = expect.objectContaining({ id: owner.id, email: owner.email });
    expect((await ask(owner.token, "packing_list")).body).toEqual({ hasEditAccess: true, sharedBy: null });
    expect((await ask(forwarder.token, "commercial_invoice")).body).toEqual({ hasEditAccess: true, sharedBy });
    expect((await ask(forwarder.token, "packing_list")).body).toEqual({ hasEditAccess: false, sharedBy });
    const other = await ask(forwarder.token, "bill_of_exchange");
    expect(other.status).toBe(404);
    expect((await ask(stranger.token, "commercial_invoice")).status).toBe(404);
  });

  it("edits a shared document; the change stays on it and the owner sees who made it in the history", async () => {
    const current = await call(getDoc, { token: forwarder.token, params: doc(s.id, "commercial_invoice") });
    expect(current.status).toBe(200);
    const data = {
      ...current.body.document.data,
      invoiceNumber: "EXP-1-FF",
      consignee: { name: "Gulf Traders LLC (Jebel Ali branch)", country: "AE" },
    };
    const saved = await call(saveDoc, {
      method: "PUT",
      token: forwarder.token,
      params: doc(s.id, "commercial_invoice"),
      json: { data, version: current.body.document.version },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.document.data.invoiceNumber).toBe("EXP-1-FF");
    expect(saved.body.document.overrides).toEqual(["consignee"]);

    // The packing list (read only for the forwarder) keeps the shipment's consignee.
    const packing = await call(getDoc, { token: owner.token, params: doc(s.id, "packing_list") });
    expect(packing.body.document.data.consignee.name).toBe("Gulf Traders LLC");

    const history = await call(listVersions, { token: owner.token, params: doc(s.id, "commercial_invoice") });
    expect(history.body.versions[0]).toMatchObject({
      actor: { id: forwarder.id, name: "Farid Khan" },
      changes: expect.arrayContaining(["invoiceNumber"]),
    });
    // The owner's audit trail of the shipment names the forwarder's save and the share.
    const trail = await call(activity, {
      token: owner.token,
      params: { id: s.id },
      path: `/api/shipments/${s.id}/activity`,
    });
    expect(trail.status).toBe(200);
    expect(trail.body.entries[0]).toMatchObject({
      action: "document.saved",
      actor: { id: forwarder.id, name: "Farid Khan", isOwner: false },
      data: { name: "commercial_invoice" },
    });
    expect(trail.body.entries.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(["share.created", "shipment.created"]),
    );
    expect(
      (await call(activity, { token: forwarder.token, params: { id: s.id }, path: `/api/shipments/${s.id}/activity` }))
        .status,
    ).toBe(404);
  });

  it("refuses a sharee's save without version (428), so nobody's change is lost; the owner's blind save says it overwrote", async () => {
    const path = doc(s.id, "commercial_invoice");
    const current = await call(getDoc, { token: forwarder.token, params: path });
    const data = { ...current.body.document.data, invoiceNumber: "EXP-BLIND" };
    const blind = await call(saveDoc, { method: "PUT", token: forwarder.token, params: path, json: { data } });
    expect(blind.status).toBe(428);
    expect(blind.body).toMatchObject({ code: "precondition_required", issues: [{ path: "version" }] });
    const after = await call(getDoc, { token: owner.token, params: path });
    expect(after.body.document.version).toBe(current.body.document.version);
    const stale = await call(saveDoc, {
      method: "PUT",
      token: forwarder.token,
      params: path,
      json: { data, version: current.body.document.version - 1 },
    });
    expect(stale.status).toBe(409);
    const byOwner = await call(saveDoc, { method: "PUT", token: owner.token, params: path, json: { data } });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.document).toMatchObject({ overwritten: true, data: { invoiceNumber: "EXP-BLIND" } });
    const withVersion = await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: path,
      json: { data: { ...data, invoiceNumber: "EXP-CHECKED" }, version: byOwner.body.document.version },
    });
    expect(withVersion.status).toBe(200);
    expect(withVersion.body.document.overwritten).toBeUndefined();
  });

  it("reads but cannot save a read-only document (403), and cannot reach documents not shared (404)", async () => {
    const read = await call(getDoc, { token: forwarder.token, params: doc(s.id, "packing_list") });
    expect(read.status).toBe(200);
    const save = await call(saveDoc, {
      method: "PUT",
      token: forwarder.token,
      params: doc(s.id, "packing_list"),
      json: { data: { ...read.body.document.data, remarks: "forced" } },
    });
    expect(save.status).toBe(403);
    expect(save.body.message).toBe(
      "You have read-only access to the packing list. Ask the shipment's owner for edit access.",
    );
    const hidden = await call(getDoc, { token: forwarder.token, params: doc(s.id, "bill_of_exchange") });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).not.toMatch(/forbidden|owner/i);
  });

  it("lists the shipment under shared with me, with who shared it", async () => {
    const res = await call(sharedWithMe, { token: forwarder.token, path: "/api/shipments/sharedwithme" });
    expect(res.status).toBe(200);
    const item = res.body.shipments.find((i: { shipment: { id: string } }) => i.shipment.id === s.id);
    expect(item).toMatchObject({
      forms: [
        { name: "commercial_invoice", access: "edit" },
        { name: "packing_list", access: "read" },
      ],
      sharedBy: { id: owner.id, email: owner.email, name: "Asha Verma", company: "Asha Textiles Pvt Ltd" },
      shipment: { reference: s.reference, viewerRole: "sharee" },
    });
    const theirs = await call(sharedWithMe, { token: stranger.token, path: "/api/shipments/sharedwithme" });
    expect(theirs.body.shipments).toEqual([]);
  });

  it("sees only the uploads attached to a shared document", async () => {
    const attached = await multipart(
      { shipment_id: s.id, documentType: "commercial_invoice" },
      { bytes: SAMPLE_PDF, name: "signed-invoice.pdf" },
    );
    const loose = await multipart({ shipment_id: s.id }, { bytes: SAMPLE_PDF, name: "internal-costing.pdf" });
    expect((await call(upload, { method: "POST", token: owner.token, ...attached })).status).toBe(201);
    expect((await call(upload, { method: "POST", token: owner.token, ...loose })).status).toBe(201);
    const asSharee = await call(listFiles, { token: forwarder.token, params: { id: s.id } });
    expect(asSharee.status).toBe(200);
    expect(asSharee.body.documents.map((f: { filename: string }) => f.filename)).toEqual(["signed-invoice.pdf"]);
    const asOwner = await call(listFiles, { token: owner.token, params: { id: s.id } });
    expect(asOwner.body.documents).toHaveLength(2);
  });
});

describe("revocation", () => {
  it("takes effect on the sharee's next request, is audited, and a sharee cannot revoke", async () => {
    const s = await newShipment();
    await shareWith(s.id, bank.email, [{ name: "bill_of_exchange", access: "edit" }]);
    expect((await call(getDoc, { token: bank.token, params: doc(s.id, "bill_of_exchange") })).status).toBe(200);
    const bySharee = await call(revoke, { method: "DELETE", token: bank.token, params: { id: s.id, userId: bank.id } });
    expect(bySharee.status).toBe(403);
    const res = await call(revoke, { method: "DELETE", token: owner.token, params: { id: s.id, userId: bank.id } });
    expect(res.status).toBe(204);
    expect((await call(getDoc, { token: bank.token, params: doc(s.id, "bill_of_exchange") })).status).toBe(404);
    expect((await call(getShipment, { token: bank.token, params: { id: s.id } })).status).toBe(404);
    const again = await call(revoke, { method: "DELETE", token: owner.token, params: { id: s.id, userId: bank.id } });
    expect(again.status).toBe(404);
    const db = await getDb();
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "share.revoked"), eq(auditLog.actorId, owner.id)));
    expect(audit).toBeDefined();
  });

  it("removing a document from the shipment removes it from its shares (and a share left empty goes)", async () => {
    const s = await newShipment();
    await shareWith(s.id, bank.email, [{ name: "bill_of_exchange", access: "read" }]);
    await shareWith(s.id, forwarder.email, [
      { name: "bill_of_exchange", access: "edit" },
      { name: "packing_list", access: "read" },
    ]);
    const res = await call(setDocuments, {
      method: "PUT",
      token: owner.token,
      params: { id: s.id },
      json: { documents: ["commercial_invoice", "packing_list"] },
    });
    expect(res.status).toBe(200);
    const list = await call(sharees, { token: owner.token, params: { id: s.id } });
    expect(list.body.users).toEqual([
      expect.objectContaining({ userId: forwarder.id, forms: [{ name: "packing_list", access: "read" }] }),
    ]);
    // Adding the template back does not hand it to the old sharees.
    await call(setDocuments, {
      method: "PUT",
      token: owner.token,
      params: { id: s.id },
      json: { documents: TEMPLATES },
    });
    expect((await call(getDoc, { token: forwarder.token, params: doc(s.id, "bill_of_exchange") })).status).toBe(404);
    expect((await call(getShipment, { token: bank.token, params: { id: s.id } })).status).toBe(404);
  });
});

describe("sharing with an address that has no account", () => {
  it("invites by email; registering alone attaches nothing; following the link signed in with that address does", async () => {
    const s = await newShipment();
    const email = uniqueEmail("importer");
    const res = await shareWith(s.id, email, [{ name: "packing_list", access: "read" }]);
    expect(res.status).toBe(200);
    expect(res.body.share).toMatchObject({ userId: null, email, pending: true, name: null });
    const mail = await inbox.current.waitFor(email, /shared documents/);
    const token = /\/invitations\/([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();

    const newcomer = await registerTestUser({ email, firstName: "Imran", lastName: "Ali", role: "importer" });
    expect(
      (await call(sharedWithMe, { token: newcomer.token, path: "/api/shipments/sharedwithme" })).body.shipments,
    ).toEqual([]);

    // Someone else holding the link cannot take the share.
    const wrong = await call(acceptInvitation, { method: "POST", token: stranger.token, json: { token } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(`This invitation was sent to ${email}. Sign in with that address to accept it.`);

    const accepted = await call(acceptInvitation, { method: "POST", token: newcomer.token, json: { token } });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ email, shares: 1, connections: 0 });
    const mine = await call(sharedWithMe, { token: newcomer.token, path: "/api/shipments/sharedwithme" });
    expect(mine.body.shipments.map((i: { shipment: { id: string } }) => i.shipment.id)).toEqual([s.id]);
    expect((await call(getDoc, { token: newcomer.token, params: doc(s.id, "packing_list") })).status).toBe(200);

    // The link is spent.
    const reused = await call(acceptInvitation, { method: "POST", token: newcomer.token, json: { token } });
    expect(reused.status).toBe(404);
    const list = await call(sharees, { token: owner.token, params: { id: s.id } });
    expect(list.body.users).toEqual([
      expect.objectContaining({ userId: newcomer.id, pending: false, name: "Imran Ali" }),
    ]);
  });

  it("revokes a pending invitation by its email", async () => {
    const s = await newShipment();
    const email = uniqueEmail("pending");
    await shareWith(s.id, email, [{ name: "packing_list", access: "read" }]);
    const res = await call(revoke, { method: "DELETE", token: owner.token, params: { id: s.id, userId: email } });
    expect(res.status).toBe(204);
    expect((await call(sharees, { token: owner.token, params: { id: s.id } })).body.users).toEqual([]);
  });

  it("refuses a malformed or unknown invitation token", async () => {
    expect((await call(acceptInvitation, { method: "POST", token: stranger.token, json: {} })).status).toBe(400);
    const unknown = await call(acceptInvitation, {
      method: "POST",
      token: stranger.token,
      json: { token: "no-such-token" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/not valid or has expired/);
  });
});

describe("GET /api/shipments/sharedwithme pages", () => {
  it("pages most recently shared first, each shipment once", async () => {
    const reader = await registerTestUser({ role: "bank" });
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const s = await newShipment();
      await shareWith(s.id, reader.email, [{ name: "commercial_invoice", access: "read" }]);
      made.push(s.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; body: { shipments: { shipment: { id: string } }[]; nextCursor: string | null } } =
        await call(sharedWithMe, {
          token: reader.token,
          path: `/api/shipments/sharedwithme?limit=2${cursor ? `&cursor=${cursor}` : ""}`,
        });
      expect(res.status).toBe(200);
      seen.push(...res.body.shipments.map((i) => i.shipment.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
    const bad = await call(sharedWithMe, { token: reader.token, path: "/api/shipments/sharedwithme?cursor=bm9wZQ" });
    expect(bad.status).toBe(400);
    const db = await getDb();
    await db.delete(shipmentShares).where(inArray(shipmentShares.shipmentId, made));
  });
});
