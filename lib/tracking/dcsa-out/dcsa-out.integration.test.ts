import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as shareRoute } from "@/app/api/shipments/share-users/route";
import { getDb } from "@/lib/db/client";
import { configureJobs } from "@/lib/jobs/boss";
import { eventDeliveries, eventSubscriptions } from "@/models";
import { dcsaEventIssues } from "@/lib/tracking/dcsa/validate";
import { registerTestUser, type TestUser } from "@/test/accounts";
import {
  apiTokenOf,
  createV2Sub,
  deleteV2Sub,
  getV2Event,
  getV2Sub,
  listV2Events,
  listV2Subs,
  putV2Sub,
  rotateV2Sub,
} from "@/test/dcsa-out";
import { call } from "@/test/http";
import { withMailbox } from "@/test/suite-fixtures";
import { ARRIVAL_EVENTS, newTrackedShipment, postEvents, VOYAGE_EVENTS } from "@/test/tracking";
import { deliverEvent } from "./deliver-event";

// Retries within a second, so the retry after a 500 is seen in the test (docs/jobs.md has the production policy).
configureJobs({ queues: { "tracking.deliver": { retryLimit: 5, retryDelay: 1, retryBackoff: false } } });

const mailbox = withMailbox();
const previousAllow = process.env.TRACKING_ALLOW_PRIVATE_URLS;

/** An in-process receiver of pushes: records each request; answers from `statuses` in turn, then 204. */
type Received = { headers: http.IncomingHttpHeaders; body: string };
let receiver: http.Server;
let callbackUrl: string;
const received: Received[] = [];
const statuses: number[] = [];

let owner: TestUser;
let sharee: TestUser;
let stranger: TestUser;
let ownerToken: string;
let shareeToken: string;
let strangerToken: string;
let shipmentId: string;

