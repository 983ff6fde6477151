import { beforeAll, describe, expect, it } from "vitest";
import { registerTestUser, type TestUser } from "@/test/accounts";
import {
  ARRIVAL_EVENTS,
  CONTAINER,
  createTracking,
  getTracking,
  newTrackedShipment,
  postEvents,
  shuffled,
  VOYAGE_EVENTS,
  VOYAGE_TRACKING,
} from "@/test/tracking";
import { call } from "@/test/http";
import { POST as createShipmentRoute } from "@/app/api/shipments/route";
import { POST as postEventsRoute } from "@/app/api/shipments/[id]/tracking/events/route";

const ALL_EVENTS = [...VOYAGE_EVENTS, ...ARRIVAL_EVENTS];
let owner: TestUser;
beforeAll(async () => {
  owner = await registerTestUser();
});

/**
 * The timeline of the fixture voyage after every event, written out by hand from the event list in
 * test/tracking.ts (planned / estimated / actual per milestone).
 */
const FULL_TIMELINE = [
  ["BOOKING_CONFIRMED", null, null, null, "2026-03-01T08:00:00.000Z"],
  ["EMPTY_PICKED_UP", "INNSA", null, null, "2026-03-05T10:00:00.000Z"],
  ["GATED_IN", "INNSA", null, null, "2026-03-08T14:00:00.000Z"],
  ["LOADED", "INNSA", null, null, "2026-03-10T08:00:00.000Z"],
  ["DEPARTED", "INNSA", "2026-03-10T12:00:00.000Z", null, "2026-03-10T13:00:00.000Z"],
  ["TRANSHIPMENT_ARRIVED", "SGSIN", "2026-03-18T00:00:00.000Z", null, "2026-03-18T02:00:00.000Z"],
  ["TRANSHIPMENT_DEPARTED", "SGSIN", "2026-03-20T00:00:00.000Z", null, "2026-03-20T04:00:00.000Z"],
  // The estimate created last (25 March) wins over the one for 9 April that was created earlier (11 March).
  ["ARRIVED", "NLRTM", "2026-04-05T06:00:00.000Z", "2026-04-07T06:00:00.000Z", "2026-04-07T04:00:00.000Z"],
  ["DISCHARGED", "NLRTM", null, null, "2026-04-07T15:00:00.000Z"],
  ["GATED_OUT", "NLRTM", null, null, "2026-04-08T09:00:00.000Z"],
  ["EMPTY_RETURNED", null, null, null, null],
];
const asRows = (milestones: any[]) =>
  milestones.map((m) => [m.code, m.location?.unLocationCode ?? null, m.planned, m.estimated, m.actual]);

