import { describe, expect, it } from "vitest";
import { formatDecimal, formatMoney, parseDecimalInput } from "./numbers";
import { formatCalendarDate, formatDate } from "./dates";

describe("numbers", () => {
  it.each([
    ["0", "0"],
    ["999", "999"],
    ["1000", "1,000"],
    ["1255.5", "1,255.5"],
    ["1234567.891", "1,234,567.891"],
    ["-100.50", "−100.50"],
    ["12 boxes", "12 boxes"],
  ])("formats %j as %j", (text, shown) => expect(formatDecimal(text)).toBe(shown));

  it("puts the currency code first", () => expect(formatMoney("USD", "1250.5")).toBe("USD 1,250.5"));

  it.each([
    ["1,250.50", "1250.50"],
    ["12,345,678", "12345678"],
    [" 12 ", "12"],
    ["−5", "-5"],
    ["1,5", "1,5"],
    ["12,34.5", "12,34.5"],
    ["", ""],
  ])("reads typed %j as %j", (typed, sent) => expect(parseDecimalInput(typed)).toBe(sent));
});

describe("dates", () => {
  it("shows a calendar date on its own day whatever the zone", () => {
    // 2026-01-15 written by the user is the 15th: the formatter runs in UTC, so no zone can move it.
    expect(formatCalendarDate("2026-01-15")).toMatch(/15/);
    expect(formatCalendarDate("2026-01-15")).toMatch(/2026/);
  });
  it("says — for nothing and keeps text it cannot read", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDate("not a date")).toBe("—");
    expect(formatCalendarDate("soon")).toBe("soon");
  });
});
