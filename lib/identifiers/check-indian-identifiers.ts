import { validateGstin } from "./gstin";
import { validateIec } from "./iec";
import { findIndianState } from "./indian-states";
import { validatePan } from "./pan";

export type IdentifierInput = {
  gstin?: string | null;
  pan?: string | null;
  iec?: string | null;
  state?: string | null;
  /**
   * Whether the business must have an IEC (only exporters and importers do: lib/verification's
   * role rules). Without it an absent IEC is not checked; one given is still checked. Default true.
   */
  iecRequired?: boolean;
};

/** One check, as shown to the reviewer in the admin queue and to the user as a field message. */
export type IdentifierCheck = {
  field: "gstin" | "pan" | "iec" | "address.state";
  label: string;
  ok: boolean;
  message: string;
};

const clean = (s: string | null | undefined) => (s ?? "").trim().toUpperCase();

/**
 * Offline checks of an Indian business's identifiers: GSTIN format and check character, PAN
 * pattern, IEC equal to the PAN, the PAN inside the GSTIN equal to the PAN, and the GSTIN's
 * state code equal to the address's state. Every check is listed, passed or failed.
 */
export function checkIndianIdentifiers(input: IdentifierInput): IdentifierCheck[] {
  const checks: IdentifierCheck[] = [];
  const gstin = clean(input.gstin);
  const pan = clean(input.pan);
  const iec = clean(input.iec);

  const gstinResult = gstin
    ? validateGstin(gstin)
    : ({ ok: false, message: "GSTIN is required for a business in India." } as const);
  checks.push({
    field: "gstin",
    label: "GSTIN format and check character",
    ok: gstinResult.ok,
    message: gstinResult.ok ? "Valid GSTIN." : gstinResult.message,
  });

  const panResult = pan
    ? validatePan(pan)
    : ({ ok: false, message: "PAN is required for a business in India." } as const);
  checks.push({
    field: "pan",
    label: "PAN format",
    ok: panResult.ok,
    message: panResult.ok ? "Valid PAN." : panResult.message,
  });

  const iecResult = iec
    ? validateIec(iec)
    : ({ ok: false, message: "IEC is required for an exporter or importer in India." } as const);
  if (iec || input.iecRequired !== false) {
    checks.push({
      field: "iec",
      label: "IEC format",
      ok: iecResult.ok,
      message: iecResult.ok ? "Valid IEC." : iecResult.message,
    });
  }

  if (panResult.ok && iecResult.ok) {
    const same = iec === pan;
    checks.push({
      field: "iec",
      label: "IEC equals PAN",
      ok: same,
      message: same
        ? "The IEC is the PAN."
        : "The IEC must be the same as the PAN: the DGFT issues the IEC equal to the business's PAN.",
    });
  }
  if (gstinResult.ok && panResult.ok) {
    const same = gstinResult.pan === pan;
    checks.push({
      field: "gstin",
      label: "PAN inside the GSTIN",
      ok: same,
      message: same
        ? "The GSTIN contains the PAN."
        : `Characters 3 to 12 of the GSTIN (${gstinResult.pan}) must be the PAN (${pan}).`,
    });
  }
  if (gstinResult.ok) {
    const state = findIndianState(input.state ?? "");
    const gstinState = findIndianState(gstinResult.stateCode);
    if (!state) {
      checks.push({
        field: "address.state",
        label: "Address state",
        ok: false,
        message: "Choose the Indian state or union territory of the address.",
      });
    } else {
      const same = state.gstCode === gstinResult.stateCode;
      checks.push({
        field: "address.state",
        label: "GSTIN state code matches the address",
        ok: same,
        message: same
          ? `Both are in ${state.name}.`
          : `The GSTIN is registered in ${gstinState?.name ?? gstinResult.stateCode} (code ${gstinResult.stateCode}) but the address is in ${state.name} (code ${state.gstCode}).`,
      });
    }
  }
  return checks;
}
