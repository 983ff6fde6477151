/**
 * ISO 6346 container numbers (BIC): a 3-letter owner code, a category identifier (U freight
 * container, J detachable equipment, Z trailer or chassis), a 6-digit serial number and a check
 * digit. Hand-written: the check is a dozen lines and the npm packages for it are unmaintained.
 */
export const ISO6346_PATTERN = /^[A-Z]{3}[UJZ]\d{6}\d$/;

/**
 * Letter values of ISO 6346 Annex A: A = 10 upwards, skipping 11, 22 and 33 (the multiples of
 * 11, which would cancel out in the modulo-11 sum).
 */
function charValue(ch: string): number {
  if (ch >= "0" && ch <= "9") return ch.charCodeAt(0) - 48;
  let value = 10;
  for (let code = 65; code < ch.charCodeAt(0); code++) {
    value++;
    if (value % 11 === 0) value++;
  }
  return value;
}

/** The check digit of the first ten characters: Σ value × 2^position, modulo 11, and a remainder of 10 counts as 0. */
export function iso6346CheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += charValue(first10[i]!) * 2 ** i;
  return (sum % 11) % 10;
}

/** Upper-cased, without spaces, dashes or slashes ("MSCU 123456-7" → "MSCU1234567"). */
export const normaliseContainerNumber = (input: string) => input.replace(/[\s\-/]/g, "").toUpperCase();

export type ContainerNumberResult = { ok: true; value: string } | { ok: false; message: string };

export function validateContainerNumber(input: string): ContainerNumberResult {
  const value = normaliseContainerNumber(input);
  if (!ISO6346_PATTERN.test(value)) {
    return {
      ok: false,
      message: `${input} is not an ISO 6346 container number: 3-letter owner code, U, J or Z, 6 digits and a check digit, e.g. CSQU3054383.`,
    };
  }
  const expected = iso6346CheckDigit(value);
  if (Number(value[10]) !== expected) {
    return {
      ok: false,
      message: `${value} has a wrong check digit (ISO 6346 gives ${expected} for ${value.slice(0, 10)}).`,
    };
  }
  return { ok: true, value };
}
