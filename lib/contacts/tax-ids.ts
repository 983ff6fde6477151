/**
 * Offline checks of the tax and trade identifiers a party carries. Hand-written because they
 * are a few lines each and no well-kept npm package covers them together; the GSTIN check
 * digit is the published GSTN algorithm (mod 36 over the first 14 characters).
 */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** India's GST identification number: state code, PAN, entity number, Z, check character. */
export function isGstin(value: string): boolean {
  if (!GSTIN_SHAPE.test(value)) return false;
  const state = Number(value.slice(0, 2));
  // 01–38 are the states and union territories; 97 other territory, 99 centre jurisdiction.
  if (state < 1 || (state > 38 && state !== 97 && state !== 99)) return false;
  return gstinCheckChar(value.slice(0, 14)) === value[14];
}

/** India's Permanent Account Number: five letters, four digits, a letter. */
export const isPan = (value: string): boolean => /^[A-Z]{5}\d{4}[A-Z]$/.test(value);

/** India's Importer-Exporter Code: ten characters (the PAN for firms registered since 2019). */
export const isIec = (value: string): boolean => /^[A-Z0-9]{10}$/.test(value);

/** EU/UK Economic Operators Registration and Identification number: country code + up to 15. */
export const isEori = (value: string): boolean => /^[A-Z]{2}[A-Z0-9]{1,15}$/.test(value);

/** A VAT or other sales-tax registration: letters and digits, 4–20 (formats differ by country). */
export const isVatNumber = (value: string): boolean => /^[A-Z0-9]{4,20}$/.test(value);
