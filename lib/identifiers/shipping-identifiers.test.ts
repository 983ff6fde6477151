import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { imoCheckDigit, validateImoNumber } from "./imo";
import { iso6346CheckDigit, validateContainerNumber } from "./iso6346";

describe("ISO 6346 container numbers", () => {
  it.each([
    // The worked example of ISO 6346 (Annex A), also Wikipedia's: C=13 S=30 Q=28 U=32, 3 0 5 4 3 8
    // weighted 1,2,4…512: 13+60+112+256+48+0+320+512+768+4096 = 6185; 6185 mod 11 = 3.
    "CSQU3054383",
    // The example of equipmentReference in DCSA's TNT 2.2 schema (lib/tracking/dcsa).
    "APZU4812090",
    // By hand: B=12 I=19 C=13 U=32, 1…6 weighted 16…512: 12 + 38 + 52 + 256 + 16 + 64 + 192 + 512 + 1280
    // + 3072 = 5494; 5494 mod 11 = 5.
    "BICU1234565",
  ])("accepts %s", (number) => {
    expect(validateContainerNumber(number)).toEqual({ ok: true, value: number });
  });

  it("normalises spaces, dashes and case", () => {
    expect(validateContainerNumber("csqu 305438-3")).toEqual({ ok: true, value: "CSQU3054383" });
  });

  it.each([
    ["CSQU3054384", "wrong check digit"],
    ["APZU4812091", "wrong check digit"],
    ["BICU1234566", "wrong check digit"],
    ["CSQX3054383", "not an ISO 6346"], // category must be U, J or Z
    ["CSQU305438", "not an ISO 6346"],
    ["C5QU3054383", "not an ISO 6346"],
  ])("refuses %s (%s)", (number, message) => {
    const result = validateContainerNumber(number);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });

  it("skips the multiples of 11 in the letter values (L is 23, not 22)", () => {
    // L=23 C=13 S=30 U=32, 3 0 5 4 3 8: 23 + 26 + 120 + 256 + 48 + 0 + 320 + 512 + 768 + 4096 = 6169;
    // 6169 mod 11 = 9 (11 × 560 = 6160). With L counted as 22 it would be 6168 mod 11 = 8.
    expect(iso6346CheckDigit("LCSU305438")).toBe(9);
  });

  it("catches every single-digit change of the serial", () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 9 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const chars = "CSQU3054383".split("");
        chars[position] = String((Number(chars[position]) + delta) % 10);
        return !validateContainerNumber(chars.join("")).ok;
      }),
    );
  });
});

describe("IMO numbers", () => {
  it.each([
    // Wikipedia's example: 9×7 + 0×6 + 7×5 + 4×4 + 7×3 + 2×2 = 139 → 9.
    "9074729",
    // Emma Maersk: 9×7 + 3×6 + 2×5 + 1×4 + 4×3 + 8×2 = 123 → 3.
    "9321483",
    // Ever Given: 9×7 + 8×6 + 1×5 + 1×4 + 0×3 + 0×2 = 120 → 0.
    "9811000",
  ])("accepts %s and IMO %s", (number) => {
    expect(validateImoNumber(number)).toEqual({ ok: true, value: number });
    expect(validateImoNumber(`IMO ${number}`)).toEqual({ ok: true, value: number });
    expect(imoCheckDigit(number)).toBe(Number(number[6]));
  });

  it.each([
    ["9074728", "wrong check digit"],
    ["9321484", "wrong check digit"],
    ["907472", "seven digits"],
    ["90747290", "seven digits"],
    ["IMO 90747A9", "seven digits"],
  ])("refuses %s (%s)", (number, message) => {
    const result = validateImoNumber(number);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
});
