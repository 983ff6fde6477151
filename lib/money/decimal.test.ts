import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compareDecimal,
  fractionDigits,
  fromUnits,
  isDecimalString,
  lineAmountUnits,
  roundUnits,
  toUnits,
} from "./decimal";

describe("decimal strings", () => {
  it("accepts plain decimals and refuses floats' other spellings", () => {
    for (const ok of ["0", "12", "12.5", "0.001", "999999999999999.999999"]) expect(isDecimalString(ok)).toBe(true);
    for (const bad of ["", "-1", "1e3", "1.", ".5", "1,5", " 1", "0x10", "1.1234567"])
      expect(isDecimalString(bad)).toBe(false);
  });

  it("counts fraction digits", () => {
    expect(fractionDigits("10")).toBe(0);
    expect(fractionDigits("10.50")).toBe(2);
  });

  it("compares like the exact values, for any two decimals", () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 6 }))
      .map(([units, scale]) => {
        const text = units.toString().padStart(scale + 1, "0");
        return {
          text: scale ? `${text.slice(0, -scale)}.${text.slice(-scale)}` : text,
          micro: units * 10n ** BigInt(6 - scale),
        };
      });
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        expect(compareDecimal(a.text, b.text)).toBe(a.micro < b.micro ? -1 : a.micro > b.micro ? 1 : 0);
      }),
    );
  });
});

describe("decimal strings: edge cases", () => {
  it("refuses every spelling that is not a plain non-negative decimal", () => {
    const bad = [
      "+1",
      "-0",
      "1.",
      ".",
      ".5",
      "1..2",
      "1.2.3",
      "1 000",
      "1_000",
      "١٢",
      "Infinity",
      "NaN",
      "1.5 ",
      "\n1",
    ];
    for (const value of bad) expect(isDecimalString(value), value).toBe(false);
  });

  it("takes 15 whole digits and no more", () => {
    expect(isDecimalString("9".repeat(15))).toBe(true);
    expect(isDecimalString("9".repeat(16))).toBe(false);
  });

  it("honours the fraction limit the caller names, 6 by default", () => {
    expect(isDecimalString("12", 0)).toBe(true);
    expect(isDecimalString("12.0", 0)).toBe(false);
    expect(isDecimalString("12.345", 2)).toBe(false);
    expect(isDecimalString("12.345", 3)).toBe(true);
    expect(isDecimalString("0.000001")).toBe(true);
    expect(isDecimalString("0.0000001")).toBe(false);
  });

  it("counts the fraction of text that is not a decimal too, so validators can report both problems", () => {
    expect(fractionDigits("1.2a")).toBe(2);
    expect(fractionDigits("abc")).toBe(0);
  });

  it("compares values, not spellings", () => {
    expect(compareDecimal("1.50", "1.5")).toBe(0);
    expect(compareDecimal("0010", "10")).toBe(0);
    expect(compareDecimal("0.1", "0.09")).toBe(1);
    expect(compareDecimal("999999999999999.999999", "999999999999999.999998")).toBe(1);
  });

  it("converts to and from units without a float in between", () => {
    expect(toUnits("0.1", 2) + toUnits("0.2", 2)).toBe(toUnits("0.3", 2));
    expect(fromUnits(toUnits("999999999999999.99", 2), 2)).toBe("999999999999999.99");
    expect(fromUnits(5n, 3)).toBe("0.005");
    expect(fromUnits(-5n, 2)).toBe("-0.05");
    expect(fromUnits(42n, 0)).toBe("42");
    expect(() => toUnits("1.234", 2)).toThrow("more than 2 fraction digits");
    expect(() => toUnits("-1", 2)).toThrow("not a decimal");
  });

  it("rounds half away from zero, in both directions", () => {
    expect(roundUnits(125n, 1)).toBe(13n);
    expect(roundUnits(124n, 1)).toBe(12n);
    expect(roundUnits(-125n, 1)).toBe(-13n);
    expect(roundUnits(-124n, 1)).toBe(-12n);
    expect(roundUnits(12n, -2)).toBe(1200n);
    expect(roundUnits(7n, 0)).toBe(7n);
  });

  it("prices a line exactly: quantity × unit price, rounded to the currency's minor digits", () => {
    expect(fromUnits(lineAmountUnits("3", "0.10", 3, 2), 2)).toBe("0.30");
    expect(fromUnits(lineAmountUnits("0.333", "0.15", 3, 2), 2)).toBe("0.05");
    expect(fromUnits(lineAmountUnits("1.005", "1.00", 3, 2), 2)).toBe("1.01");
    expect(fromUnits(lineAmountUnits("2.5", "100", 3, 0), 0)).toBe("250");
  });
});
