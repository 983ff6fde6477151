import fs from "node:fs";
import { parse } from "csv-parse/sync";
import { referenceDataFile } from "./data-file";
import { HS_SEARCH_KEYWORDS } from "./hs-keywords";

type HsRow = { hscode: string; description: string; parent: string; level: string };

type Subheading = {
  code: string;
  description: string;
  /** Lower case: the subheading's own description. */
  own: string;
  /** Lower case: its heading's and chapter's descriptions and any trade names (hs-keywords.ts). */
  context: string;
};

let subheadings: Map<string, Subheading> | undefined;

/** HS 2022 six-digit subheadings, with their parents' texts for search; read once on first use. */
function table(): Map<string, Subheading> {
  if (!subheadings) {
    const rows = parse(fs.readFileSync(referenceDataFile("hs2022.csv")), {
      columns: true,
      skip_empty_lines: true,
    }) as HsRow[];
    const byCode = new Map(rows.map((r) => [r.hscode, r]));
    const parentTexts = (row: HsRow): string[] => {
      const out: string[] = [];
      // Heading, then chapter (the file's "TOTAL" root lists itself as its parent: stop there).
      for (let p = byCode.get(row.parent); p && p.level !== "5" && out.length < 2; p = byCode.get(p.parent))
        out.push(p.description);
      return out;
    };
    // Chapters 98–99 are reserved for national use; the source's 999999 ("not specified") is no HS code.
    subheadings = new Map(
      rows
        .filter((r) => r.level === "6" && !/^9[89]/.test(r.hscode))
        .map((r) => [
          r.hscode,
          {
            code: r.hscode,
            description: r.description,
            own: r.description.toLowerCase(),
            context: [...parentTexts(r), HS_SEARCH_KEYWORDS[r.hscode] ?? ""].join(" | ").toLowerCase(),
          },
        ]),
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

export const hsDescription = (code: string): string | undefined => table().get(hsDigits(code).slice(0, 6))?.description;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type Word = { text: string; whole: RegExp; start: RegExp };

const toWord = (text: string): Word => ({
  text,
  whole: new RegExp(`(?:^|[^\\p{L}\\p{N}])${escape(text)}(?:[^\\p{L}\\p{N}]|$)`, "u"),
  start: new RegExp(`(?:^|[^\\p{L}\\p{N}])${escape(text)}`, "u"),
});

/** How well one word matches a text: 3 a whole word, 2 the start of a word, 1 inside a word, 0 not at all. */
function wordScore(text: string, word: Word): number {
  if (!text.includes(word.text)) return 0;
  return word.whole.test(text) ? 3 : word.start.test(text) ? 2 : 1;
}

/**
 * Subheadings for a query, best first.
 * - Digits ("0904", "8471.30", "84713010"): the subheading of an exact (or national eight/ten-digit)
 *   code first, then the codes that start with the digits, in code order.
 * - Words ("black pepper", "pepper black"): every word must occur, in any order, in the
 *   subheading's description, its heading's or chapter's, or its trade names. Ranked by how the
 *   words match (whole words before starts of words before parts of words, the subheading's own
 *   description before its parents'), then by code.
 */
export function searchHsCodes(query: string, limit = 20): { code: string; description: string }[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const digits = hsDigits(q);
  if (/^\d+$/.test(digits)) {
    const out: { code: string; description: string }[] = [];
    const exact = digits.length > 6 ? digits.slice(0, 6) : digits;
    const hit = table().get(exact);
    if (hit && (digits.length === 6 || digits.length === 8 || digits.length === 10))
      out.push({ code: hit.code, description: hit.description });
    for (const entry of table().values()) {
      if (out.length >= limit) break;
      if (entry.code.startsWith(digits) && entry !== hit)
        out.push({ code: entry.code, description: entry.description });
    }
    return out.slice(0, limit);
  }
  const words = [...new Set(q.split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
  // "men's" splits into "men" and "s": a lone letter would match nearly everything.
  const kept = words.length > 1 ? words.filter((w) => w.length > 1) : words;
  if (kept.length === 0) return [];
  const searched = kept.map(toWord);
  const hits: { entry: Subheading; score: number }[] = [];
  for (const entry of table().values()) {
    let score = 0;
    let all = true;
    for (const word of searched) {
      const own = wordScore(entry.own, word);
      const context = own === 3 ? 0 : wordScore(entry.context, word);
      if (own === 0 && context === 0) {
        all = false;
        break;
      }
      // The subheading's own words weigh more than its parents'.
      score += Math.max(own * 2, context * 2 - 1);
    }
    if (all) hits.push({ entry, score });
  }
  hits.sort((a, b) => b.score - a.score || (a.entry.code < b.entry.code ? -1 : 1));
  return hits.slice(0, limit).map(({ entry }) => ({ code: entry.code, description: entry.description }));
}

let chapters: Map<string, string> | undefined;

/** The title of an HS 2022 chapter ("61" → "Apparel and clothing accessories; knitted or crocheted"), from the same file. */
export function hsChapterTitle(chapter: string): string | undefined {
  if (!chapters) {
    const rows = parse(fs.readFileSync(referenceDataFile("hs2022.csv")), {
      columns: true,
      skip_empty_lines: true,
    }) as HsRow[];
    chapters = new Map(rows.filter((r) => r.level === "2").map((r) => [r.hscode, r.description]));
  }
  return chapters.get(chapter);
}