beforeAll(async () => {
  process.env.TRACKING_ALLOW_PRIVATE_URLS = "true";
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(statuses.shift() ?? 204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/dcsa/callback`;

  [owner, sharee, stranger] = await Promise.all([registerTestUser(), registerTestUser(), registerTestUser()]);
  [ownerToken, shareeToken, strangerToken] = await Promise.all([
    apiTokenOf(owner),
    apiTokenOf(sharee),
    apiTokenOf(stranger),
  ]);
  shipmentId = await newTrackedShipment(owner);
  const shared = await call(shareRoute, {
    method: "PUT",
    token: owner.token,
    json: { shipmentId, email: sharee.email, forms: [{ name: "commercial_invoice", access: "read" }] },
  });
  expect(shared.status).toBe(200);
  expect((await postEvents(owner, shipmentId, VOYAGE_EVENTS)).status).toBe(200);
});
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  if (previousAllow === undefined) delete process.env.TRACKING_ALLOW_PRIVATE_URLS;
  else process.env.TRACKING_ALLOW_PRIVATE_URLS = previousAllow;
});

const SECRET = Buffer.alloc(48, 5).toString("base64");
const ids = (events: { eventID?: unknown }[]) => events.map((e) => e.eventID);

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("GET /v2/events", () => {
  it("answers the owner's events in DCSA 2.2 form, oldest created first, each valid against the 2.2 schema", async () => {
    const res = await listV2Events(ownerToken, "?limit=1000");
    expect(res.status).toBe(200);
    expect(res.headers.get("api-version")).toBe("2.2.0");
    expect(res.body).toHaveLength(VOYAGE_EVENTS.length);
    for (const [i, event] of res.body.entries()) expect(dcsaEventIssues(event, String(i))).toEqual([]);
    // eventCreatedDateTime ascending (ties by row id); computed here from the fixture.
    const created = res.body.map((e: { eventCreatedDateTime: string }) => Date.parse(e.eventCreatedDateTime));
    expect(created).toEqual([...created].sort((a, b) => a - b));
    expect(new Set(ids(res.body))).toEqual(new Set(ids(VOYAGE_EVENTS)));
  });

  it("filters the DCSA way", async () => {
    const transport = await listV2Events(ownerToken, "?eventType=TRANSPORT&transportEventTypeCode=DEPA");
    // DEPA events in the fixture: eventIDs 2 (PLN), 4 (PLN), 9 (ACT), 15 (ACT).
    expect(ids(transport.body).sort()).toEqual(
      ["2", "4", "9", "15"]
        .map((n) => VOYAGE_EVENTS.find((e) => e.eventID.endsWith(`-${n.padStart(12, "0")}`))!.eventID)
        .sort(),
    );
    const loads = await listV2Events(
      ownerToken,
      "?equipmentEventTypeCode=LOAD&eventType=EQUIPMENT&UNLocationCode=SGSIN",
    );
    expect(ids(loads.body)).toEqual([VOYAGE_EVENTS[13]!.eventID]);
    const byContainer = await listV2Events(ownerToken, "?equipmentReference=CSQU3054383");
    expect(byContainer.body).toHaveLength(VOYAGE_EVENTS.filter((e) => e.eventType === "EQUIPMENT").length);
    const since = await listV2Events(
      ownerToken,
      `?${encodeURIComponent("eventCreatedDateTime:gte")}=2026-03-18T02:10:00Z`,
    );
    // Created on or after 18 March 02:10: events 12, 13, 14, 15, 16.
    expect(since.body).toHaveLength(5);
    expect((await listV2Events(ownerToken, "?transportDocumentReference=OTHER")).body).toEqual([]);
    expect((await listV2Events(ownerToken, "?transportDocumentReference=MAEU000123")).body).toHaveLength(16);
  });

  it("pages with limit and the Next-Page link, and stops on the last page", async () => {
    const seen: unknown[] = [];
    let url: string | null = "/v2/events?limit=5";
    let pages = 0;
    while (url) {
      const next = new URL(url, "http://localhost:3000");
      const res = await listV2Events(ownerToken, next.search);
      expect(res.status).toBe(200);
      expect(res.headers.get("current-page")).toBe(
        new URL(`/v2/events${next.search}`, "http://localhost:3000").toString(),
      );
      seen.push(...ids(res.body));
      url = res.headers.get("next-page");
      pages++;
    }
    expect(pages).toBe(4); // 16 events, 5 a page
    expect(seen).toHaveLength(16);
    expect(new Set(seen).size).toBe(16);
  });

  it("refuses what it cannot honour with a 400 naming it", async () => {
    for (const [qs, words] of [
      ["?eventType=BOAT", /eventType/],
      ["?transportEventTypeCode=XXXX", /transportEventTypeCode/],
      ["?limit=0", /limit/],
      ["?cursor=garbage", /cursor/],
      ["?sort=eventCreatedDateTime:DESC", /sort: this filter is not supported/],
      [`?${encodeURIComponent("eventCreatedDateTime:gte")}=yesterday`, /eventCreatedDateTime:gte/],
      ["?UNLocationCode=rotterdam", /UNLocationCode/],
    ] as const) {
      const res = await listV2Events(ownerToken, qs);
      expect(res.status, qs).toBe(400);
      expect(res.body.message).toMatch(words);
    }
  });

  it("shows a sharee the shared shipment's events and a stranger nothing; one event by eventID likewise", async () => {
    expect((await listV2Events(shareeToken, "?limit=1000")).body).toHaveLength(16);
    expect((await listV2Events(strangerToken)).body).toEqual([]);
    const eventID = VOYAGE_EVENTS[3]!.eventID;
    const one = await getV2Event(shareeToken, eventID);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(VOYAGE_EVENTS[3]);
    expect(dcsaEventIssues(one.body)).toEqual([]);
    expect((await getV2Event(strangerToken, eventID)).status).toBe(404);
    expect((await getV2Event(ownerToken, "no-such-event")).status).toBe(404);
    expect((await listV2Events(undefined)).status).toBe(401);
  });
});

describe("/v2/event-subscriptions", () => {
  it("creates, lists, reads, replaces, rotates and deletes, never showing the secret", async () => {
    const created = await createV2Sub(ownerToken, { callbackUrl, secret: SECRET, eventType: ["EQUIPMENT"] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.subscriptionID;
    expect(created.body).toEqual({ subscriptionID: id, callbackUrl, eventType: ["EQUIPMENT"] });
    expect((await listV2Subs(ownerToken)).body).toEqual([created.body]);
    expect((await getV2Sub(ownerToken, id)).body).toEqual(created.body);
    expect((await getV2Sub(strangerToken, id)).status).toBe(404);
    expect((await listV2Subs(strangerToken)).body).toEqual([]);

    const replaced = await putV2Sub(ownerToken, id, { callbackUrl, transportEventTypeCode: ["ARRI"] });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ subscriptionID: id, callbackUrl, transportEventTypeCode: ["ARRI"] });
    const withSecret = await putV2Sub(ownerToken, id, { callbackUrl, secret: SECRET });
    expect(withSecret.status).toBe(400);
    expect(withSecret.body.message).toMatch(/secret/);
    expect((await rotateV2Sub(ownerToken, id, { secret: "short" })).status).toBe(400);
    expect((await rotateV2Sub(ownerToken, id, { secret: Buffer.alloc(32, 1).toString("base64") })).status).toBe(204);
    expect((await deleteV2Sub(strangerToken, id)).status).toBe(404);
    expect((await deleteV2Sub(ownerToken, id)).status).toBe(204);
    expect((await getV2Sub(ownerToken, id)).status).toBe(404);
  });

  it.each([
    [{ secret: SECRET }, /callbackUrl/],
    [{ callbackUrl: "https://x.example/cb" }, /secret/],
    [
      { callbackUrl: "https://x.example/cb", secret: Buffer.alloc(16).toString("base64") },
      /secret must be base64 of 32 to 64/,
    ],
    [{ callbackUrl: "ftp://x.example/cb", secret: SECRET }, /callbackUrl/],
    [{ callbackUrl: "https://x.example/cb", secret: SECRET, eventType: "SHIPMENT" }, /eventType must be a list/],
    [
      { callbackUrl: "https://x.example/cb", secret: SECRET, scheduleID: "x" },
      /Unknown or unsupported field: scheduleID/,
    ],
  ])("refuses %j with a 400", async (json, message) => {
    const res = await createV2Sub(ownerToken, json);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });
});

describe("pushing events to subscribers", () => {
  it("pushes each new matching event, signed, to the sharee's subscription, and retries after a 500", async () => {
    const sub = await createV2Sub(shareeToken, {
      callbackUrl,
      secret: SECRET,
      eventType: ["TRANSPORT"],
      transportEventTypeCode: ["ARRI"],
    });
    expect(sub.status).toBe(201);
    received.length = 0;
    statuses.push(500); // the first attempt fails
    // Arrival (ARRI, matches), discharge and gate-out (EQUIPMENT: filtered out).
    expect((await postEvents(owner, shipmentId, ARRIVAL_EVENTS)).status).toBe(200);
    await until(
      () => received.length,
      (n) => n >= 2,
    );
    expect(received).toHaveLength(2);
    const [failed, retried] = received as [Received, Received];
    for (const r of [failed, retried]) {
      // The event as stored (jsonb orders keys its own way): the same JSON value as posted.
      expect(JSON.parse(r.body)).toEqual([ARRIVAL_EVENTS[0]]);
      expect(r.headers["content-type"]).toBe("application/json");
      expect(r.headers["subscription-id"]).toBe(sub.body.subscriptionID);
      expect(r.headers["api-version"]).toBe("2.2.0");
      // HMAC-SHA256 over the bytes received, keyed with the secret's decoded bytes, computed here.
      const digest = createHmac("sha256", Buffer.from(SECRET, "base64")).update(r.body).digest("hex");
      expect(r.headers["notification-signature"]).toBe(`sha256=${digest}`);
    }
    // The stable delivery id: the same on the retry.
    expect(retried.headers["delivery-id"]).toBe(failed.headers["delivery-id"]);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(eventDeliveries)
      .where(eq(eventDeliveries.id, String(failed.headers["delivery-id"])));
    await until(
      async () => (await (await getDb()).select().from(eventDeliveries).where(eq(eventDeliveries.id, row!.id)))[0]!,
      (d) => d.status === "delivered",
    );
    const [done] = await (await getDb()).select().from(eventDeliveries).where(eq(eventDeliveries.id, row!.id));
    expect(done).toMatchObject({
      status: "delivered",
      attempts: 2,
      lastStatusCode: 204,
      eventId: ARRIVAL_EVENTS[0]!.eventID,
    });
    // A replay of the same events pushes nothing more.
    expect((await postEvents(owner, shipmentId, ARRIVAL_EVENTS)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect(received).toHaveLength(2);
    await deleteV2Sub(shareeToken, sub.body.subscriptionID);
  }, 90_000);

  it("a stranger's subscription receives nothing of the shipment", async () => {
    const sub = await createV2Sub(strangerToken, { callbackUrl, secret: SECRET });
    const extra = { ...VOYAGE_EVENTS[0]!, eventID: "00000000-0000-4000-8000-0000000000aa" };
    expect((await postEvents(owner, shipmentId, [extra])).status).toBe(200);
    const rows = await (
      await getDb()
    )
      .select()
      .from(eventDeliveries)
      .where(eq(eventDeliveries.subscriptionId, sub.body.subscriptionID));
    expect(rows).toEqual([]);
  });

  it("disables a subscription failing for 24 hours and mails its owner once", async () => {
    const sub = await createV2Sub(ownerToken, { callbackUrl, secret: SECRET, eventType: ["SHIPMENT"] });
    const id = sub.body.subscriptionID;
    const db = await getDb();
    const [delivery] = await db
      .insert(eventDeliveries)
      .values({ subscriptionId: id, eventId: "e-1", body: JSON.stringify([VOYAGE_EVENTS[0]]) })
      .returning();
    const [second] = await db
      .insert(eventDeliveries)
      .values({ subscriptionId: id, eventId: "e-2", body: JSON.stringify([VOYAGE_EVENTS[0]]) })
      .returning();
    const now = new Date();
    // Failing since 24 h + 1 min ago.
    await db
      .update(eventSubscriptions)
      .set({ failingSince: new Date(now.getTime() - 24 * 3600_000 - 60_000) })
      .where(eq(eventSubscriptions.id, id));
    statuses.push(503);
    const outcome = await deliverEvent(
      { deliveryId: delivery!.id, subscriptionId: id },
      { retryCount: 3, retryLimit: 14 },
      () => now,
    );
    expect(outcome).toBe("disabled");
    const [row] = await db.select().from(eventSubscriptions).where(eq(eventSubscriptions.id, id));
    expect(row).toMatchObject({ status: "disabled" });
    const [other] = await db.select().from(eventDeliveries).where(eq(eventDeliveries.id, second!.id));
    expect(other?.status).toBe("abandoned");
    const mail = await mailbox.current.waitFor(owner.email, /event subscription was disabled/);
    expect(mail.text).toContain(callbackUrl);
    expect(mail.text).toContain("503");
    // PUT turns it back on.
    const revived = await putV2Sub(ownerToken, id, { callbackUrl, eventType: ["SHIPMENT"] });
    expect(revived.status).toBe(200);
    const [active] = await db.select().from(eventSubscriptions).where(eq(eventSubscriptions.id, id));
    expect(active).toMatchObject({ status: "active", failingSince: null });
  });
});
