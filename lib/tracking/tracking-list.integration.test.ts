import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as share } from "@/app/api/shipments/share-users/route";
import { getDb } from "@/lib/db/client";
import { trackingCounts } from "@/lib/tracking/tracking-counts";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call } from "@/test/http";
import { listTrackings, newTrackedShipment, postEvents } from "@/test/tracking";
import { users } from "@/models";
import { eq } from "drizzle-orm";

const HOUR = 3_600_000;
const at = (ms: number) => new Date(ms).toISOString();
const transport = (code: "ARRI" | "DEPA", classifier: string, loc: string, when: number, created: number) => ({
  eventID: randomUUID(),
  eventType: "TRANSPORT",
  eventClassifierCode: classifier,
  transportEventTypeCode: code,
  eventDateTime: at(when),
  eventCreatedDateTime: at(created),
  transportCall: { transportCallID: `TC-${loc}`, UNLocationCode: loc, modeOfTransport: "VESSEL" },
});
/** A voyage that departed two days ago, first planned to arrive in `plannedH` hours, now estimated in `etaH`. */
const voyage = (from: string, to: string, plannedH: number, etaH: number, now = Date.now()) => [
  transport("DEPA", "ACT", from, now - 48 * HOUR, now - 47 * HOUR),
  transport("ARRI", "PLN", to, now + plannedH * HOUR, now - 30 * 24 * HOUR),
  transport("ARRI", "EST", to, now + etaH * HOUR, now - 24 * HOUR),
];

let owner: TestUser;
let sharee: TestUser;
let delayed: string; // departed INNSA for NLRTM, ETA in 3 days, first planned in 1: 48 h late
let onTime: string; // departed CNSHA for USLAX, ETA in 20 days as planned
let waiting: string; // no events yet
beforeAll(async () => {
  [owner, sharee] = await Promise.all([registerTestUser(), registerTestUser({ role: "importer" })]);
  delayed = await newTrackedShipment(owner);
  expect((await postEvents(owner, delayed, voyage("INNSA", "NLRTM", 24, 72))).status).toBe(200);
  onTime = await newTrackedShipment(owner);
  expect((await postEvents(owner, onTime, voyage("CNSHA", "USLAX", 480, 480))).status).toBe(200);
  waiting = await newTrackedShipment(owner);
  const shared = await call(share, {
    method: "PUT",
    token: owner.token,
    json: { shipmentId: delayed, email: sharee.email, forms: [{ name: "commercial_invoice", access: "read" }] },
  });
  expect(shared.status).toBe(200);
  // The first calls load the UN/LOCODE list and compile the DCSA schema: slow on a busy machine.
}, 120_000);

const ids = (body: any) => body.trackings.map((t: any) => t.shipmentId);

describe("GET /api/tracking", () => {
  it("lists my trackings newest first with status, ETA, delay and ports", async () => {
    const res = await listTrackings(owner);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([waiting, onTime, delayed]);
    const row = res.body.trackings[2];
    expect(row).toMatchObject({
      shipmentId: delayed,
      status: { code: "in_transit", text: expect.stringMatching(/^Departed /) },
      delayHours: 48,
      portOfLoading: "INNSA",
      portOfDischarge: "NLRTM",
      role: "owner",
      nextMilestone: { code: "ARRIVED", location: "NLRTM" },
    });
    expect(res.body.trackings[0]).toMatchObject({ status: { code: "awaiting_events" }, eta: null, delayHours: null });
  });

  it("filters: delayed, arriving this week, by port", async () => {
    expect(ids((await listTrackings(owner, "?filter=delayed")).body)).toEqual([delayed]);
    expect(ids((await listTrackings(owner, "?filter=arriving_this_week")).body)).toEqual([delayed]);
    expect(ids((await listTrackings(owner, "?port=uslax")).body)).toEqual([onTime]);
    expect(ids((await listTrackings(owner, "?port=INNSA&filter=delayed")).body)).toEqual([delayed]);
    expect(ids((await listTrackings(owner, "?port=INNSA&filter=arriving_this_week&limit=1")).body)).toEqual([delayed]);
  });

  it("pages with a keyset cursor", async () => {
    const first = await listTrackings(owner, "?limit=2");
    expect(ids(first.body)).toEqual([waiting, onTime]);
    const second = await listTrackings(owner, `?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(ids(second.body)).toEqual([delayed]);
    expect(second.body.nextCursor).toBeNull();
  });

  it("a sharee sees the shared tracking with its role; bad queries are 400s naming the field", async () => {
    const res = await listTrackings(sharee);
    expect(res.body.trackings.map((t: any) => [t.shipmentId, t.role])).toEqual([[delayed, "read"]]);
    for (const [qs, path] of [
      ["?filter=late", "filter"],
      ["?port=NOT-A-PORT", "port"],
      ["?cursor=forged", "cursor"],
      ["?limit=0", "limit"],
    ]) {
      const bad = await listTrackings(owner, qs);
      expect(bad.status, qs).toBe(400);
      expect(bad.body.issues[0].path, qs).toBe(path);
    }
  });
});

describe("trackingCounts", () => {
  const actorOf = async (user: TestUser) => {
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    return {
      userId: user.id,
      role: row!.role,
      email: user.email,
      sessionId: null,
      apiTokenId: null,
      via: "bearer" as const,
      user: row!,
    };
  };

  it("counts in transit, delayed and arriving this week over mine and those shared with me", async () => {
    expect(await trackingCounts({ actor: await actorOf(owner) })).toEqual({
      inTransit: 2,
      delayed: 1,
      arrivingThisWeek: 1,
    });
    expect(await trackingCounts({ actor: await actorOf(sharee) })).toEqual({
      inTransit: 1,
      delayed: 1,
      arrivingThisWeek: 1,
    });
    // Three weeks on, the on-time voyage's ETA (in 20 days) is within the week, the delayed one's has passed.
    const later = new Date(Date.now() + 18 * 24 * HOUR);
    expect(await trackingCounts({ actor: await actorOf(owner), now: later })).toEqual({
      inTransit: 2,
      delayed: 1,
      arrivingThisWeek: 1,
    });
    const stranger = await registerTestUser();
    expect(await trackingCounts({ actor: await actorOf(stranger) })).toEqual({
      inTransit: 0,
      delayed: 0,
      arrivingThisWeek: 0,
    });
  });
});
