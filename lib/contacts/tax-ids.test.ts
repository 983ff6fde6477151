import { describe, expect, it } from "vitest";
import { checkEori, checkGstin, checkIec, checkPan, checkVat } from "./tax-ids";

describe("tax identifiers of a contact", () => {
  it("checks a GSTIN's check character through lib/identifiers", () => {
    expect(checkGstin("27AAPFU0939F1ZV")).toBeNull();
    expect(checkGstin("27AAPFU0939F1ZW")).toMatch(/check digit/);
    expect(checkGstin("27AAPFU0939F1Z")).toMatch(/15 characters/);
  });

  it("checks PAN, IEC, EORI and VAT", () => {
    expect(checkPan("AAPFU0939F")).toBeNull();
    expect(checkPan("AAPF10939F")).not.toBeNull();
    expect(checkIec("AAPFU0939F")).toBeNull();
    expect(checkIec("AAPFU0939")).not.toBeNull();
    expect(checkEori("DE123456789012345")).toBeNull();
    expect(checkEori("123456")).toMatch(/^EORI:/);
    expect(checkVat("DE123456789")).toBeNull();
    expect(checkVat("DE-1")).toMatch(/^VAT number:/);
  });
});
