import { describe, expect, it } from "vitest";
import { countryName, isCountryCode } from "./countries";
import { currencyMinorDigits, isCurrencyCode } from "./currencies";
import { hsDescription, isHsCode, searchHsCodes } from "./hs-codes";
import { findLocode, isLocode, searchLocations } from "./unlocode";

describe("reference data", () => {
  it("knows ISO countries", () => {
    expect(isCountryCode("IN")).toBe(true);
    expect(isCountryCode("XX")).toBe(false);
    expect(countryName("AE")).toBe("United Arab Emirates");
  });

  it("knows ISO 4217 currencies and their minor digits", () => {
    expect(currencyMinorDigits("INR")).toBe(2);
    expect(currencyMinorDigits("JPY")).toBe(0);
    expect(currencyMinorDigits("KWD")).toBe(3);
    expect(isCurrencyCode("XAU")).toBe(false);
    expect(isCurrencyCode("ABC")).toBe(false);
  });

  it("checks HS codes against the HS 2022 six-digit list", () => {
    expect(isHsCode("847130")).toBe(true);
    expect(isHsCode("8471.30")).toBe(true);
    expect(isHsCode("84713010")).toBe(true); // an Indian eight-digit ITC(HS) item of 8471.30
    expect(isHsCode("847199")).toBe(false);
    expect(isHsCode("000000")).toBe(false);
    expect(isHsCode("999999")).toBe(false);
    expect(isHsCode("8471")).toBe(false);
    expect(hsDescription("090111")).toMatch(/Coffee/);
    expect(searchHsCodes("0901").map((h) => h.code)).toContain("090111");
  });

  it("checks UN/LOCODEs and finds ports, seaports first", () => {
    expect(isLocode("INNSA")).toBe(true);
    expect(isLocode("IN NSA")).toBe(true);
    expect(isLocode("ZZZZZ")).toBe(false);
    const nhava = findLocode("INNSA")!;
    expect(nhava.kinds).toContain("seaport");
    expect(searchLocations("innsa")[0]?.code).toBe("INNSA");
    const mundra = searchLocations("mundra");
    expect(mundra[0]?.code).toBe("INMUN");
    const jebel = searchLocations("jebel ali");
    expect(jebel.some((l) => l.code === "AEJEA")).toBe(true);
    expect(searchLocations("a")).toEqual([]);
    // The first call parses 116,000 rows and builds the search index: seconds on a busy machine.
  }, 30_000);
});