describe("the fixture voyage", () => {
  const ALL = [...VOYAGE_EVENTS, ...ARRIVAL_EVENTS];

  async function replay(batches: unknown[][]) {
    const shipmentId = await newTrackedShipment(owner);
    for (const batch of batches) {
      const res = await postEvents(owner, shipmentId, batch);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const res = await getTracking(owner, shipmentId);
    expect(res.status).toBe(200);
    return res.body;
  }

  function expectFullVoyage(view: any) {
    expect(asRows(view.milestones)).toEqual(FULL_TIMELINE);
    expect(view.status).toEqual({ code: "delivered", text: expect.stringMatching(/^Gated out at Rotterdam/) });
    // Arrived: the ETA is the actual arrival; previous is the last estimate.
    expect(view.eta).toMatchObject({
      dateTime: "2026-04-07T04:00:00.000Z",
      classifier: "ACT",
      previous: "2026-04-07T06:00:00.000Z",
    });
    // 2026-04-07T04:00 − 2026-04-05T06:00 (the first plan) = 46 h.
    expect(view.delayHours).toBe(46);
    expect(view.events).toHaveLength(ALL.length);
    // The two estimates the corrected one replaced, listed in event time (6 April before 9 April).
    expect(view.events.filter((e: any) => e.superseded).map((e: any) => e.eventID)).toEqual([
      ALL[10]!.eventID,
      ALL[9]!.eventID,
    ]);
    expect(view.equipment).toHaveLength(1);
    expect(view.equipment[0].equipmentReference).toBe(CONTAINER);
    expect(asRows(view.equipment[0].milestones)).toEqual([
      ["EMPTY_PICKED_UP", "INNSA", null, null, "2026-03-05T10:00:00.000Z"],
      ["GATED_IN", "INNSA", null, null, "2026-03-08T14:00:00.000Z"],
      ["LOADED", "INNSA", null, null, "2026-03-10T08:00:00.000Z"],
      ["TRANSHIPMENT_DISCHARGED", "SGSIN", null, null, "2026-03-18T10:00:00.000Z"],
      ["TRANSHIPMENT_LOADED", "SGSIN", null, null, "2026-03-19T20:00:00.000Z"],
      ["DISCHARGED", "NLRTM", null, null, "2026-04-07T15:00:00.000Z"],
      ["GATED_OUT", "NLRTM", null, null, "2026-04-08T09:00:00.000Z"],
      ["EMPTY_RETURNED", null, null, null, null],
    ]);
    expect(view.route.ports.map((p: any) => [p.unLocationCode, p.role])).toEqual([
      ["INNSA", "loading"],
      ["SGSIN", "transhipment"],
      ["NLRTM", "discharge"],
    ]);
  }

  it("in order, one event per request", async () => {
    expectFullVoyage(await replay(ALL.map((e) => [e])));
  }, 120_000);

  it("shuffled, in one batch and in several, with duplicates", async () => {
    for (const seed of [1, 2, 3]) {
      const order = shuffled([...ALL, ...ALL.slice(0, 5)], seed);
      expectFullVoyage(await replay([order.slice(0, 7), order.slice(7, 15), order.slice(15), ALL.slice(3, 9)]));
    }
  }, 120_000);

  it("before arrival: the ETA is the corrected estimate, and says what it was", async () => {
    for (const seed of [0, 7]) {
      const view = await replay([shuffled(VOYAGE_EVENTS, seed)]);
      expect(view.status.code).toBe("in_transit");
      expect(view.status.text).toMatch(/^Departed Singapore/);
      // History by creation time: PLN 5 Apr → EST 9 Apr → EST 6 Apr 18:00 → EST 7 Apr 06:00.
      expect(view.eta).toEqual({
        dateTime: "2026-04-07T06:00:00.000Z",
        classifier: "EST",
        previous: "2026-04-06T18:00:00.000Z",
        history: [
          { dateTime: "2026-04-05T06:00:00.000Z", classifier: "PLN", changedAt: "2026-03-01T09:00:00.000Z" },
          { dateTime: "2026-04-09T00:00:00.000Z", classifier: "EST", changedAt: "2026-03-11T00:00:00.000Z" },
          { dateTime: "2026-04-06T18:00:00.000Z", classifier: "EST", changedAt: "2026-03-12T00:00:00.000Z" },
          { dateTime: "2026-04-07T06:00:00.000Z", classifier: "EST", changedAt: "2026-03-25T00:00:00.000Z" },
        ],
      });
      // 7 Apr 06:00 − 5 Apr 06:00 = 48 h.
      expect(view.delayHours).toBe(48);
      expect(view.route.path.type).toBe("LineString");
      expect(view.route.path.coordinates.length).toBeGreaterThan(10);
    }
  }, 120_000);

  it("a replay stores nothing and says so", async () => {
    const shipmentId = await newTrackedShipment(owner);
    expect((await postEvents(owner, shipmentId, ALL)).body).toEqual({ received: 19, stored: 19, duplicates: 0 });
    expect((await postEvents(owner, shipmentId, ALL)).body).toEqual({ received: 19, stored: 0, duplicates: 19 });
    expect((await postEvents(owner, shipmentId, ALL[0])).body).toEqual({ received: 1, stored: 0, duplicates: 1 });
  });
});

describe("concurrent deliveries", () => {
  it("50 concurrent posts of the same event store one row, and the other 49 answer duplicates", async () => {
    const shipmentId = await newTrackedShipment(owner);
    const answers = await Promise.all(Array.from({ length: 50 }, () => postEvents(owner, shipmentId, ALL_EVENTS[8])));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(answers.reduce((sum, a) => sum + a.body.stored, 0)).toBe(1);
    expect(answers.reduce((sum, a) => sum + a.body.duplicates, 0)).toBe(49);
    const view = (await getTracking(owner, shipmentId)).body;
    expect(view.events).toHaveLength(1);
    expect(view.tracking.eventCount).toBe(1);
  }, 120_000);

  it("concurrent posts of different events leave a projection that counts every one", async () => {
    const shipmentId = await newTrackedShipment(owner);
    const answers = await Promise.all(ALL_EVENTS.map((event) => postEvents(owner, shipmentId, [event])));
    expect(answers.every((a) => a.status === 200 && a.body.stored === 1)).toBe(true);
    const view = (await getTracking(owner, shipmentId)).body;
    expect(view.tracking.eventCount).toBe(ALL_EVENTS.length);
    expect(view.status.code).toBe("delivered");
  }, 120_000);
});

describe("events that break the DCSA 2.2 schema", () => {
  it("answer 400 naming each failing path, and store nothing", async () => {
    const shipmentId = await newTrackedShipment(owner);
    const bad = { ...VOYAGE_EVENTS[1], transportEventTypeCode: "LEFT", eventDateTime: "yesterday" };
    const { transportCall: _drop, ...noCall } = VOYAGE_EVENTS[2] as Record<string, unknown>;
    const res = await postEvents(owner, shipmentId, [VOYAGE_EVENTS[0], bad, noCall]);
    expect(res.status).toBe(400);
    const paths = res.body.issues.map((i: any) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["1.transportEventTypeCode", "1.eventDateTime", "2.transportCall"]));
    expect(paths.some((p: string) => p.startsWith("0"))).toBe(false);
    expect((await getTracking(owner, shipmentId)).body.events).toEqual([]);
  });

  it("a single event gets paths without an index; an unknown eventType and a missing eventID are named", async () => {
    const shipmentId = await newTrackedShipment(owner);
    const res = await postEvents(owner, shipmentId, { ...VOYAGE_EVENTS[0], eventType: "PARCEL" });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      { path: "eventType", message: "eventType must be one of SHIPMENT, TRANSPORT, EQUIPMENT." },
    ]);
    const { eventID: _id, ...noId } = VOYAGE_EVENTS[0] as Record<string, unknown>;
    const res2 = await postEvents(owner, shipmentId, noId);
    expect(res2.status).toBe(400);
    expect(res2.body.issues.map((i: any) => i.path)).toEqual(["eventID"]);
  });

  it("text the database cannot store, a leap second and a body that is not JSON are 4xx, never 500", async () => {
    const shipmentId = await newTrackedShipment(owner);
    const nul = await postEvents(owner, shipmentId, { ...VOYAGE_EVENTS[0], documentID: "BKG\u0000" });
    expect(nul.status).toBe(400);
    expect(nul.body.issues[0].path).toBe("documentID");
    const leap = await postEvents(owner, shipmentId, { ...VOYAGE_EVENTS[0], eventDateTime: "2026-06-30T23:59:60Z" });
    expect(leap.status).toBe(400);
    expect(leap.body.issues.map((i: any) => i.path)).toContain("eventDateTime");
    const text = await call(postEventsRoute, {
      method: "POST",
      token: owner.token,
      params: { id: shipmentId },
      body: "not json",
      headers: { "content-type": "application/json" },
    });
    expect(text.status).toBe(400);
    const scalar = await postEvents(owner, shipmentId, "an event");
    expect(scalar.status).toBe(400);
    const nulRef = await createTracking(owner, shipmentId, { carrierBookingReference: "A\u0000" });
    expect(nulRef.status).toBe(400);
    expect(nulRef.body.issues[0].path).toBe("carrierBookingReference");
  });

  it("more than 1,000 events in one request is a 400", async () => {
    const shipmentId = await newTrackedShipment(owner);
    const res = await postEvents(
      owner,
      shipmentId,
      Array.from({ length: 1001 }, () => VOYAGE_EVENTS[0]),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/1,000/);
  });
});

