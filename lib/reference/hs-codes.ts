import fs from "node:fs";
import { parse } from "csv-parse/sync";
import { referenceDataFile } from "./data-file";

type HsRow = { hscode: string; description: string; level: string };

let subheadings: Map<string, string> | undefined;

/** HS 2022 six-digit subheadings and their descriptions, read once on first use. */
function table(): Map<string, string> {
  if (!subheadings) {
    const rows = parse(fs.readFileSync(referenceDataFile("hs2022.csv")), {
      columns: true,
      skip_empty_lines: true,
    }) as HsRow[];
    // Chapters 98–99 are reserved for national use; the source's 999999 ("not specified") is no HS code.
    subheadings = new Map(
      rows.filter((r) => r.level === "6" && !/^9[89]/.test(r.hscode)).map((r) => [r.hscode, r.description]),
    );
  }
  return subheadings;
}

/** Digits only: "8471.30" and "8471 30 00" are written forms of 847130 / 84713000. */
export const hsDigits = (code: string): string => code.replace(/[\s.]/g, "");

/**
 * A code is valid when it is a six-digit HS 2022 subheading, or a national extension of one
 * (India's eight-digit ITC(HS), ten-digit tariffs) whose first six digits are.
 */
export function isHsCode(code: string): boolean {
  const digits = hsDigits(code);
  return /^(\d{6}|\d{8}|\d{10})$/.test(digits) && table().has(digits.slice(0, 6));
}

export const hsDescription = (code: string): string | undefined => table().get(hsDigits(code).slice(0, 6));

/** Subheadings whose code starts with, or whose description contains, the query. */
export function searchHsCodes(query: string, limit = 20): { code: string; description: string }[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const digits = hsDigits(q);
  const out: { code: string; description: string }[] = [];
  for (const [code, description] of table()) {
    if ((/^\d+$/.test(digits) && code.startsWith(digits)) || description.toLowerCase().includes(q)) {
      out.push({ code, description });
      if (out.length >= limit) break;
    }
  }
  return out;
}
