import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCIES } from "@/lib/reference/currencies";
import { amountShapeError, amountToMinor, minorToAmount, rescaleMinor } from "./amount";
import { paymentDateError } from "@/lib/payments/schemas";

describe("payment amounts", () => {
  it("round-trip exactly between decimal strings and minor units in every ISO 4217 currency", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES), fc.bigInt({ min: 1n, max: 10n ** 15n - 1n }), (currency, units) => {
        const amount = minorToAmount(units, currency.code);
        expect(amount.split(".")[1]?.length ?? 0).toBe(currency.digits);
        expect(amountToMinor(amount, currency.code)).toBe(units);
      }),
    );
  });

  it("treat trailing zeros of the fraction as no value, and nothing else", () => {
    expect(amountToMinor("12.00", "JPY")).toBe(12n);
    expect(amountToMinor("12.5", "USD")).toBe(1250n);
    expect(amountToMinor("0012.345", "KWD")).toBe(12345n);
    expect(amountToMinor("000000000000000000012.50", "USD")).toBe(1250n);
    expect(() => amountToMinor("12.5", "JPY")).toThrow("JPY has no minor unit: enter a whole amount.");
    expect(() => amountToMinor("1.2345", "KWD")).toThrow("KWD amounts have at most 3 digits after the point.");
  });

  it("rescale a stored amount to a new currency when it fits", () => {
    expect(rescaleMinor(120000n, "USD", "JPY")).toBe(1200n);
    expect(rescaleMinor(1200n, "JPY", "KWD")).toBe(1200000n);
    expect(() => rescaleMinor(1250n, "USD", "JPY")).toThrow(/JPY has no minor unit/);
  });

  it.each([
    ["", "Enter the amount."],
    ["-1", "greater than zero"],
    ["0", "greater than zero"],
    ["0.000", "greater than zero"],
    ["+1", "Write the amount as digits"],
    ["1 000", "Write the amount as digits"],
    [".5", "Write the amount as digits"],
    ["5.", "Write the amount as digits"],
    ["NaN", "Write the amount as digits"],
    ["1000000000000", "less than 1,000,000,000,000"],
    ["0001000000000000", "less than 1,000,000,000,000"],
    ["99999999999999999999", "less than 1,000,000,000,000"],
  ])("refuse %j", (amount, message) => {
    expect(amountShapeError(amount)).toContain(message);
  });

  it.each(["0.01", "999999999999.999", "000123", "1250.50"])("accept %j", (amount) => {
    expect(amountShapeError(amount)).toBeNull();
  });
});

describe("payment dates", () => {
  const today = "2026-03-14";
  it.each([
    ["2024-02-29", null],
    ["2000-01-01", null],
    [today, null],
    ["2026-03-15", "cannot be in the future (today is 2026-03-14, UTC)"],
    ["2100-02-29", "not a date on the calendar"],
    ["2026-00-10", "not a date on the calendar"],
    ["2026-01-00", "not a date on the calendar"],
    ["1999-12-31", "2000 or later"],
    ["2026-3-14", "YYYY-MM-DD"],
    ["14.03.2026", "YYYY-MM-DD"],
  ])("%s", (value, message) => {
    const error = paymentDateError(value, today);
    if (message === null) expect(error).toBeNull();
    else expect(error).toContain(message);
  });
});
