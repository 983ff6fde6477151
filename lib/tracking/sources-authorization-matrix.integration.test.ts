import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { eventSubscriptions, trackingSources } from "@/models";
import { PUT as shareRoute } from "@/app/api/shipments/share-users/route";
import { POST as pollSource } from "@/app/api/tracking/sources/[id]/poll/route";
import { DELETE as deleteSource, GET as getSource, PATCH as patchSource } from "@/app/api/tracking/sources/[id]/route";
import { PUT as rotateSource } from "@/app/api/tracking/sources/[id]/secret/route";
import { POST as subscribeSource } from "@/app/api/tracking/sources/[id]/subscription/route";
import { GET as listSources, POST as createSource } from "@/app/api/tracking/sources/route";
import { POST as webhook } from "@/app/api/tracking/webhooks/[sourceId]/route";
import { PUT as rotateSub } from "@/app/v2/event-subscriptions/[subscriptionID]/secret/route";
import { DELETE as deleteSub, GET as getSub, PUT as putSub } from "@/app/v2/event-subscriptions/[subscriptionID]/route";
import { GET as listSubs, POST as createSub } from "@/app/v2/event-subscriptions/route";
import { GET as getEvent } from "@/app/v2/events/[eventID]/route";
import { GET as listEvents } from "@/app/v2/events/route";
import type { RouteHandler } from "@/lib/http/route";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { startDcsaTntServer, type DcsaTntServer } from "@/test/dcsa-tnt-server";
import { apiTokenOf } from "@/test/dcsa-out";
import { call, type CallOptions } from "@/test/http";
import { newTrackedShipment, postEvents, VOYAGE_EVENTS } from "@/test/tracking";
import { signatureOf } from "@/test/tracking-sources";

/**
 * The authorisation matrix of carrier connections, webhooks and DCSA events out, as a
 * specification: every endpoint called by four personas, each cell against a fresh connection
 * and subscription of the owner ("world"), so a destructive call cannot change another cell.
 *
 * Personas: the owner; a sharee of the owner's tracked shipment (read access); a stranger; a
 * visitor without credentials. /api rows use session tokens, /v2 rows personal API tokens (what
 * DCSA clients hold). Connections and subscriptions are their creator's alone (404 for anyone
 * else); /v2 events follow the shipment's sharing; the webhook is public and answers by signature.
 */
type Persona = "owner" | "sharee" | "stranger" | "anon";
const PERSONAS: Persona[] = ["owner", "sharee", "stranger", "anon"];
type World = { sourceId: string; secret: string; subscriptionId: string };
type Row = {
  call: string;
  handler: RouteHandler;
  /** /v2 rows authenticate with an API token. */
  v2?: boolean;
  request: (w: World) => Omit<CallOptions, "token">;
  expect: [owner: number, sharee: number, stranger: number, anon: number];
};

const SECRET = Buffer.alloc(32, 3).toString("base64");
const EVENT_ID = VOYAGE_EVENTS[2]!.eventID;
const signed = (w: World, body: string): Omit<CallOptions, "token"> => ({
  method: "POST",
  params: { sourceId: w.sourceId },
  body,
  headers: { "content-type": "application/json", "notification-signature": signatureOf(w.secret, body) },
});

let carrier: DcsaTntServer;
const cb = () => `${carrier.url}/callback`;

