import { validateGstin } from "@/lib/identifiers/gstin";
import { validateIec } from "@/lib/identifiers/iec";
import { validatePan } from "@/lib/identifiers/pan";

/**
 * Offline checks of the tax and trade identifiers a party carries: each returns the message to
 * show, or null when the value is acceptable. Indian identifiers use lib/identifiers (GSTIN with
 * its state code and check character, PAN with its holder type, IEC); EORI and VAT numbers are
 * checked by shape only (formats differ by country; hand-written, two regular expressions).
 */
export type TaxIdCheck = (value: string) => string | null;

export const checkGstin: TaxIdCheck = (value) => {
  const result = validateGstin(value);
  return result.ok ? null : result.message;
};

export const checkPan: TaxIdCheck = (value) => {
  const result = validatePan(value);
  return result.ok ? null : result.message;
};

export const checkIec: TaxIdCheck = (value) => {
  const result = validateIec(value);
  return result.ok ? null : result.message;
};

/** EU/UK Economic Operators Registration and Identification number: country code + up to 15. */
export const checkEori: TaxIdCheck = (value) =>
  /^[A-Z]{2}[A-Z0-9]{1,15}$/.test(value)
    ? null
    : "EORI: enter a country code and up to 15 letters or digits, for example DE123456789012345.";

/** A VAT or other sales-tax registration: letters and digits, 4–20. */
export const checkVat: TaxIdCheck = (value) =>
  /^[A-Z0-9]{4,20}$/.test(value) ? null : "VAT number: enter 4 to 20 letters and digits, for example DE123456789.";
