import fs from "node:fs";
import { parse } from "csv-parse/sync";
import MiniSearch, { type SearchResult } from "minisearch";
import { stemmer } from "stemmer";
import { referenceDataFile } from "./data-file";
import { HS_SEARCH_KEYWORDS } from "./hs-keywords";
import { hsDigits } from "./hs-codes";

export type HsCandidate = { code: string; description: string; score: number; matchedTerms: string[] };

type HsRow = { hscode: string; description: string; parent: string; level: string };
type IndexedSubheading = { id: string; description: string; heading: string; keywords: string };

/**
 * Trade words the HS 2022 texts do not use, mapped to the words they do (query side only).
 * Curated from how exporters describe goods on invoices and purchase orders versus the WCO
 * wording; each entry must lead to the heading a customs officer would choose, so keep the list
 * short and obvious: a wrong synonym sends goods to the wrong line. Keys and values are plain
 * words; both go through the same normalising and stemming as the index.
 */
const SYNONYMS: Record<string, string[]> = {
  tee: ["tshirt"], // "tees", "tee shirts": T-shirts, 61.09
  tshirt: ["tshirt"],
  prawn: ["shrimp"], // the HS pairs them ("shrimps and prawns") but some lines say only shrimp
  shrimp: ["prawn"],
  chilli: ["capsicum"], // 09.04: "fruits of the genus Capsicum"
  chili: ["capsicum"],
  sneaker: ["sports", "footwear"], // 64.04 "sports footwear"
  trainer: ["sports", "footwear"],
  shoe: ["footwear"],
  laptop: ["portable", "automatic", "data", "processing"], // 8471.30
  notebook: ["portable", "automatic", "data", "processing"],
  computer: ["automatic", "data", "processing"],
  mobile: ["cellular", "telephone"], // 8517.13/14
  cellphone: ["cellular", "telephone"],
  phone: ["telephone"],
  tire: ["tyre"],
  aluminum: ["aluminium"],
  jeans: ["trousers"], // 62.03/62.04 trousers, "of cotton" for denim
  sweater: ["jersey", "pullover"], // 61.10
  jumper: ["jersey", "pullover"],
  hoodie: ["jersey", "pullover"],
  medicine: ["medicament"], // 30.04
  drug: ["medicament"],
  tablet: ["medicament", "measured", "dose"], // 30.04 "put up in measured doses"
  capsule: ["medicament", "measured", "dose"],
  garment: ["apparel"],
  rug: ["carpet"],
  fridge: ["refrigerator"],
  car: ["motor", "car"],
  basmati: ["rice"],
};

/** Words that say nothing about the goods ("Other", "n.e.s.", joins). */
const STOP_WORDS = new Set([
  "a", "an", "and", "or", "of", "the", "for", "with", "in", "on", "to", "by", "not", "other", "others", "than",
  "whether", "nes", "its", "their", "as", "be", "but", "are", "is", "from", "at", "excluding", "including",
]); // prettier-ignore

/** "T-shirt", "t shirt", "tshirts" are one word, as traders write it several ways. */
const normalise = (text: string) => text.toLowerCase().replace(/\b(?:t|tee)[\s-]?shirt/g, "tshirt");

const tokenize = (text: string) => normalise(text).split(/[^\p{L}\p{N}]+/u);

const stemOf = (word: string): string | null => {
  const w = word.toLowerCase();
  if (!w || STOP_WORDS.has(w) || (w.length < 2 && !/\d/.test(w))) return null;
  return stemmer(w);
};

const STEMMED_SYNONYMS = new Map(Object.entries(SYNONYMS).map(([k, v]) => [stemmer(k), v.map((w) => stemmer(w))]));

type Index = {
  search: MiniSearch<IndexedSubheading>;
  byCode: Map<string, IndexedSubheading>;
  surface: Map<string, string>;
};

let index: Index | undefined;

