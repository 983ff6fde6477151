import { describe, expect, it } from "vitest";
import { gstinCheckChar, isEori, isGstin, isIec, isPan, isVatNumber } from "./tax-ids";

describe("tax identifiers", () => {
  it("checks a GSTIN's check character, not only its shape", () => {
    expect(isGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isGstin("07AAPFU0939F1ZX")).toBe(true);
    expect(isGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isGstin("72AAPFU0939F1ZV")).toBe(false);
    expect(isGstin("27AAPFU0939F1Z")).toBe(false);
    expect(gstinCheckChar("27AAPFU0939F1Z")).toBe("V");
  });

  it("checks PAN, IEC, EORI and VAT shapes", () => {
    expect(isPan("AAPFU0939F")).toBe(true);
    expect(isPan("AAPF10939F")).toBe(false);
    expect(isIec("AAPFU0939F")).toBe(true);
    expect(isIec("AAPFU0939")).toBe(false);
    expect(isEori("DE123456789012345")).toBe(true);
    expect(isEori("123456")).toBe(false);
    expect(isVatNumber("DE123456789")).toBe(true);
    expect(isVatNumber("DE-1")).toBe(false);
  });
});
