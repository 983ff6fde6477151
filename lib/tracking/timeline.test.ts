import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ARRIVAL_EVENTS, CONTAINER, VOYAGE_EVENTS } from "@/test/tracking-voyage";
import { planAnnouncements } from "./announce";
import { pointAlong, routeMap } from "./route-map";
import { buildTimeline, normaliseEvent, type Timeline } from "./timeline";

const ALL = [...VOYAGE_EVENTS, ...ARRIVAL_EVENTS];
const build = (events: Record<string, unknown>[], equipment = [CONTAINER]) =>
  buildTimeline(events.map(normaliseEvent), equipment);
/** What a reader sees: everything but the Set (compared as a sorted list). */
const view = (t: Timeline) => ({ ...t, superseded: [...t.superseded].sort() });

describe("buildTimeline", () => {
  it("gives the same timeline for any order of the events, with any duplicates", () => {
    const expected = view(build(ALL));
    fc.assert(
      fc.property(
        fc.shuffledSubarray(ALL, { minLength: ALL.length, maxLength: ALL.length }),
        fc.array(fc.integer({ min: 0, max: ALL.length - 1 }), { maxLength: 10 }),
        (order, repeats) => {
          expect(view(build([...order, ...repeats.map((i) => ALL[i]!)]))).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("orders the voyage: loading, transhipment, discharge", () => {
    const t = build(ALL);
    expect([t.portOfLoading, t.transhipments, t.portOfDischarge]).toEqual(["INNSA", ["SGSIN"], "NLRTM"]);
    expect(t.status).toBe("delivered");
    expect(t.departedAt).toBe("2026-03-10T13:00:00.000Z");
    expect(t.arrivedAt).toBe("2026-04-07T04:00:00.000Z");
  });

  it("with no events: waiting, no ETA, no delay", () => {
    const t = build([]);
    expect(t.status).toBe("awaiting_events");
    expect(t.eta).toEqual({ dateTime: null, classifier: null, previous: null, history: [] });
    expect(t.delayHours).toBeNull();
    expect(t.nextMilestone?.code).toBe("BOOKING_CONFIRMED");
  });

  it("a revised plan without estimates moves the ETA and the delay counts from the first plan", () => {
    const [first, revised] = [
      { ...(VOYAGE_EVENTS[4] as object) },
      {
        ...(VOYAGE_EVENTS[4] as object),
        eventID: "00000000-0000-4000-8000-000000000099",
        eventDateTime: "2026-04-04T18:00:00Z", // 12 h earlier than the first plan
        eventCreatedDateTime: "2026-03-02T00:00:00Z",
      },
    ] as Record<string, unknown>[];
    const t = build([VOYAGE_EVENTS[1] as Record<string, unknown>, revised!, first!]);
    expect(t.eta).toMatchObject({
      dateTime: "2026-04-04T18:00:00.000Z",
      classifier: "PLN",
      previous: "2026-04-05T06:00:00.000Z",
    });
    expect(t.delayHours).toBe(-12);
  });

  it("the next milestone is the first one after the last that happened", () => {
    const t = build(VOYAGE_EVENTS.slice(0, 9) as Record<string, unknown>[]); // up to the departure
    expect(t.status).toBe("in_transit");
    expect(t.nextMilestone).toMatchObject({
      code: "TRANSHIPMENT_ARRIVED",
      location: "SGSIN",
      planned: "2026-03-18T00:00:00.000Z",
    });
  });
});

describe("routeMap", () => {
  it("places the vessel between the last actual departure and the next estimated arrival, flagged estimated", () => {
    // Departed Singapore 20 Mar 04:00, ETA Rotterdam 7 Apr 06:00 (434 h); 217 h later is half way.
    const t = build(VOYAGE_EVENTS as Record<string, unknown>[]);
    const now = new Date(Date.parse("2026-03-20T04:00:00Z") + 217 * 3_600_000);
    const map = routeMap(t, now);
    expect(map.ports.map((p) => p.unLocationCode)).toEqual(["INNSA", "SGSIN", "NLRTM"]);
    expect(map.path?.coordinates.length).toBeGreaterThan(10);
    expect(map.position).toMatchObject({ estimated: true, fromPort: "SGSIN", toPort: "NLRTM", fraction: 0.5 });
    // Half way along the lanes from Singapore to Rotterdam is in the Indian Ocean or the Red Sea, not on land
    // near either end: west of Sri Lanka (80° E) and east of Suez (32.5° E).
    expect(map.position!.lon).toBeLessThan(80);
    expect(map.position!.lon).toBeGreaterThan(32.5);
  });

  it("has no position once the vessel has arrived", () => {
    expect(routeMap(build(ALL), new Date("2026-04-10T00:00:00Z")).position).toBeNull();
  });

  it("pointAlong shares a line out by length", () => {
    expect(
      pointAlong(
        [
          [0, 0],
          [2, 0],
        ],
        0.5,
      ),
    ).toEqual([1, 0]);
    expect(
      pointAlong(
        [
          [0, 0],
          [1, 0],
          [1, 0],
          [3, 0],
        ],
        0.5,
      ),
    ).toEqual([1.5, 0]);
    expect(
      pointAlong(
        [
          [0, 0],
          [2, 0],
        ],
        1,
      ),
    ).toEqual([2, 0]);
  });
});

describe("planAnnouncements", () => {
  const none = { announcedDepartedAt: null, announcedArrivedAt: null, announcedEtaAt: null };

  it("announces the departure once, and takes the first ETA as the baseline silently", () => {
    const t = build(VOYAGE_EVENTS.slice(0, 9) as Record<string, unknown>[]);
    const first = planAnnouncements(none, t);
    expect(first.changes).toEqual([{ kind: "departed", at: "2026-03-10T13:00:00.000Z", port: "INNSA" }]);
    expect(first.announced.announcedEtaAt?.toISOString()).toBe("2026-04-05T06:00:00.000Z");
    expect(planAnnouncements({ ...none, ...first.announced }, t).changes).toEqual([]);
  });

  it("announces an ETA move of 24 hours or more from the last announced one, not a smaller one", () => {
    const t = build(VOYAGE_EVENTS as Record<string, unknown>[]); // ETA 7 Apr 06:00
    const at = (iso: string) => ({ ...none, announcedDepartedAt: new Date(0), announcedEtaAt: new Date(iso) });
    // 6 Apr 06:01 → 7 Apr 06:00 is 23 h 59 min: not announced.
    expect(planAnnouncements(at("2026-04-06T06:01:00Z"), t).changes).toEqual([]);
    // 6 Apr 06:00 → 7 Apr 06:00 is exactly 24 h: announced, and becomes the new baseline.
    const moved = planAnnouncements(at("2026-04-06T06:00:00Z"), t);
    expect(moved.changes).toEqual([
      { kind: "eta_moved", from: "2026-04-06T06:00:00.000Z", to: "2026-04-07T06:00:00.000Z", port: "NLRTM" },
    ]);
    expect(moved.announced.announcedEtaAt?.toISOString()).toBe("2026-04-07T06:00:00.000Z");
  });

  it("announces the arrival, and not a departure it has overtaken", () => {
    const t = build(ALL);
    expect(planAnnouncements(none, t).changes).toEqual([
      { kind: "arrived", at: "2026-04-07T04:00:00.000Z", port: "NLRTM" },
    ]);
  });
});
