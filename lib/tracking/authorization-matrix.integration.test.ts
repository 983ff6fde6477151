import { beforeAll, describe, expect, it } from "vitest";
import { POST as postEvents } from "@/app/api/shipments/[id]/tracking/events/route";
import {
  DELETE as deleteTracking,
  GET as getTracking,
  PATCH as patchTracking,
  POST as createTracking,
} from "@/app/api/shipments/[id]/tracking/route";
import { GET as getShipment } from "@/app/api/shipments/[id]/route";
import { POST as createShipment } from "@/app/api/shipments/route";
import { PUT as share } from "@/app/api/shipments/share-users/route";
import { GET as listTrackings } from "@/app/api/tracking/route";
import type { RouteHandler } from "@/lib/http/route";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call, type CallOptions } from "@/test/http";
import { withMailbox } from "@/test/suite-fixtures";
import { eventId, VOYAGE_EVENTS, VOYAGE_TRACKING } from "@/test/tracking-voyage";

/**
 * The tracking authorisation matrix: every tracking endpoint called by five personas, each
 * against a fresh world (so a destructive call in one cell cannot change another's answer).
 *
 * The world: the owner's shipment (commercial invoice and packing list) with a tracking; the
 * edit sharee (a freight forwarder) holds the invoice with `edit`, the read sharee with `read`.
 * 403 = can see the tracking but may not do this; 404 = the shipment does not exist for this
 * persona; 401 = no session.
 */
type Persona = "owner" | "edit" | "read" | "stranger" | "anon";
const PERSONAS: Persona[] = ["owner", "edit", "read", "stranger", "anon"];

type World = { shipmentId: string };
type WorldOptions = { tracked?: boolean; forwarderIsEditSharee?: boolean };
type Row = {
  call: string;
  handler: RouteHandler;
  world?: WorldOptions;
  request: (w: World) => Omit<CallOptions, "token">;
  expect: [owner: number, edit: number, read: number, stranger: number, anon: number];
};

let n = 0;
const freshEvent = () => ({ ...VOYAGE_EVENTS[0], eventID: eventId(10_000 + ++n) });

// prettier-ignore
const MATRIX: Row[] = [
  // call                                                   handler                                 request                                                                                   owner edit read stranger anon
  { call: "POST /api/shipments/{id}/tracking",              handler: createTracking, world: { tracked: false }, request: (w) => ({ method: "POST", params: { id: w.shipmentId }, json: VOYAGE_TRACKING }), expect: [201, 201, 403, 404, 401] },
  { call: "GET /api/shipments/{id}/tracking",               handler: getTracking,                  request: (w) => ({ params: { id: w.shipmentId } }),                                        expect: [200, 200, 200, 404, 401] },
  { call: "GET /api/shipments/{id}/tracking (untracked)",   handler: getTracking, world: { tracked: false }, request: (w) => ({ params: { id: w.shipmentId } }),                      expect: [404, 404, 404, 404, 401] },
  { call: "PATCH /api/shipments/{id}/tracking",             handler: patchTracking,                request: (w) => ({ method: "PATCH", params: { id: w.shipmentId }, json: { carrierCode: "MSCU" } }), expect: [200, 200, 403, 404, 401] },
  { call: "DELETE /api/shipments/{id}/tracking",            handler: deleteTracking,               request: (w) => ({ method: "DELETE", params: { id: w.shipmentId } }),                      expect: [204, 204, 403, 404, 401] },
  { call: "POST /api/shipments/{id}/tracking/events",       handler: postEvents,                   request: (w) => ({ method: "POST", params: { id: w.shipmentId }, json: freshEvent() }),    expect: [200, 403, 403, 404, 401] },
  // The edit sharee named as the tracking's forwarder may post events.
  { call: "POST /api/shipments/{id}/tracking/events (named forwarder)", handler: postEvents, world: { forwarderIsEditSharee: true }, request: (w) => ({ method: "POST", params: { id: w.shipmentId }, json: freshEvent() }), expect: [200, 200, 403, 404, 401] },
  // Lists answer everyone signed in; what they contain is checked below.
  { call: "GET /api/tracking",                              handler: listTrackings,                request: () => ({ path: "/api/tracking?limit=100" }),                                     expect: [200, 200, 200, 200, 401] },
];

withMailbox();

let owner: TestUser;
let editSharee: TestUser;
let readSharee: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  [owner, editSharee, readSharee, stranger] = await Promise.all([
    registerTestUser(),
    registerTestUser({ firstName: "Farid", lastName: "Khan", role: "freight_forwarder" }),
    registerTestUser({ firstName: "Bina", lastName: "Shah", role: "bank" }),
    registerTestUser({ firstName: "Sam", lastName: "Stone", role: "shipping_line" }),
  ]);
});

