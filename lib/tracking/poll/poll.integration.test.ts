import { eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { shipmentTrackings, trackingEvents, trackingSources } from "@/models";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { startDcsaTntServer, type DcsaTntServer } from "@/test/dcsa-tnt-server";
import { ARRIVAL_EVENTS, getTracking, newTrackedShipment, VOYAGE_EVENTS } from "@/test/tracking";
import { createSource, patchSource, pollSourceNow, push, rotateSource, subscribeSource } from "@/test/tracking-sources";
import { dispatchDuePolls } from "./poll-source";

let carrier: DcsaTntServer;
let owner: TestUser;
const previousAllow = process.env.TRACKING_ALLOW_PRIVATE_URLS;

beforeAll(async () => {
  // The in-process carrier listens on 127.0.0.1.
  process.env.TRACKING_ALLOW_PRIVATE_URLS = "true";
  carrier = await startDcsaTntServer();
  owner = await registerTestUser();
});
afterAll(async () => {
  await carrier.close();
  if (previousAllow === undefined) delete process.env.TRACKING_ALLOW_PRIVATE_URLS;
  else process.env.TRACKING_ALLOW_PRIVATE_URLS = previousAllow;
});

async function storedIds(shipmentId: string) {
  const rows = await (
    await getDb()
  )
    .select({ eventId: trackingEvents.eventId })
    .from(trackingEvents)
    .innerJoin(shipmentTrackings, eq(shipmentTrackings.id, trackingEvents.trackingId))
    .where(eq(shipmentTrackings.shipmentId, shipmentId));
  return rows.map((r) => r.eventId).sort();
}

/** The carrier's events carry the B/L number too (the tracking asks by it). */
const withTrd = (event: Record<string, unknown>) => ({
  ...event,
  documentReferences: [
    ...((event.documentReferences as unknown[]) ?? []),
    { documentReferenceType: "TRD", documentReferenceValue: "MAEU000123" },
  ],
});

describe("polling a DCSA 2.2 carrier", () => {
  it("asks GET /v2/events by the B/L number with the API key, follows Next-Page and stores every event once", async () => {
    carrier.events = [...VOYAGE_EVENTS, ...ARRIVAL_EVENTS].map(withTrd);
    carrier.pageSize = 4; // 19 events: five pages
    carrier.apiKey = "carrier-key-1";
    const shipmentId = await newTrackedShipment(owner);
    const { body } = await createSource(owner, { name: "Carrier", baseUrl: carrier.url, apiKey: "carrier-key-1" });
    const sourceId = body.source.id;
    carrier.requests.length = 0;

    const res = await pollSourceNow(owner, sourceId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ events: 19 });
    const gets = carrier.requests.filter((r) => r.method === "GET");
    expect(gets).toHaveLength(5);
    expect(new URL(gets[0]!.url, carrier.url).searchParams.get("transportDocumentReference")).toBe("MAEU000123");
    expect(gets.every((r) => r.headers["api-key"] === "carrier-key-1")).toBe(true);
    expect(await storedIds(shipmentId)).toEqual(carrier.events.map((e) => e.eventID).sort());
    const view = (await getTracking(owner, shipmentId)).body;
    expect(view.status.code).toBe("delivered");

    // A second poll stores nothing new.
    const again = await pollSourceNow(owner, sourceId);
    expect(again.body.stored).toBe(0);
    expect(await storedIds(shipmentId)).toHaveLength(19);
    const [row] = await (await getDb()).select().from(trackingSources).where(eq(trackingSources.id, sourceId));
    expect(row?.lastPolledAt).not.toBeNull();
    expect(row?.lastPollError).toBeNull();
  }, 120_000);

  it("keeps the carrier's refusal as lastPollError", async () => {
    carrier.apiKey = "another-key";
    const { body } = await createSource(owner, { name: "Wrong key", baseUrl: carrier.url, apiKey: "wrong" });
    const res = await pollSourceNow(owner, body.source.id);
    expect(res.status).toBe(200);
    const [row] = await (await getDb()).select().from(trackingSources).where(eq(trackingSources.id, body.source.id));
    expect(row?.lastPollError).toMatch(/answered 401/);
    carrier.apiKey = null;
  });

  it("the minute tick dispatches only the connections whose pollMinutes have passed", async () => {
    const { body } = await createSource(owner, { name: "Tick", baseUrl: carrier.url, pollMinutes: 30 });
    const db = await getDb();
    const now = new Date("2030-01-01T12:00:00Z");
    // Every other connection with a baseUrl was just polled; this one 29 minutes ago: not due.
    const othersPolled = () =>
      db.update(trackingSources).set({ lastPolledAt: now }).where(ne(trackingSources.id, body.source.id));
    await othersPolled();
    await db
      .update(trackingSources)
      .set({ lastPolledAt: new Date(now.getTime() - 29 * 60_000) })
      .where(eq(trackingSources.id, body.source.id));
    expect((await dispatchDuePolls(now)).dispatched).toBe(0);
    await othersPolled();
    await db
      .update(trackingSources)
      .set({ lastPolledAt: new Date(now.getTime() - 30 * 60_000) })
      .where(eq(trackingSources.id, body.source.id));
    await othersPolled();
    expect((await dispatchDuePolls(now)).dispatched).toBe(1);
    // Throttled per connection: the next tick does not send a second job.
    expect((await dispatchDuePolls(now)).dispatched).toBe(0);
    await patchSource(owner, body.source.id, { baseUrl: null });
  });
});

