import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareDecimal, fractionDigits, isDecimalString } from "./decimal";

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