describe("what is tracked", () => {
  async function shipment(): Promise<string> {
    const res = await call(createShipmentRoute, {
      method: "POST",
      token: owner.token,
      json: { reference: `T-${Math.random().toString(36).slice(2, 10)}`, templates: ["commercial_invoice"] },
    });
    return res.body.shipment.id;
  }

  it("a wrong container check digit is a 400 naming the container", async () => {
    const id = await shipment();
    // CSQU3054383 is valid; ending in 4 is not (ISO 6346 gives 3).
    const res = await createTracking(owner, id, { equipmentReferences: ["CSQU3054383", "CSQU3054384"] });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      { path: "equipmentReferences.1", message: expect.stringContaining("CSQU3054384 has a wrong check digit") },
    ]);
  });

  it("a wrong IMO check digit is a 400", async () => {
    const id = await shipment();
    const res = await createTracking(owner, id, { carrierBookingReference: "B1", vesselIMONumber: "9321484" });
    expect(res.status).toBe(400);
    expect(res.body.issues[0]).toMatchObject({
      path: "vesselIMONumber",
      message: expect.stringContaining("check digit"),
    });
  });

  it("answers 201 with the DCSA fields normalised, then 409 for a second tracking", async () => {
    const id = await shipment();
    const res = await createTracking(owner, id, {
      ...VOYAGE_TRACKING,
      equipmentReferences: ["csqu 305438-3"],
      vesselIMONumber: "IMO 9321483",
      carrierCode: "maeu",
    });
    expect(res.status).toBe(201);
    expect(res.body.tracking).toMatchObject({
      shipmentId: id,
      carrierCode: "MAEU",
      equipmentReferences: ["CSQU3054383"],
      vesselIMONumber: "9321483",
      mode: "VESSEL",
    });
    expect((await createTracking(owner, id, VOYAGE_TRACKING)).status).toBe(409);
  });

  it("needs at least one reference", async () => {
    const id = await shipment();
    const res = await createTracking(owner, id, { carrierCode: "MAEU" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/at least one of carrierBookingReference/);
  });
});