describe("subscribing at the carrier", () => {
  // Its own user: a poll of the first describe's connections cannot reach these shipments.
  let owner: TestUser;
  beforeAll(async () => {
    owner = await registerTestUser();
  });

  it("POSTs our webhook URL and a fresh secret; the carrier's signed pushes are then accepted; rotation reaches the carrier", async () => {
    const shipmentId = await newTrackedShipment(owner);
    const { body } = await createSource(owner, { name: "Subscribed", baseUrl: carrier.url });
    const sourceId = body.source.id;
    const shownSecret = body.source.webhookSecret;

    const res = await subscribeSource(owner, sourceId);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.source.subscribedAtCarrier).toBe(true);
    const held = carrier.subscriptions.get(res.body.carrierSubscriptionId)!;
    expect(held.callbackUrl).toBe(`http://localhost:3000/api/tracking/webhooks/${sourceId}`);
    const bytes = Buffer.from(held.secret, "base64");
    expect(bytes.length).toBeGreaterThanOrEqual(32);
    expect(bytes.length).toBeLessThanOrEqual(64);
    expect(held.secret).not.toBe(shownSecret);

    // What the carrier pushes, signed with the secret it holds (our app is not on HTTP here: the
    // push goes through the route handler with the carrier's exact bytes and headers).
    const event = VOYAGE_EVENTS[0]!;
    expect((await push(sourceId, JSON.stringify([event]), { secret: held.secret })).status).toBe(204);
    expect(await storedIds(shipmentId)).toEqual([event.eventID]);

    const rotated = await rotateSource(owner, sourceId);
    expect(rotated.status).toBe(200);
    expect(carrier.subscriptions.get(res.body.carrierSubscriptionId)!.secret).toBe(rotated.body.source.webhookSecret);
    const next = VOYAGE_EVENTS[1]!;
    expect((await push(sourceId, JSON.stringify([next]), { secret: held.secret })).status).toBe(204);
    expect((await push(sourceId, JSON.stringify([next]), { secret: rotated.body.source.webhookSecret })).status).toBe(
      204,
    );
  });

  it("rotation the carrier refuses changes nothing (422)", async () => {
    const { body } = await createSource(owner, { name: "Refused", baseUrl: carrier.url });
    const sub = await subscribeSource(owner, body.source.id);
    const secretAtCarrier = carrier.subscriptions.get(sub.body.carrierSubscriptionId)!.secret;
    carrier.subscriptions.delete(sub.body.carrierSubscriptionId); // the carrier forgot it: 404
    const res = await rotateSource(owner, body.source.id);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/answered 404/);
    expect((await push(body.source.id, "[]", { secret: secretAtCarrier })).status).toBe(204);
  });
});
