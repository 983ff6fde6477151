import fs from "node:fs";
import { parse } from "csv-parse/sync";
import { referenceDataFile } from "./data-file";

export type LocationKind = "seaport" | "airport" | "rail" | "road" | "inland_depot";

export type Location = {
  /** The five-character UN/LOCODE, e.g. INNSA. */
  code: string;
  name: string;
  country: string;
  subdivision: string | null;
  kinds: LocationKind[];
  lat: number | null;
  lon: number | null;
};

type Row = {
  country: string;
  location: string;
  name: string;
  nameWoDiacritics: string;
  subdivision: string;
  function: string;
  lat: string;
  lon: string;
};
type Indexed = Location & { haystack: string; nameKey: string; rank: number };

// Position in the UN/LOCODE function string → kind (see data/README.md).
const KIND_AT: [number, string, LocationKind][] = [
  [0, "1", "seaport"],
  [3, "4", "airport"],
  [1, "2", "rail"],
  [2, "3", "road"],
  [5, "6", "inland_depot"],
];

/**
 * Search structures, built once (see searchLocations): `list` in result order (kind rank, then
 * name); codes and primary names sorted for prefix ranges by binary search; every haystack in
 * one string for substring search with indexOf.
 */
type SearchIndex = {
  list: Indexed[];
  byCode: Map<string, Indexed>;
  /** Every name and alternative name (lower case) → the entries (positions in `list`) it names. */
  byName: Map<string, number[]>;
  codes: string[];
  codeOrder: Int32Array;
  names: string[];
  nameOrder: Int32Array;
  haystacks: string;
  haystackStarts: Int32Array;
};

let index: SearchIndex | undefined;

const SEPARATOR = "\u0000";

let seen: Uint8Array | undefined;

/** Parses the list once on first use (about 116,000 rows, under a second). */
function load() {
  if (index) return index;
  const rows = parse(fs.readFileSync(referenceDataFile("unlocode.csv")), {
    columns: true,
    skip_empty_lines: true,
  }) as Row[];
  const byCode = new Map<string, Indexed>();
  for (const row of rows) {
    const code = `${row.country}${row.location}`;
    const existing = byCode.get(code);
    const alias = (row.nameWoDiacritics || row.name).toLowerCase();
    if (existing) {
      // An alternative name of the same place: searchable, not a second entry.
      existing.haystack += `|${alias}`;
      continue;
    }
    const kinds = KIND_AT.filter(([at, flag]) => row.function[at] === flag).map(([, , kind]) => kind);
    const lat = row.lat === "" ? null : Number(row.lat);
    const lon = row.lon === "" ? null : Number(row.lon);
    byCode.set(code, {
      code,
      name: row.name,
      country: row.country,
      subdivision: row.subdivision || null,
      kinds,
      lat: Number.isFinite(lat) ? lat : null,
      lon: Number.isFinite(lon) ? lon : null,
      haystack: `${code.toLowerCase()}|${alias}`,
      nameKey: alias,
      // Seaports and airports are what trade documents name most: they come first.
      rank: kinds.includes("seaport") ? 0 : kinds.includes("airport") ? 1 : kinds.includes("inland_depot") ? 2 : 3,
    });
  }
  // Result order, fixed once: seaports, airports, inland depots, the rest; then by name. The
  // stable sort keeps file order for equal names, as a per-query sort did.
  const collator = new Intl.Collator();
  const list = [...byCode.values()].sort((a, b) => a.rank - b.rank || collator.compare(a.name, b.name));
  const sortedBy = (key: (e: Indexed) => string) => {
    const values = list.map(key);
    const order = Int32Array.from(list.keys()).sort((a, b) =>
      values[a]! < values[b]! ? -1 : values[a]! > values[b]! ? 1 : a - b,
    );
    return { keys: Array.from(order, (i) => values[i]!), order };
  };
  const byName = new Map<string, number[]>();
  list.forEach((entry, i) => {
    for (const alias of new Set(entry.haystack.split("|").slice(1))) {
      const orders = byName.get(alias);
      if (orders) orders.push(i);
      else byName.set(alias, [i]);
    }
  });
  const codes = sortedBy((e) => e.code.toLowerCase());
  const names = sortedBy((e) => e.nameKey);
  const haystackStarts = new Int32Array(list.length);
  let offset = 0;
  list.forEach((entry, i) => {
    haystackStarts[i] = offset;
    offset += entry.haystack.length + SEPARATOR.length;
  });
  index = {
    list,
    byCode,
    byName,
    codes: codes.keys,
    codeOrder: codes.order,
    names: names.keys,
    nameOrder: names.order,
    haystacks: list.map((e) => e.haystack).join(SEPARATOR),
    haystackStarts,
  };
  return index;
}

