import { describe, expect, it } from "vitest";
import { suggestHsCodes } from "./hs-suggest";

/**
 * Expected headings are from the HS 2022 nomenclature (lib/reference/data/hs2022.csv): shrimps
 * and prawns are 03.06 (raw) or 16.05 (prepared), T-shirts 61.09, pepper 09.04, portable
 * computers 8471.30, lithium-ion accumulators 8507.60, teak 44.03/44.07.
 */
const top = (q: string, n = 3) => suggestHsCodes(q, n).map((c) => c.code);

describe("HS code suggestions", () => {
  it.each([
    ["frozen prawns", "0306"],
    ["frozen shrimp", "0306"],
    ["tee shirts", "6109"],
    ["cotton tees", "6109"],
    ["T-shirt", "6109"],
    ["black pepper", "0904"],
    ["chilli powder", "0904"],
    ["laptop", "8471"],
    ["smartphone", "8517"],
    ["teak wood", "4403"],
    ["granite slabs", "2516"],
    ["turmeric", "0910"],
  ])("%s → %s.xx first", (q, heading) => {
    expect(suggestHsCodes(q, 1)[0]?.code.slice(0, 4)).toBe(heading);
  });

  it("prawn alone: every candidate is a shrimp or prawn line (03.06 raw or 16.05 prepared), 0306 among them", () => {
    const codes = top("prawn", 5);
    expect(codes.every((c) => c.startsWith("0306") || c.startsWith("1605"))).toBe(true);
    expect(codes.some((c) => c.startsWith("0306"))).toBe(true);
  });

  it("stems: 'peppers' finds what 'pepper' finds", () => {
    expect(top("black peppers", 2)).toEqual(top("black pepper", 2));
  });

  it("a typo in a long word still finds it (fuzzy)", () => {
    expect(suggestHsCodes("turmerik", 1)[0]?.code).toBe("091030");
  });

  it("the last word may be unfinished (prefix)", () => {
    expect(suggestHsCodes("smartpho", 1)[0]?.code).toBe("851713");
  });

  it("answers the shape the editor shows: description, a relative score, the words that matched", () => {
    const [first, second] = suggestHsCodes("frozen prawns", 2);
    expect(first).toMatchObject({ score: 1 });
    expect(first!.description).toMatch(/shrimps and prawns/);
    expect(first!.matchedTerms).toEqual(expect.arrayContaining(["frozen", "prawns"]));
    expect(second!.score).toBeLessThanOrEqual(1);
  });

  it("digits list the codes they start", () => {
    expect(top("0904", 10)).toEqual(["090411", "090412", "090421", "090422"]);
    expect(top("8471.30", 1)).toEqual(["847130"]);
  });

  it("nothing to search: no candidates", () => {
    expect(suggestHsCodes("   ")).toEqual([]);
    expect(suggestHsCodes("of the and")).toEqual([]);
  });
});
