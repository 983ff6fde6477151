/**
 * Indian export identifiers, checked offline (research: shared/research/trade.md §2).
 * Hand-written: the checks are a regex and a 15-character checksum; no maintained npm package
 * covers IEC, AD code and port code together.
 */

const GSTIN_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const PAN = /^[A-Z]{3}[ABCFGHLJPTK][A-Z][0-9]{4}[A-Z]$/;

/** PAN pattern (the tenth character is a check letter whose algorithm is not public). */
export const isPan = (value: string): boolean => PAN.test(value);

/** IEC: since the DGFT migration, the IEC is the entity's PAN. */
export const isIec = (value: string): boolean => isPan(value);

/** GSTIN: state code, PAN, entity number, Z, and a Luhn mod 36 check character. */
export function isGstin(value: string): boolean {
  if (!/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_ALPHABET.indexOf(value[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return value[14] === GSTIN_ALPHABET[(36 - (sum % 36)) % 36];
}

/** AD code: 14 digits issued by the exporter's bank. */
export const isAdCode = (value: string): boolean => /^\d{14}$/.test(value);

/** Indian customs location code: IN + three letters + one character (INNSA1 sea, INBOM4 air). */
export const isIndianPortCode = (value: string): boolean => /^IN[A-Z]{3}[0-9A-Z]$/.test(value);
