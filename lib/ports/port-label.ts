import { isCountryCode } from "@/lib/reference/countries";
import { findLocode, type Location } from "@/lib/reference/unlocode";

/**
 * A saved port is one string (spec §3), shown as an option whose value and label are equal.
 * The format this app writes and checks:
 *
 *   "<UN/LOCODE> — <name>, <country>"   e.g. "INNSA — Jawaharlal Nehru (Nhava Sheva), IN"
 *
 * - A string that starts with a code and a dash ("INNSA — …", "IN NSA - …") names a UN/LOCODE:
 *   the code must exist; the text after the dash is the user's own and kept as written.
 * - A bare code in capitals ("INNSA", "IN NSA") becomes the canonical label above; one that
 *   does not exist is refused (a typo, not a place). Lower- and mixed-case words are never
 *   read as codes: "Dubai" or "Delhi" stay free text.
 * - Anything else is free text (a place UN/LOCODE lacks, an inland depot's local name).
 */
export const PORT_SEPARATOR = " — ";

/** The canonical label of a UN/LOCODE location. */
export function portLabel(location: Pick<Location, "code" | "name" | "country">): string {
  return `${location.code}${PORT_SEPARATOR}${location.name}, ${location.country}`;
}

const CODE_WITH_TEXT = /^([A-Za-z]{2}) ?([A-Za-z2-9]{3})\s*[—–-]\s*(\S.*)$/;
const BARE_CODE = /^([A-Z]{2}) ?([A-Z2-9]{3})$/;

export type ParsedPort = { ok: true; port: string; code: string | null } | { ok: false; message: string };

/** Normalises a port string and checks the UN/LOCODE it names, if it names one. */
export function parsePort(input: string): ParsedPort {
  const text = input.replace(/\s+/g, " ").trim();
  const withText = CODE_WITH_TEXT.exec(text);
  if (withText) {
    const code = `${withText[1]}${withText[2]}`.toUpperCase();
    if (!findLocode(code))
      return {
        ok: false,
        message: `${code} is not a UN/LOCODE. Search for the port, or write its name without a code.`,
      };
    return { ok: true, port: `${code}${PORT_SEPARATOR}${withText[3]}`, code };
  }
  const bare = BARE_CODE.exec(text);
  if (bare && isCountryCode(bare[1]!)) {
    const code = `${bare[1]}${bare[2]}`;
    const location = findLocode(code);
    if (!location)
      return {
        ok: false,
        message: `${code} is not a UN/LOCODE. Search for the port, or write its name without a code.`,
      };
    return { ok: true, port: portLabel(location), code };
  }
  return { ok: true, port: text, code: null };
}