async function ok(promise: Promise<{ status: number; body: any }>, status: number) {
  const res = await promise;
  if (res.status !== status)
    throw new Error(`world setup: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function makeWorld({ tracked = true, forwarderIsEditSharee = false }: WorldOptions = {}): Promise<World> {
  const token = owner.token;
  const { shipment } = await ok(
    call(createShipment, {
      method: "POST",
      token,
      json: {
        reference: `TM-${Math.random().toString(36).slice(2, 10)}`,
        templates: ["commercial_invoice", "packing_list"],
      },
    }),
    201,
  );
  for (const [sharee, access] of [
    [editSharee, "edit"],
    [readSharee, "read"],
  ] as const) {
    await ok(
      call(share, {
        method: "PUT",
        token,
        json: { shipmentId: shipment.id, email: sharee.email, forms: [{ name: "commercial_invoice", access }] },
      }),
      200,
    );
  }
  // Opening the share is what puts the sharee in the owner's network (lib/network/relationship.ts).
  await ok(call(getShipment, { token: editSharee.token, params: { id: shipment.id } }), 200);
  if (tracked) {
    await ok(
      call(createTracking, {
        method: "POST",
        token,
        params: { id: shipment.id },
        json: { ...VOYAGE_TRACKING, ...(forwarderIsEditSharee ? { forwarderUserId: editSharee.id } : {}) },
      }),
      201,
    );
  }
  return { shipmentId: shipment.id };
}

const tokenOf = (persona: Persona): string | undefined =>
  ({ owner: owner.token, edit: editSharee.token, read: readSharee.token, stranger: stranger.token, anon: undefined })[
    persona
  ];

describe("tracking authorisation matrix: every tracking endpoint × five personas", () => {
  for (const row of MATRIX) {
    it(`${row.call}: ${PERSONAS.map((p, i) => `${p} ${row.expect[i]}`).join(", ")}`, async () => {
      const answers: number[] = [];
      for (const persona of PERSONAS) {
        const world = await makeWorld(row.world);
        const res = await call(row.handler, { ...row.request(world), token: tokenOf(persona) });
        answers.push(res.status);
        if (res.status >= 400) {
          expect(res.body?.message, `${row.call} as ${persona}`).toEqual(expect.any(String));
          expect(res.body.message).not.toMatch(owner.email);
        }
      }
      expect(answers).toEqual(row.expect);
    }, 90_000);
  }

  it("the list shows each persona the trackings that are theirs or shared with them, with their role", async () => {
    const world = await makeWorld();
    const roleIn = async (persona: Persona) =>
      (await call(listTrackings, { token: tokenOf(persona), path: "/api/tracking?limit=100" })).body.trackings.find(
        (t: { shipmentId: string }) => t.shipmentId === world.shipmentId,
      )?.role ?? null;
    expect([await roleIn("owner"), await roleIn("edit"), await roleIn("read"), await roleIn("stranger")]).toEqual([
      "owner",
      "edit",
      "read",
      null,
    ]);
  });

  it("naming an account outside the owner's network, or of the wrong role, is a 400 that names the field", async () => {
    const world = await makeWorld();
    const stranger_ = await call(patchTracking, {
      method: "PATCH",
      token: owner.token,
      params: { id: world.shipmentId },
      json: { carrierUserId: stranger.id },
    });
    expect(stranger_.status).toBe(400);
    expect(stranger_.body.issues[0].path).toBe("carrierUserId");
    // The read sharee (a bank) is in the network once it opens the share, but is no forwarder.
    await ok(call(getShipment, { token: readSharee.token, params: { id: world.shipmentId } }), 200);
    const wrongRole = await call(patchTracking, {
      method: "PATCH",
      token: owner.token,
      params: { id: world.shipmentId },
      json: { forwarderUserId: readSharee.id },
    });
    expect(wrongRole.status).toBe(400);
    expect(wrongRole.body.issues).toEqual([
      { path: "forwarderUserId", message: "forwarderUserId must be a freight forwarder account." },
    ]);
    // A forwarder can be the carrier (an NVOCC).
    const forwarderAsCarrier = await call(patchTracking, {
      method: "PATCH",
      token: owner.token,
      params: { id: world.shipmentId },
      json: { carrierUserId: editSharee.id },
    });
    expect(forwarderAsCarrier.status).toBe(200);
    expect(forwarderAsCarrier.body.tracking.carrierUserId).toBe(editSharee.id);
  });
});
