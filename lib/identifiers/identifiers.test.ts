import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkIndianIdentifiers } from "./check-indian-identifiers";
import { gstinCheckCharacter, validateGstin } from "./gstin";
import { validateIec } from "./iec";
import { findIndianState, INDIAN_STATES } from "./indian-states";
import { validatePan } from "./pan";

describe("validateGstin", () => {
  it.each(["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "07AAACR5055K1Z9"])("accepts the valid GSTIN %s", (gstin) => {
    expect(validateGstin(gstin)).toMatchObject({ ok: true, stateCode: gstin.slice(0, 2), pan: gstin.slice(2, 12) });
  });

  it.each([
    ["27AAPFU0939F1ZW", "check digit"],
    ["27AAPFU0939F1ZA", "check digit"],
    ["72AAPFU0939F1ZV", "not an Indian state code"],
    ["27AAPFU0939F1Z", "15 characters"],
    ["27AAPFU0939F1ZVX", "15 characters"],
    ["27AAPFU0939F1YV", "format"],
    ["27AAPF00939F1ZV", "format"],
    ["AAAPFU0939F1ZVV", "format"],
    ["27AAPFU0939F0ZV", "format"],
  ])("refuses %s (%s)", (gstin, message) => {
    const result = validateGstin(gstin);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });

  it("catches every single-character substitution in the check character", () => {
    const valid = "27AAPFU0939F1ZV";
    for (const c of "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
      if (c === "V") continue;
      expect(validateGstin(valid.slice(0, 14) + c).ok).toBe(false);
    }
  });

  it("a computed check character always validates, and any other one never does (property)", () => {
    const alnum = fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    const letter = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    const digit = fc.constantFrom(..."0123456789");
    const state = fc.constantFrom(...INDIAN_STATES.map((s) => s.gstCode));
    const body = fc
      .tuple(
        state,
        fc.array(letter, { minLength: 5, maxLength: 5 }),
        fc.array(digit, { minLength: 4, maxLength: 4 }),
        letter,
        fc.constantFrom(..."123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
      )
      .map(([s, l5, d4, l, e]) => `${s}${l5.join("")}${d4.join("")}${l}${e}Z`);
    fc.assert(
      fc.property(body, alnum, (first14, other) => {
        const check = gstinCheckCharacter(first14);
        expect(validateGstin(first14 + check).ok).toBe(true);
        if (other !== check) expect(validateGstin(first14 + other).ok).toBe(false);
      }),
    );
  });
});

describe("validatePan", () => {
  it.each(["AAPFU0939F", "AAGCB7383J", "ABCPE1234F", "AAAHT5678Q"])("accepts %s", (pan) =>
    expect(validatePan(pan).ok).toBe(true),
  );
  it.each([
    ["AAPFU0939", "10 characters"],
    ["AAPFU09391", "five letters, four digits"],
    ["1APFU0939F", "five letters, four digits"],
    ["AAPXU0939F", "holder type"],
    ["AAPDU0939F", "holder type"],
  ])("refuses %s (%s)", (pan, message) => {
    const result = validatePan(pan);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
});

describe("validateIec", () => {
  it("accepts a PAN-format IEC", () => expect(validateIec("AAPFU0939F").ok).toBe(true));
  it.each(["0305012345", "AAPFU0939", "AAPXU0939F"])("refuses %s", (iec) => expect(validateIec(iec).ok).toBe(false));
});

describe("findIndianState", () => {
  it.each([
    ["Maharashtra", "27"],
    ["maharashtra", "27"],
    ["MH", "27"],
    ["IN-MH", "27"],
    ["27", "27"],
    ["Jammu & Kashmir", "01"],
    ["Tamil Nadu", "33"],
  ])("%s → %s", (input, code) => expect(findIndianState(input)?.gstCode).toBe(code));
  it.each(["", "Atlantis", "28", "XX"])("%s → null", (input) => expect(findIndianState(input)).toBeNull());
});

describe("checkIndianIdentifiers (cross-field rules)", () => {
  const good = { gstin: "27AAPFU0939F1ZV", pan: "AAPFU0939F", iec: "AAPFU0939F", state: "Maharashtra" };
  const failed = (input: typeof good) => checkIndianIdentifiers(input).filter((c) => !c.ok);

  it("passes every check for consistent identifiers (lower case and spaces accepted)", () => {
    expect(failed(good)).toEqual([]);
    expect(failed({ gstin: " 27aapfu0939f1zv ", pan: "aapfu0939f", iec: "aapfu0939f", state: "MH" })).toEqual([]);
    expect(checkIndianIdentifiers(good).map((c) => c.label)).toEqual([
      "GSTIN format and check character",
      "PAN format",
      "IEC format",
      "IEC equals PAN",
      "PAN inside the GSTIN",
      "GSTIN state code matches the address",
    ]);
  });

  it("an IEC other than the PAN fails on iec", () => {
    expect(failed({ ...good, iec: "AAGCB7383J" })).toEqual([
      expect.objectContaining({ field: "iec", message: expect.stringContaining("same as the PAN") }),
    ]);
  });

  it("a GSTIN holding another PAN fails on gstin", () => {
    expect(failed({ ...good, gstin: "29AAGCB7383J1Z4", state: "Karnataka" })).toEqual([
      expect.objectContaining({
        field: "gstin",
        message: "Characters 3 to 12 of the GSTIN (AAGCB7383J) must be the PAN (AAPFU0939F).",
      }),
    ]);
  });

  it("a GSTIN of another state than the address fails on address.state, naming both", () => {
    expect(failed({ ...good, state: "Karnataka" })).toEqual([
      expect.objectContaining({
        field: "address.state",
        message: expect.stringMatching(/Maharashtra \(code 27\).*Karnataka \(code 29\)/),
      }),
    ]);
  });

  it("an unknown state fails on address.state", () => {
    expect(failed({ ...good, state: "Atlantis" })).toEqual([expect.objectContaining({ field: "address.state" })]);
  });

  it("missing identifiers are each reported as required", () => {
    expect(failed({ gstin: "", pan: "", iec: "", state: "MH" }).map((c) => [c.field, c.message])).toEqual([
      ["gstin", "GSTIN is required for a business in India."],
      ["pan", "PAN is required for a business in India."],
      ["iec", "IEC is required for an exporter or importer in India."],
    ]);
  });

  it("a bad checksum skips the rules that depend on the GSTIN", () => {
    const checks = checkIndianIdentifiers({ ...good, gstin: "27AAPFU0939F1ZW" });
    expect(checks.filter((c) => !c.ok).map((c) => c.field)).toEqual(["gstin"]);
    expect(checks.some((c) => c.label === "PAN inside the GSTIN")).toBe(false);
  });
});
