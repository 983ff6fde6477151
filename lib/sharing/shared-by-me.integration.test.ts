import { beforeAll, describe, expect, it } from "vitest";
import { GET as permission } from "@/app/api/document/[id]/[x]/permission/route";
import { GET as getShipment } from "@/app/api/shipments/[id]/route";
import { DELETE as revoke } from "@/app/api/shipments/revoke-access/[id]/[userId]/route";
import { POST as create } from "@/app/api/shipments/route";
import { PUT as share } from "@/app/api/shipments/share-users/route";
import { GET as sharedByMe } from "@/app/api/shipments/sharedbyme/route";
import { PUT as setDocuments } from "@/app/api/shipments/documents/[id]/route";
import { PUT as updateUser } from "@/app/api/users/[id]/route";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call, uniqueEmail } from "@/test/http";

let owner: TestUser;
let forwarder: TestUser;
let bank: TestUser;
let other: TestUser;
beforeAll(async () => {
  owner = await registerTestUser({ firstName: "Meera", lastName: "Shah" });
  forwarder = await registerTestUser({ firstName: "Farid", lastName: "Khan", role: "freight_forwarder" });
  // The company is part of the profile, not of registration.
  for (const [user, company] of [
    [owner, "Shakti Garments"],
    [forwarder, "Blue Ocean Forwarding"],
  ] as const) {
    expect(
      (await call(updateUser, { method: "PUT", token: user.token, params: { id: user.id }, json: { company } })).status,
    ).toBe(200);
  }
  bank = await registerTestUser({ firstName: "Bina", lastName: "Rao", role: "bank" });
  other = await registerTestUser();
});

async function newShipment(token: string, templates = ["commercial_invoice", "packing_list"]) {
  const res = await call(create, {
    method: "POST",
    token,
    json: { reference: `SB-${Math.random().toString(36).slice(2, 9)}`, templates },
  });
  expect(res.status).toBe(201);
  return res.body.shipment as { id: string; reference: string; status: string };
}