const strip = ({ haystack: _h, nameKey: _n, rank: _r, ...location }: Indexed): Location => location;

/** The location with this UN/LOCODE ("INNSA", "IN NSA"), or undefined. */
export function findLocode(code: string): Location | undefined {
  const hit = load().byCode.get(code.replace(/\s/g, "").toUpperCase());
  return hit && strip(hit);
}

export const isLocode = (code: string): boolean => findLocode(code) !== undefined;

/** The first position in a sorted array whose key is not below `key`. */
function lowerBound(keys: string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The entry whose haystack holds position `at` of the joined haystacks. */
function entryAt(starts: Int32Array, at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (starts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Locations by code or name. Order: exact code, exact name (or alternative name), code prefix,
 * name prefix, name anywhere; within each, seaports, then airports, then inland depots, then the
 * rest; then by name. So "Rotterdam" and "NLRTM" both answer NLRTM first, and "Hamburg" lists
 * every place called Hamburg before Hamburg-Mitte.
 *
 * Hand-written index rather than a scan: a scan of 116,000 entries per keystroke cost tens of
 * milliseconds on a busy machine. Prefixes are binary-searched ranges of sorted keys, "anywhere"
 * is indexOf over one joined string, and each tier keeps its best `limit` by result order.
 */
export function searchLocations(query: string, limit = 20): Location[] {
  const q = query.trim().toLowerCase();
  if (q.length < 2) return [];
  const compact = q.replace(/\s/g, "");
  const idx = load();
  // Marks the entries found so far (an entry counts once, in its best tier). One array for the
  // process, cleared after each search, so a keystroke allocates next to nothing.
  seen ??= new Uint8Array(idx.list.length);
  const marks = seen;
  const tiers: number[][] = [[], [], [], [], []];
  const add = (order: number, tier: number) => {
    if (marks[order]) return;
    marks[order] = 1;
    tiers[tier]!.push(order);
  };
  const codeStart = lowerBound(idx.codes, compact);
  if (idx.codes[codeStart] === compact) add(idx.codeOrder[codeStart]!, 0);
  for (const order of idx.byName.get(q.replace(/\s+/g, " ")) ?? []) add(order, 1);
  for (let i = codeStart; i < idx.codes.length && idx.codes[i]!.startsWith(compact); i++) add(idx.codeOrder[i]!, 2);
  for (let i = lowerBound(idx.names, q); i < idx.names.length && idx.names[i]!.startsWith(q); i++)
    add(idx.nameOrder[i]!, 3);
  if (q.length >= 3 && !q.includes(SEPARATOR)) {
    for (let at = idx.haystacks.indexOf(q); at !== -1;) {
      const order = entryAt(idx.haystackStarts, at);
      add(order, 4);
      const next = order + 1 < idx.list.length ? idx.haystackStarts[order + 1]! : idx.haystacks.length;
      at = idx.haystacks.indexOf(q, next);
    }
  }
  for (const orders of tiers) for (const order of orders) marks[order] = 0;
  const out: Location[] = [];
  for (const orders of tiers) {
    if (out.length >= limit) break;
    const best = Int32Array.from(orders).sort();
    for (let i = 0; i < best.length && out.length < limit; i++) out.push(strip(idx.list[best[i]!]!));
  }
  return out;
}
