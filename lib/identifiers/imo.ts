/**
 * IMO ship identification numbers (SOLAS XI-1/3, IMO resolution A.1117(30)): seven digits, the
 * last a check digit. Hand-written: one line of arithmetic.
 */
export const IMO_PATTERN = /^\d{7}$/;

/** The check digit of the first six digits: Σ digit × (7, 6, 5, 4, 3, 2), modulo 10. */
export function imoCheckDigit(first6: string): number {
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(first6[i]) * (7 - i);
  return sum % 10;
}

export type ImoResult = { ok: true; value: string } | { ok: false; message: string };

/** Accepts "9074729" and "IMO 9074729"; answers the seven digits DCSA's vesselIMONumber carries. */
export function validateImoNumber(input: string): ImoResult {
  const value = input.replace(/^\s*IMO\s*/i, "").trim();
  if (!IMO_PATTERN.test(value)) {
    return { ok: false, message: `${input} is not an IMO number: seven digits, e.g. 9074729.` };
  }
  const expected = imoCheckDigit(value);
  if (Number(value[6]) !== expected) {
    return { ok: false, message: `IMO ${value} has a wrong check digit (the first six digits give ${expected}).` };
  }
  return { ok: true, value };
}
