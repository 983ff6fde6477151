import { stateByGstCode } from "./indian-states";

/**
 * GSTIN: 2-digit state code, the holder's 10-character PAN, an entity number (1-9 or A-Z), the
 * letter Z (default), and a check character. Format per the GST Network's specification.
 */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The check character of the first 14 characters (the GSTN's mod-36 scheme): each character's
 * value is multiplied by 1 or 2 alternately, the product's base-36 digits are summed, and the
 * check character is what brings the sum to a multiple of 36. Hand-written: it is ten lines,
 * and no maintained npm package covers it without pulling in unrelated validators.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i]!);
    if (value < 0) throw new Error("gstinCheckCharacter: character outside 0-9A-Z");
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinResult = { ok: true; stateCode: string; pan: string } | { ok: false; message: string };

/** Format, state code and check character; `input` is expected upper-cased and trimmed. */
export function validateGstin(input: string): GstinResult {
  if (input.length !== 15) return { ok: false, message: "A GSTIN has 15 characters, for example 27AAPFU0939F1ZV." };
  if (!GSTIN_PATTERN.test(input)) {
    return {
      ok: false,
      message:
        "This GSTIN is not in the right format: 2-digit state code, 10-character PAN, entity number, Z, check character.",
    };
  }
  const stateCode = input.slice(0, 2);
  if (!stateByGstCode(stateCode))
    return { ok: false, message: `This GSTIN starts with ${stateCode}, which is not an Indian state code.` };
  if (gstinCheckCharacter(input.slice(0, 14)) !== input[14]) {
    return {
      ok: false,
      message: "This GSTIN's last character does not match its check digit: please check it for a typing mistake.",
    };
  }
  return { ok: true, stateCode, pan: input.slice(2, 12) };
}