async function shareWith(
  shipmentId: string,
  email: string,
  forms: { name: string; access: "read" | "edit" }[],
  token = owner.token,
) {
  const res = await call(share, { method: "PUT", token, json: { shipmentId, email, forms } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.share;
}

const list = (user: TestUser, qs = "") =>
  call(sharedByMe, { token: user.token, path: `/api/shipments/sharedbyme${qs}` });

describe("GET /api/shipments/sharedbyme", () => {
  it("lists only my shipments that have shares, newest first, with who holds what (pending invitations too)", async () => {
    const me = await registerTestUser({ firstName: "Ira", lastName: "Das" });
    const unshared = await newShipment(me.token);
    const first = await newShipment(me.token);
    const second = await newShipment(me.token);
    const invitee = uniqueEmail("invitee");
    await shareWith(first.id, forwarder.email, [{ name: "commercial_invoice", access: "edit" }], me.token);
    await shareWith(second.id, bank.email, [{ name: "packing_list", access: "read" }], me.token);
    await shareWith(second.id, invitee, [{ name: "commercial_invoice", access: "read" }], me.token);
    // The owner sees who holds an address once its account opened the share (lib/network/relationship.ts).
    expect((await call(getShipment, { token: bank.token, params: { id: second.id } })).status).toBe(200);
    expect((await call(getShipment, { token: forwarder.token, params: { id: first.id } })).status).toBe(200);

    const res = await list(me);
    expect(res.status).toBe(200);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.shipments.map((s: { shipment: { id: string } }) => s.shipment.id)).toEqual([second.id, first.id]);
    expect(res.body.shipments.some((s: { shipment: { id: string } }) => s.shipment.id === unshared.id)).toBe(false);
    expect(res.body.shipments[0]).toEqual({
      shipment: { id: second.id, reference: second.reference, status: "draft" },
      users: [
        expect.objectContaining({
          userId: bank.id,
          email: bank.email,
          name: "Bina Rao",
          role: "bank",
          pending: false,
          forms: [{ name: "packing_list", access: "read" }],
        }),
        expect.objectContaining({
          userId: null,
          email: invitee,
          name: null,
          pending: true,
          forms: [{ name: "commercial_invoice", access: "read" }],
        }),
      ],
    });
    expect(res.body.shipments[1].users).toEqual([
      expect.objectContaining({
        userId: forwarder.id,
        company: "Blue Ocean Forwarding",
        forms: [{ name: "commercial_invoice", access: "edit" }],
      }),
    ]);
  });

  it("pages with nextCursor without repeating or skipping a shipment", async () => {
    const me = await registerTestUser();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const s = await newShipment(me.token);
      await shareWith(s.id, forwarder.email, [{ name: "packing_list", access: "read" }], me.token);
      ids.unshift(s.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(me, `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(res.status).toBe(200);
      expect(res.body.shipments.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.shipments.map((s: { shipment: { id: string } }) => s.shipment.id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual(ids);
    expect(pages).toBe(3);
  });

  it("never shows a shipment shared with me, nor another owner's shipments", async () => {
    const s = await newShipment(owner.token);
    await shareWith(s.id, forwarder.email, [{ name: "commercial_invoice", access: "edit" }]);
    // The forwarder holds a share of the owner's shipment; it is not the forwarder's to list here.
    const forwarders = await list(forwarder);
    expect(forwarders.status).toBe(200);
    expect(forwarders.body.shipments.some((i: { shipment: { id: string } }) => i.shipment.id === s.id)).toBe(false);
    const strangers = await list(other);
    expect(strangers.body).toEqual({ shipments: [], nextCursor: null });
  });

  it("drops a shipment once its last share is revoked, and shares of removed documents", async () => {
    const me = await registerTestUser();
    const s = await newShipment(me.token);
    await shareWith(s.id, forwarder.email, [{ name: "packing_list", access: "read" }], me.token);
    await shareWith(s.id, bank.email, [{ name: "commercial_invoice", access: "edit" }], me.token);
    // Removing the packing list from the shipment removes the forwarder's share of it.
    expect(
      (
        await call(setDocuments, {
          method: "PUT",
          token: me.token,
          params: { id: s.id },
          json: { documents: ["commercial_invoice"] },
        })
      ).status,
    ).toBe(200);
    let res = await list(me);
    expect(res.body.shipments).toHaveLength(1);
    expect(res.body.shipments[0].users.map((u: { email: string }) => u.email)).toEqual([bank.email]);
    expect(
      (await call(revoke, { method: "DELETE", token: me.token, params: { id: s.id, userId: bank.id } })).status,
    ).toBe(204);
    res = await list(me);
    expect(res.body).toEqual({ shipments: [], nextCursor: null });
  });

  it.each([
    ["a limit of 0", "?limit=0", "limit"],
    ["a limit over 100", "?limit=101", "limit"],
    ["a forged cursor", "?cursor=not-a-cursor", "cursor"],
  ])("answers 400 for %s", async (_label, qs, field) => {
    const res = await list(owner, qs);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.issues.some((i: { path: string }) => i.path === field)).toBe(true);
  });

  it("needs a session (401)", async () => {
    const res = await call(sharedByMe, { path: "/api/shipments/sharedbyme" });
    expect(res.status).toBe(401);
  });
});

describe("GET /api/document/{id}/{x}/permission: sharedBy", () => {
  it("names the owner for a sharee, null for the owner, 404 for a stranger and for a document not shared", async () => {
    const s = await newShipment(owner.token);
    await shareWith(s.id, forwarder.email, [{ name: "packing_list", access: "read" }]);
    const ask = (user: TestUser, x: string) => call(permission, { token: user.token, params: { id: s.id, x } });
    expect((await ask(owner, "packing_list")).body).toEqual({ hasEditAccess: true, sharedBy: null });
    expect((await ask(forwarder, "packing_list")).body).toEqual({
      hasEditAccess: false,
      sharedBy: {
        id: owner.id,
        email: owner.email,
        name: "Meera Shah",
        company: "Shakti Garments",
        companyVerified: false,
      },
    });
    expect((await ask(forwarder, "commercial_invoice")).status).toBe(404);
    expect((await ask(other, "packing_list")).status).toBe(404);
  });
});
