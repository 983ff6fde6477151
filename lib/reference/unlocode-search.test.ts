import fs from "node:fs";
import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { referenceDataFile } from "./data-file";
import { searchLocations } from "./unlocode";

/**
 * The indexed search must answer exactly what the plain scan it replaced answered: that scan
 * is rebuilt here from the CSV as the reference, and compared over generated queries.
 */
type Row = { country: string; location: string; name: string; nameWoDiacritics: string; function: string };
type Ref = { code: string; name: string; haystack: string; nameKey: string; rank: number };
let reference: Ref[];

beforeAll(() => {
  const rows = parse(fs.readFileSync(referenceDataFile("unlocode.csv")), {
    columns: true,
    skip_empty_lines: true,
  }) as Row[];
  const byCode = new Map<string, Ref>();
  for (const row of rows) {
    const code = `${row.country}${row.location}`;
    const alias = (row.nameWoDiacritics || row.name).toLowerCase();
    const existing = byCode.get(code);
    if (existing) {
      existing.haystack += `|${alias}`;
      continue;
    }
    const f = row.function;
    const rank = f[0] === "1" ? 0 : f[3] === "4" ? 1 : f[5] === "6" ? 2 : 3;
    byCode.set(code, { code, name: row.name, haystack: `${code.toLowerCase()}|${alias}`, nameKey: alias, rank });
  }
  reference = [...byCode.values()];
  // Builds the index under test once, outside the timed tests (seconds on a busy machine).
  searchLocations("warm up");
}, 60_000);

function scan(query: string, limit: number): string[] {
  const q = query.trim().toLowerCase();
  if (q.length < 2) return [];
  const compact = q.replace(/\s/g, "");
  const hits: { score: number; entry: Ref }[] = [];
  for (const entry of reference) {
    const code = entry.code.toLowerCase();
    let tier: number;
    if (code === compact) tier = 0;
    else if (entry.haystack.split("|").slice(1).includes(q.replace(/\s+/g, " "))) tier = 1;
    else if (code.startsWith(compact)) tier = 2;
    else if (entry.nameKey.startsWith(q)) tier = 3;
    else if (q.length >= 3 && entry.haystack.includes(q)) tier = 4;
    else continue;
    hits.push({ score: tier * 10 + entry.rank, entry });
  }
  hits.sort((a, b) => a.score - b.score || a.entry.name.localeCompare(b.entry.name));
  return hits.slice(0, limit).map((h) => h.entry.code);
}

describe("searchLocations", () => {
  it("answers what a plain scan answers, for typed queries", () => {
    for (const q of [
      "nh",
      "nhava",
      "INNSA",
      "in nsa",
      "ham",
      "hamburg",
      "CN",
      "DE",
      "port",
      "san",
      "saint",
      "jebel ali",
      "los ang",
      "zz",
      "xyzq",
      "rotterdam",
      "antwerp",
      "NLRTM",
      "paris",
    ]) {
      for (const limit of [1, 8, 20, 50])
        expect(
          searchLocations(q, limit).map((l) => l.code),
          `${q} / ${limit}`,
        ).toEqual(scan(q, limit));
    }
  }, 60_000);

  it("answers what a plain scan answers, for generated parts of real names and codes", () => {
    const source = fc.tuple(fc.integer({ min: 0, max: 116_000 }), fc.boolean()).chain(([i, byName]) => {
      const entry = reference[i % reference.length]!;
      const text = byName ? entry.nameKey : entry.code;
      return fc
        .tuple(fc.nat({ max: Math.max(0, text.length - 2) }), fc.integer({ min: 2, max: 8 }))
        .map(([start, len]) => text.slice(start, start + len));
    });
    fc.assert(
      fc.property(source, fc.integer({ min: 1, max: 30 }), (q, limit) => {
        expect(searchLocations(q, limit).map((l) => l.code)).toEqual(scan(q, limit));
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});

/**
 * Expected orders read by hand from lib/reference/data/unlocode.csv (grep -i "^..,...,<name>"):
 * NL,RTM and US,RAJ are both "Rotterdam" with function 1… (seaports), US,RJN "Rotterdam Junction"
 * is a road place; DE,HAM "Hamburg" is a seaport, DE,HTJ "Hamburg-Mitte" a seaport whose name only
 * starts with the query, US,HG7 "Hamburg" an inland depot; US,ZAQ "Antwerp" an inland depot and
 * BE,ANR "Antwerpen" the seaport.
 */
describe("searchLocations ranking", () => {
  const codes = (q: string, limit = 20) => searchLocations(q, limit).map((l) => l.code);

  it("puts an exact name first, then names that start with it", () => {
    expect(codes("Rotterdam")).toEqual(["NLRTM", "USRAJ", "USRJN"]);
    expect(codes("rotterdam ")).toEqual(["NLRTM", "USRAJ", "USRJN"]);
  });

  it("puts an exact code first", () => {
    expect(codes("NLRTM")[0]).toBe("NLRTM");
    expect(codes("nl rtm")[0]).toBe("NLRTM");
    expect(codes("DEHAM")[0]).toBe("DEHAM");
  });

  it("lists every place with the exact name before longer names, seaports first among them", () => {
    const hamburg = codes("hamburg", 50);
    expect(hamburg[0]).toBe("DEHAM");
    expect(hamburg.indexOf("USHG7")).toBeGreaterThan(0);
    expect(hamburg.indexOf("USHG7")).toBeLessThan(hamburg.indexOf("DEHTJ"));
    expect(codes("antwerp", 50).slice(0, 3)).toEqual(["USZAQ", "USA6N", "BEANR"]);
  });

  it("matches an alternative name exactly", () => {
    // BE,BRU is listed twice: "Brussel (Bruxelles)" and "Bruxelles (Brussel)".
    expect(codes("bruxelles (brussel)")[0]).toBe("BEBRU");
  });
});