/** The index over every HS 2022 subheading, built on first use and kept for the process. */
function hsIndex(): Index {
  if (index) return index;
  const rows = parse(fs.readFileSync(referenceDataFile("hs2022.csv")), {
    columns: true,
    skip_empty_lines: true,
  }) as HsRow[];
  const byRowCode = new Map(rows.map((r) => [r.hscode, r]));
  // Chapters 98–99 are national; 999999 ("not specified") is no HS code (as in hs-codes.ts).
  const docs: IndexedSubheading[] = rows
    .filter((r) => r.level === "6" && !/^9[89]/.test(r.hscode))
    .map((r) => {
      // The heading's text carries the words an "Other" subheading lacks. The chapter's is left
      // out: its broad words ("parts", "cotton") would match whole chapters and cost more than
      // they rank.
      const heading = byRowCode.get(r.parent);
      return {
        id: r.hscode,
        description: r.description,
        heading: heading?.description ?? "",
        keywords: HS_SEARCH_KEYWORDS[r.hscode] ?? "",
      };
    });
  // The first written form of each stem, so matched terms read as words ("shrimps", not "shrimp").
  const surface = new Map<string, string>();
  const search = new MiniSearch<IndexedSubheading>({
    fields: ["description", "heading", "keywords"],
    tokenize,
    processTerm: (term) => {
      const stem = stemOf(term);
      if (stem && !surface.has(stem)) surface.set(stem, term.replace(/^tshirt/, "t-shirt"));
      return stem;
    },
    searchOptions: {
      boost: { description: 3, keywords: 3, heading: 1.5 },
      processTerm: (term) => {
        const stem = stemOf(term);
        if (!stem) return null;
        const synonyms = STEMMED_SYNONYMS.get(stem);
        return synonyms ? [...new Set([stem, ...synonyms])] : stem;
      },
      // Typing as you go: the last word may be unfinished.
      prefix: (term, i, terms) => i === terms.length - 1 && term.length >= 3,
      combineWith: "OR",
    },
  });
  search.addAll(docs);
  index = { search, byCode: new Map(docs.map((d) => [d.id, d])), surface };
  return index;
}

/** The stems each typed word stands for (itself and its synonyms). */
function wordGroups(query: string): Set<string>[] {
  return tokenize(query)
    .map((w) => stemOf(w))
    .filter((s): s is string => s !== null)
    .map((s) => new Set([s, ...(STEMMED_SYNONYMS.get(s) ?? [])]));
}

/**
 * Ranked six-digit HS 2022 candidates for a commodity description (docs/compliance.md): BM25 over
 * the subheading's own text, its heading's and chapter's, and curated trade names, with Porter
 * stemming, trade-word synonyms, prefix matching on the last word and fuzzy matching on long
 * words. A subheading matching every typed word ranks above one matching some; `score` is
 * relative to the best candidate (1). Digits ("0306", "8471.30") list the codes they start.
 */
export function suggestHsCodes(query: string, limit = 10): HsCandidate[] {
  const q = query.trim();
  if (!q) return [];
  const digits = hsDigits(q);
  if (/^\d{2,}$/.test(digits)) {
    const six = digits.slice(0, 6);
    const { byCode } = hsIndex();
    const exact = digits.length >= 6 ? byCode.get(six) : undefined;
    const out = exact ? [exact] : [];
    // Codes in order (the CSV's), those the digits start.
    for (const entry of byCode.values()) {
      if (out.length >= limit) break;
      if (entry !== exact && entry.id.startsWith(digits)) out.push(entry);
    }
    return out.map((e) => ({ code: e.id, description: e.description, score: 1, matchedTerms: [digits] }));
  }
  const groups = wordGroups(q);
  if (groups.length === 0) return [];
  const { search, byCode, surface } = hsIndex();
  const coverage = (r: SearchResult) => {
    const hit = new Set(r.queryTerms);
    return groups.filter((g) => [...g].some((t) => hit.has(t))).length;
  };
  let results = search.search(q);
  // Typos: only when some typed word found nothing as written, search again allowing one slip
  // in words of six letters or more (fuzzy matching over every term costs several times more).
  const found = new Set(results.flatMap((r) => r.queryTerms));
  if (groups.some((g) => ![...g].some((t) => found.has(t))))
    results = search.search(q, { fuzzy: (term) => (term.length >= 6 ? 0.2 : false) });
  const ranked = results.map((r: SearchResult) => {
    const covered = coverage(r);
    // Coverage dominates: every word found beats a higher BM25 on fewer of them.
    return { r, rank: r.score * (covered / groups.length) ** 2 };
  });
  ranked.sort((a, b) => b.rank - a.rank || (a.r.id < b.r.id ? -1 : 1));
  const top = ranked[0]?.rank ?? 0;
  return ranked.slice(0, limit).map(({ r, rank }) => ({
    code: r.id as string,
    description: byCode.get(r.id as string)!.description,
    score: top > 0 ? Math.round((rank / top) * 1000) / 1000 : 0,
    matchedTerms: r.terms.map((t) => surface.get(t) ?? t),
  }));
}

/** Builds the index now (a server warms it so the first keystroke does not pay for it). */
export function warmHsIndex(): void {
  hsIndex();
}