// prettier-ignore
const MATRIX: Row[] = [
  // call                                                   handler                 request                                                                                     owner sharee stranger anon
  { call: "POST /api/tracking/sources",                     handler: createSource,  request: () => ({ method: "POST", json: { name: "Carrier" } }),                             expect: [201, 201, 201, 401] },
  { call: "GET /api/tracking/sources",                      handler: listSources,   request: () => ({}),                                                                        expect: [200, 200, 200, 401] },
  { call: "GET /api/tracking/sources/{id}",                 handler: getSource,     request: (w) => ({ params: { id: w.sourceId } }),                                           expect: [200, 404, 404, 401] },
  { call: "PATCH /api/tracking/sources/{id}",               handler: patchSource,   request: (w) => ({ method: "PATCH", params: { id: w.sourceId }, json: { name: "Renamed" } }), expect: [200, 404, 404, 401] },
  { call: "DELETE /api/tracking/sources/{id}",              handler: deleteSource,  request: (w) => ({ method: "DELETE", params: { id: w.sourceId } }),                         expect: [204, 404, 404, 401] },
  { call: "PUT /api/tracking/sources/{id}/secret",          handler: rotateSource,  request: (w) => ({ method: "PUT", params: { id: w.sourceId } }),                            expect: [200, 404, 404, 401] },
  { call: "POST /api/tracking/sources/{id}/subscription",   handler: subscribeSource, request: (w) => ({ method: "POST", params: { id: w.sourceId } }),                         expect: [201, 404, 404, 401] },
  { call: "POST /api/tracking/sources/{id}/poll",           handler: pollSource,    request: (w) => ({ method: "POST", params: { id: w.sourceId } }),                           expect: [200, 404, 404, 401] },
  // Public: the signature decides, whoever's credentials come along.
  { call: "POST /api/tracking/webhooks/{id} (signed)",      handler: webhook,       request: (w) => signed(w, "[]"),                                                            expect: [204, 204, 204, 204] },
  { call: "POST /api/tracking/webhooks/{id} (unsigned)",    handler: webhook,       request: (w) => ({ method: "POST", params: { sourceId: w.sourceId }, body: "[]", headers: { "content-type": "application/json" } }), expect: [401, 401, 401, 401] },
  { call: "GET /v2/events",                                 handler: listEvents, v2: true, request: () => ({ path: "/v2/events" }),                                             expect: [200, 200, 200, 401] },
  { call: "GET /v2/events/{eventID}",                       handler: getEvent,   v2: true, request: () => ({ params: { eventID: EVENT_ID } }),                                  expect: [200, 200, 404, 401] },
  { call: "POST /v2/event-subscriptions",                   handler: createSub,  v2: true, request: () => ({ method: "POST", json: { callbackUrl: cb(), secret: SECRET } }),   expect: [201, 201, 201, 401] },
  { call: "GET /v2/event-subscriptions",                    handler: listSubs,   v2: true, request: () => ({ path: "/v2/event-subscriptions" }),                                expect: [200, 200, 200, 401] },
  { call: "GET /v2/event-subscriptions/{id}",               handler: getSub,     v2: true, request: (w) => ({ params: { subscriptionID: w.subscriptionId } }),                  expect: [200, 404, 404, 401] },
  { call: "PUT /v2/event-subscriptions/{id}",               handler: putSub,     v2: true, request: (w) => ({ method: "PUT", params: { subscriptionID: w.subscriptionId }, json: { callbackUrl: cb() } }), expect: [200, 404, 404, 401] },
  { call: "DELETE /v2/event-subscriptions/{id}",            handler: deleteSub,  v2: true, request: (w) => ({ method: "DELETE", params: { subscriptionID: w.subscriptionId } }), expect: [204, 404, 404, 401] },
  { call: "PUT /v2/event-subscriptions/{id}/secret",        handler: rotateSub,  v2: true, request: (w) => ({ method: "PUT", params: { subscriptionID: w.subscriptionId }, json: { secret: SECRET } }), expect: [204, 404, 404, 401] },
];

const previousAllow = process.env.TRACKING_ALLOW_PRIVATE_URLS;
const users = {} as Record<Exclude<Persona, "anon">, TestUser>;
const apiTokens = {} as Record<Exclude<Persona, "anon">, string>;

