import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/contract/errors";
import { addDays, dateInZone, daysBetween, isTimeZone, reportTimeZone, resolvePeriod } from "./period";

const issuesOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error.issues;
    throw error;
  }
  throw new Error("expected a validation error");
};

describe("report periods", () => {
  it("defaults to this month so far, in the user's zone", () => {
    // 2026-03-31T20:00Z is already 1 April in Kolkata (UTC+05:30) but 31 March in UTC.
    const now = new Date("2026-03-31T20:00:00Z");
    expect(resolvePeriod({}, "UTC", now)).toMatchObject({ from: "2026-03-01", to: "2026-03-31", today: "2026-03-31" });
    expect(resolvePeriod({}, "Asia/Kolkata", now)).toMatchObject({
      from: "2026-04-01",
      to: "2026-04-01",
      today: "2026-04-01",
    });
  });

  it("gives the previous period of the same length, across month ends and leap days", () => {
    expect(resolvePeriod({ from: "2026-03-01", to: "2026-03-31" }, "UTC").previous).toEqual({
      from: "2026-01-29",
      to: "2026-02-28",
    });
    expect(resolvePeriod({ from: "2024-03-01", to: "2024-03-01" }, "UTC").previous).toEqual({
      from: "2024-02-29",
      to: "2024-02-29",
    });
  });

  it("refuses half a period, impossible dates, reversed and too long periods, naming the field", () => {
    expect(issuesOf(() => resolvePeriod({ from: "2026-01-01" }, "UTC"))).toEqual([
      { path: "to", message: expect.stringContaining("Send to") },
    ]);
    expect(issuesOf(() => resolvePeriod({ from: "2026-02-30", to: "2026-03-01" }, "UTC"))?.[0]?.path).toBe("from");
    expect(issuesOf(() => resolvePeriod({ from: "2026-03-02", to: "2026-03-01" }, "UTC"))?.[0]?.message).toBe(
      "to must be on or after from.",
    );
    expect(issuesOf(() => resolvePeriod({ from: "2000-01-01", to: "2026-01-01" }, "UTC"))?.[0]?.path).toBe("to");
  });

  it("chooses the user's zone, else the browser's, else UTC, and refuses unknown zones", () => {
    expect(reportTimeZone("Europe/Berlin", "Asia/Kolkata")).toBe("Europe/Berlin");
    expect(reportTimeZone(null, "Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(reportTimeZone(null, undefined)).toBe("UTC");
    expect(issuesOf(() => reportTimeZone(null, "Mars/Olympus"))?.[0]?.path).toBe("tz");
    expect(isTimeZone("")).toBe(false);
  });

  it("does calendar arithmetic on dates, not instants", () => {
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2); // across the EU DST change
    expect(addDays("2026-01-31", 30)).toBe("2026-03-02");
    expect(dateInZone(new Date("2026-11-01T05:30:00Z"), "America/New_York")).toBe("2026-11-01");
  });
});
