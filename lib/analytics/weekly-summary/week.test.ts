import { describe, expect, it } from "vitest";
import { dueSummaryWeek, weekBefore } from "./week";

const at = (iso: string) => new Date(iso);

describe("dueSummaryWeek: Monday 08:00–08:59 in the subscriber's zone", () => {
  it("UTC: due from 08:00 to 08:59 on Monday, for Mon–Sun of the week just ended", () => {
    // 2026-11-23 is a Monday.
    expect(dueSummaryWeek(at("2026-11-23T07:59:59Z"), "UTC")).toBeNull();
    expect(dueSummaryWeek(at("2026-11-23T08:00:00Z"), "UTC")).toEqual({
      from: "2026-11-16",
      to: "2026-11-22",
      previous: { from: "2026-11-09", to: "2026-11-15" },
    });
    expect(dueSummaryWeek(at("2026-11-23T08:59:59Z"), "UTC")?.from).toBe("2026-11-16");
    expect(dueSummaryWeek(at("2026-11-23T09:00:00Z"), "UTC")).toBeNull();
    // The same hour on a Tuesday is not a send time.
    expect(dueSummaryWeek(at("2026-11-24T08:30:00Z"), "UTC")).toBeNull();
  });

  it("Asia/Kolkata (+05:30): Monday 08:00 local is Monday 02:30 UTC", () => {
    expect(dueSummaryWeek(at("2026-11-23T02:29:00Z"), "Asia/Kolkata")).toBeNull();
    expect(dueSummaryWeek(at("2026-11-23T02:30:00Z"), "Asia/Kolkata")?.from).toBe("2026-11-16");
    expect(dueSummaryWeek(at("2026-11-23T03:29:00Z"), "Asia/Kolkata")?.to).toBe("2026-11-22");
    expect(dueSummaryWeek(at("2026-11-23T03:30:00Z"), "Asia/Kolkata")).toBeNull();
  });

  it("Pacific/Auckland (+13 in November): Monday 08:00 local is Sunday 19:00 UTC", () => {
    expect(dueSummaryWeek(at("2026-11-22T19:10:00Z"), "Pacific/Auckland")).toEqual(weekBefore("2026-11-23"));
    // The UTC Monday 08:00 is Monday 21:00 there: nothing.
    expect(dueSummaryWeek(at("2026-11-23T08:10:00Z"), "Pacific/Auckland")).toBeNull();
  });

  it("America/Los_Angeles: the Monday after the spring-forward Sunday is due at 15:00 UTC (PDT), before it at 16:00 UTC (PST)", () => {
    // DST began Sunday 2026-03-08 at 02:00 local.
    expect(dueSummaryWeek(at("2026-03-02T16:05:00Z"), "America/Los_Angeles")?.from).toBe("2026-02-23");
    expect(dueSummaryWeek(at("2026-03-02T15:05:00Z"), "America/Los_Angeles")).toBeNull();
    expect(dueSummaryWeek(at("2026-03-09T15:05:00Z"), "America/Los_Angeles")).toEqual({
      from: "2026-03-02",
      to: "2026-03-08",
      previous: { from: "2026-02-23", to: "2026-03-01" },
    });
    expect(dueSummaryWeek(at("2026-03-09T16:05:00Z"), "America/Los_Angeles")).toBeNull();
  });

  it("Europe/Berlin: the Monday after the autumn change (25 hours in its Sunday) is due at 07:00 UTC", () => {
    // DST ended Sunday 2026-10-25 at 03:00 local.
    expect(dueSummaryWeek(at("2026-10-26T07:02:00Z"), "Europe/Berlin")?.to).toBe("2026-10-25");
    expect(dueSummaryWeek(at("2026-10-26T06:02:00Z"), "Europe/Berlin")).toBeNull();
  });

  it("exactly one hourly run (at :02 UTC) falls in each zone's Monday 08:xx over a year", () => {
    const zones = ["UTC", "Asia/Kolkata", "Asia/Kathmandu", "Australia/Adelaide", "America/St_Johns", "Europe/London"];
    for (const zone of zones) {
      const weeks = new Map<string, number>();
      for (let t = Date.UTC(2026, 0, 1, 0, 2); t < Date.UTC(2027, 0, 1); t += 3_600_000) {
        const week = dueSummaryWeek(new Date(t), zone);
        if (week) weeks.set(week.from, (weeks.get(week.from) ?? 0) + 1);
      }
      expect(
        [...weeks.values()].every((n) => n === 1),
        zone,
      ).toBe(true);
      expect(weeks.size, zone).toBe(52);
    }
  });
});