beforeAll(async () => {
  process.env.TRACKING_ALLOW_PRIVATE_URLS = "true";
  carrier = await startDcsaTntServer();
  [users.owner, users.sharee, users.stranger] = await Promise.all([
    registerTestUser(),
    registerTestUser({ firstName: "Farid", lastName: "Khan", role: "freight_forwarder" }),
    registerTestUser({ firstName: "Sam", lastName: "Stone", role: "importer" }),
  ]);
  for (const p of ["owner", "sharee", "stranger"] as const) apiTokens[p] = await apiTokenOf(users[p]);
  const shipmentId = await newTrackedShipment(users.owner);
  const shared = await call(shareRoute, {
    method: "PUT",
    token: users.owner.token,
    json: { shipmentId, email: users.sharee.email, forms: [{ name: "commercial_invoice", access: "read" }] },
  });
  expect(shared.status).toBe(200);
  expect((await postEvents(users.owner, shipmentId, VOYAGE_EVENTS.slice(0, 4))).status).toBe(200);
});
afterAll(async () => {
  await carrier.close();
  if (previousAllow === undefined) delete process.env.TRACKING_ALLOW_PRIVATE_URLS;
  else process.env.TRACKING_ALLOW_PRIVATE_URLS = previousAllow;
});

async function makeWorld(): Promise<World> {
  // The per-user ceilings (50 connections, 20 subscriptions) are not what this matrix tests:
  // each world starts from none.
  const db = await getDb();
  await db.delete(trackingSources).where(eq(trackingSources.ownerId, users.owner.id));
  await db.delete(eventSubscriptions).where(eq(eventSubscriptions.ownerId, users.owner.id));
  const source = await call(createSource, {
    method: "POST",
    token: users.owner.token,
    json: { name: "Matrix carrier", baseUrl: carrier.url },
  });
  const sub = await call(createSub, {
    method: "POST",
    token: apiTokens.owner,
    json: { callbackUrl: cb(), secret: SECRET, eventType: ["SHIPMENT"] },
  });
  if (source.status !== 201 || sub.status !== 201) throw new Error("world setup failed");
  return {
    sourceId: source.body.source.id,
    secret: source.body.source.webhookSecret,
    subscriptionId: sub.body.subscriptionID,
  };
}

const tokenOf = (persona: Persona, v2: boolean) =>
  persona === "anon" ? undefined : v2 ? apiTokens[persona] : users[persona].token;

describe("authorisation matrix: carrier connections, webhooks and DCSA events out × four personas", () => {
  for (const row of MATRIX) {
    it(`${row.call}: ${PERSONAS.map((p, i) => `${p} ${row.expect[i]}`).join(", ")}`, async () => {
      const answers: number[] = [];
      for (const persona of PERSONAS) {
        const world = await makeWorld();
        const res = await call(row.handler, { ...row.request(world), token: tokenOf(persona, row.v2 ?? false) });
        answers.push(res.status);
        if (res.status >= 400) {
          expect(res.body?.message, `${row.call} as ${persona}`).toEqual(expect.any(String));
          expect(res.body.message).not.toMatch(users.owner.email);
        }
      }
      expect(answers).toEqual(row.expect);
    }, 90_000);
  }

  it("lists show each persona only their own connections and subscriptions, and events of shipments they may see", async () => {
    const world = await makeWorld();
    const sources = async (p: "owner" | "sharee" | "stranger") =>
      ((await call(listSources, { token: users[p].token })).body.sources as { id: string }[]).map((s) => s.id);
    expect(await sources("owner")).toContain(world.sourceId);
    expect(await sources("sharee")).not.toContain(world.sourceId);
    expect(await sources("stranger")).not.toContain(world.sourceId);
    const events = async (p: "owner" | "sharee" | "stranger") =>
      (await call(listEvents, { token: apiTokens[p], path: "/v2/events" })).body as { eventID: string }[];
    const expected = VOYAGE_EVENTS.slice(0, 4)
      .map((e) => e.eventID)
      .sort();
    expect((await events("owner")).map((e) => e.eventID).sort()).toEqual(expected);
    expect((await events("sharee")).map((e) => e.eventID).sort()).toEqual(expected);
    expect(await events("stranger")).toEqual([]);
    const subs = async (p: "owner" | "sharee" | "stranger") =>
      (
        (await call(listSubs, { token: apiTokens[p], path: "/v2/event-subscriptions?limit=1000" })).body as {
          subscriptionID: string;
        }[]
      ).map((s) => s.subscriptionID);
    expect(await subs("owner")).toContain(world.subscriptionId);
    expect(await subs("sharee")).not.toContain(world.subscriptionId);
    expect(await subs("stranger")).not.toContain(world.subscriptionId);
  });
});
