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

type Row = { country: string; location: string; name: string; nameWoDiacritics: string; subdivision: string; function: string; lat: string; lon: string };
type Indexed = Location & { haystack: string; nameKey: string; rank: number };

// Position in the UN/LOCODE function string → kind (see data/README.md).
const KIND_AT: [number, string, LocationKind][] = [
  [0, "1", "seaport"],
  [3, "4", "airport"],
  [1, "2", "rail"],
  [2, "3", "road"],
  [5, "6", "inland_depot"],
];

let index: { list: Indexed[]; byCode: Map<string, Indexed> } | undefined;

/** Parses the list once on first use (about 116,000 rows, under a second). */
function load() {
  if (index) return index;
  const rows = parse(fs.readFileSync(referenceDataFile("unlocode.csv")), { columns: true, skip_empty_lines: true }) as Row[];
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
  index = { list: [...byCode.values()], byCode };
  return index;
}

const strip = ({ haystack: _h, nameKey: _n, rank: _r, ...location }: Indexed): Location => location;

/** The location with this UN/LOCODE ("INNSA", "IN NSA"), or undefined. */
export function findLocode(code: string): Location | undefined {
  const hit = load().byCode.get(code.replace(/\s/g, "").toUpperCase());
  return hit && strip(hit);
}

export const isLocode = (code: string): boolean => findLocode(code) !== undefined;

/**
 * Locations by code or name. Order: exact code, code prefix, name prefix, name anywhere;
 * within each, seaports, then airports, then inland depots, then the rest; then by name.
 */
export function searchLocations(query: string, limit = 20): Location[] {
  const q = query.trim().toLowerCase();
  if (q.length < 2) return [];
  const compact = q.replace(/\s/g, "");
  const hits: { score: number; entry: Indexed }[] = [];
  for (const entry of load().list) {
    const code = entry.code.toLowerCase();
    let tier: number;
    if (code === compact) tier = 0;
    else if (code.startsWith(compact)) tier = 1;
    else if (entry.nameKey.startsWith(q)) tier = 2;
    else if (q.length >= 3 && entry.haystack.includes(q)) tier = 3;
    else continue;
    hits.push({ score: tier * 10 + entry.rank, entry });
  }
  hits.sort((a, b) => a.score - b.score || a.entry.name.localeCompare(b.entry.name));
  return hits.slice(0, limit).map((h) => strip(h.entry));
}
