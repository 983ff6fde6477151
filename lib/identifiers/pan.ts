/**
 * PAN: five letters, four digits, one letter. The fourth letter is the holder type (C company,
 * P person, H Hindu undivided family, F firm or LLP, A association of persons, T trust,
 * B body of individuals, L local authority, J artificial juridical person, G government).
 */
export const PAN_PATTERN = /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/;

export type PanResult = { ok: true } | { ok: false; message: string };

export function validatePan(input: string): PanResult {
  if (input.length !== 10)
    return { ok: false, message: "A PAN has 10 characters: five letters, four digits, one letter (e.g. AAPFU0939F)." };
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(input))
    return { ok: false, message: "A PAN is five letters, four digits and one letter, for example AAPFU0939F." };
  if (!PAN_PATTERN.test(input))
    return {
      ok: false,
      message: "The fourth letter of a PAN is the holder type (C, P, H, F, A, T, B, L, J or G); this one is not.",
    };
  return { ok: true };
}
