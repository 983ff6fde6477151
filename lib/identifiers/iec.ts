import { validatePan } from "./pan";

/**
 * Importer-Exporter Code. Since 2018 the DGFT issues the IEC equal to the business's PAN, so a
 * valid IEC has the PAN's format; older 10-digit IECs were re-issued as the PAN.
 */
export type IecResult = { ok: true } | { ok: false; message: string };

export function validateIec(input: string): IecResult {
  if (input.length !== 10)
    return { ok: false, message: "An IEC has 10 characters; it is the same as your business's PAN." };
  if (!validatePan(input).ok)
    return {
      ok: false,
      message: "An IEC is issued equal to your business's PAN (e.g. AAPFU0939F); this one is not in that format.",
    };
  return { ok: true };
}
