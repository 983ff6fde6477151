import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addBusinessMinutes,
  businessHoursFromEnv,
  businessMinutesBetween,
  targetsFor,
  type BusinessHours,
} from "./business-hours";

const IST: BusinessHours = {
  timeZone: "Asia/Kolkata",
  openMinute: 9 * 60,
  closeMinute: 18 * 60,
  days: [1, 2, 3, 4, 5],
};
const NEW_YORK: BusinessHours = { ...IST, timeZone: "America/New_York" };
const LONDON: BusinessHours = { ...IST, timeZone: "Europe/London" };
const at = (iso: string) => new Date(iso);

describe("addBusinessMinutes", () => {
  it("Friday 17:30 IST + 4 h is Monday 12:30 IST (30 min on Friday, 3 h 30 on Monday)", () => {
    // 2026-11-20 is a Friday; 17:30 IST = 12:00 UTC. Monday 2026-11-23 12:30 IST = 07:00 UTC.
    expect(addBusinessMinutes(at("2026-11-20T12:00:00Z"), 240, IST).toISOString()).toBe("2026-11-23T07:00:00.000Z");
  });

  it("the same instant counts in the team's zone: Friday 17:00 in New York + 4 h is Monday 12:00 EST", () => {
    // 2026-11-20 22:00 UTC = 17:00 EST (UTC−5): 1 h on Friday, 3 h on Monday from 09:00 EST = 14:00 UTC.
    expect(addBusinessMinutes(at("2026-11-20T22:00:00Z"), 240, NEW_YORK).toISOString()).toBe(
      "2026-11-23T17:00:00.000Z",
    );
    // For a team in India that instant is Saturday 03:30 IST: all 4 h fall on Monday, 09:00→13:00 IST = 07:30 UTC.
    expect(addBusinessMinutes(at("2026-11-20T22:00:00Z"), 240, IST).toISOString()).toBe("2026-11-23T07:30:00.000Z");
  });

  it("across the autumn DST change in New York (Sunday 2026-11-01), Monday opens at 09:00 EST, not EDT", () => {
    // Friday 2026-10-30 17:00 EDT = 21:00 UTC: 1 h on Friday; Monday 09:00 EST = 14:00 UTC, + 3 h = 17:00 UTC.
    expect(addBusinessMinutes(at("2026-10-30T21:00:00Z"), 240, NEW_YORK).toISOString()).toBe(
      "2026-11-02T17:00:00.000Z",
    );
  });

  it("across the spring DST change in London (Sunday 2026-03-29), Monday opens at 09:00 BST", () => {
    // Friday 2026-03-27 17:00 GMT = 17:00 UTC: 1 h on Friday; Monday 09:00 BST = 08:00 UTC, + 1 h = 09:00 UTC.
    expect(addBusinessMinutes(at("2026-03-27T17:00:00Z"), 120, LONDON).toISOString()).toBe("2026-03-30T09:00:00.000Z");
  });

  it("a ticket opened before opening time, at the weekend or after closing starts the clock at the next opening", () => {
    // Monday 2026-11-23 07:00 IST = 01:30 UTC; + 1 h from 09:00 IST = 10:00 IST = 04:30 UTC.
    expect(addBusinessMinutes(at("2026-11-23T01:30:00Z"), 60, IST).toISOString()).toBe("2026-11-23T04:30:00.000Z");
    // Saturday 2026-11-21 11:00 IST = 05:30 UTC → Monday 10:00 IST.
    expect(addBusinessMinutes(at("2026-11-21T05:30:00Z"), 60, IST).toISOString()).toBe("2026-11-23T04:30:00.000Z");
    // Wednesday 2026-11-25 20:00 IST = 14:30 UTC → Thursday 10:00 IST = 04:30 UTC.
    expect(addBusinessMinutes(at("2026-11-25T14:30:00Z"), 60, IST).toISOString()).toBe("2026-11-26T04:30:00.000Z");
  });

  it("a target that fills the day exactly ends at closing time that day", () => {
    // Monday 09:00 IST (03:30 UTC) + 9 h = Monday 18:00 IST = 12:30 UTC.
    expect(addBusinessMinutes(at("2026-11-23T03:30:00Z"), 540, IST).toISOString()).toBe("2026-11-23T12:30:00.000Z");
  });
});

describe("businessMinutesBetween", () => {
  it("counts only the hours inside the windows, negative backwards", () => {
    // Friday 17:30 IST → Monday 12:30 IST: 30 + 210 = 240.
    expect(businessMinutesBetween(at("2026-11-20T12:00:00Z"), at("2026-11-23T07:00:00Z"), IST)).toBe(240);
    expect(businessMinutesBetween(at("2026-11-23T07:00:00Z"), at("2026-11-20T12:00:00Z"), IST)).toBe(-240);
    // Saturday to Sunday: nothing.
    expect(businessMinutesBetween(at("2026-11-21T04:00:00Z"), at("2026-11-22T12:00:00Z"), IST)).toBe(0);
  });

  it("is the inverse of addBusinessMinutes, whatever the start and zone", () => {
    const zones = [IST, NEW_YORK, LONDON, { ...IST, timeZone: "Australia/Adelaide" }];
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2024-01-01T00:00:00Z"), max: new Date("2028-12-31T00:00:00Z"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 5000 }),
        fc.constantFrom(...zones),
        (start, minutes, hours) => {
          const whole = new Date(Math.floor(start.getTime() / 60_000) * 60_000);
          const due = addBusinessMinutes(whole, minutes, hours);
          expect(businessMinutesBetween(whole, due, hours)).toBe(minutes);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("targetsFor", () => {
  it("a high-priority ticket of Friday 17:30 IST: first response Monday 12:30, resolution (18 h) Tuesday 17:30", () => {
    // 18 h = 30 min Friday + 9 h Monday + 8 h 30 Tuesday (09:00 → 17:30 IST = 12:00 UTC).
    const targets = targetsFor(at("2026-11-20T12:00:00Z"), "high", IST);
    expect(targets.firstResponseDueAt.toISOString()).toBe("2026-11-23T07:00:00.000Z");
    expect(targets.resolutionDueAt.toISOString()).toBe("2026-11-24T12:00:00.000Z");
  });
});

describe("businessHoursFromEnv", () => {
  it("defaults to Monday–Friday 09:00–18:00 in Asia/Kolkata", () => {
    expect(businessHoursFromEnv({})).toEqual(IST);
  });

  it("reads the zone, the window and the days", () => {
    expect(
      businessHoursFromEnv({
        SUPPORT_TIME_ZONE: "Europe/Berlin",
        SUPPORT_BUSINESS_HOURS: "10:00-16:30",
        SUPPORT_BUSINESS_DAYS: "1-4,6",
      }),
    ).toEqual({ timeZone: "Europe/Berlin", openMinute: 600, closeMinute: 990, days: [1, 2, 3, 4, 6] });
  });

  it("refuses a zone, window or days it cannot use", () => {
    expect(() => businessHoursFromEnv({ SUPPORT_TIME_ZONE: "Mars/Olympus" })).toThrow(/IANA/);
    expect(() => businessHoursFromEnv({ SUPPORT_BUSINESS_HOURS: "18:00-09:00" })).toThrow(/open before it closes/);
    expect(() => businessHoursFromEnv({ SUPPORT_BUSINESS_DAYS: "8" })).toThrow(/ISO weekdays/);
  });
});
