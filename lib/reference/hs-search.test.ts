import { describe, expect, it } from "vitest";
import { searchHsCodes } from "./hs-codes";

/**
 * Expected codes read by hand from lib/reference/data/hs2022.csv: heading 0904 ("Pepper of the
 * genus piper; … capsicum … pimenta") has four subheadings, 090411/090412 (pepper of the genus
 * piper, whole / crushed or ground) and 090421/090422 (capsicum or pimenta); 330124 and 330125 are
 * peppermint oils; 620520 is men's or boys' shirts of cotton, not knitted, 610510 the knitted ones.
 */
const codes = (q: string, limit = 20) => searchHsCodes(q, limit).map((h) => h.code);

describe("searchHsCodes", () => {
  it("finds black pepper under 0904 whatever the word order (the trade name is not in the HS text)", () => {
    expect(codes("black pepper")).toEqual(["090411", "090412"]);
    expect(codes("Pepper, black")).toEqual(["090411", "090412"]);
  });

  it("needs every word: pepper alone also finds capsicum and peppermint, whole words first", () => {
    const pepper = codes("pepper");
    expect(pepper.slice(0, 2)).toEqual(["090411", "090412"]);
    expect(pepper).toEqual(expect.arrayContaining(["090421", "090422", "330124"]));
    expect(pepper.indexOf("330124")).toBeGreaterThan(pepper.indexOf("090422"));
    expect(codes("peppermint oil")).toEqual(expect.arrayContaining(["330124"]));
    expect(codes("black peppermint")).toEqual([]);
  });

  it("matches words over the description and its parents", () => {
    // "Piper" is in the text of 090411/090412 and of their heading 0904, the parent of 090421/090422 too.
    expect(codes("spices piper")).toEqual(["090411", "090412", "090421", "090422"]);
    const shirts = codes("men's cotton shirts", 50);
    expect(shirts).toEqual(expect.arrayContaining(["620520", "610510"]));
    // Whole words in the subheading's own text first: 6207's "nightshirts" (its heading) comes later.
    for (const hit of searchHsCodes("men's cotton shirts", 3))
      expect(hit.description).toMatch(/Shirts; men's or boys'/);
    expect(shirts.indexOf("620711")).toBeGreaterThan(shirts.indexOf("620520"));
  });

  it("puts an exact code first, then codes that start with the digits", () => {
    expect(codes("0904")).toEqual(["090411", "090412", "090421", "090422"]);
    expect(codes("090412")[0]).toBe("090412");
    expect(codes("8471.30")).toEqual(["847130"]);
    expect(codes("84713010")).toEqual(["847130"]);
    expect(codes("0904", 2)).toEqual(["090411", "090412"]);
  });

  it("answers nothing for nothing", () => {
    expect(codes("")).toEqual([]);
    expect(codes("   ")).toEqual([]);
    expect(codes("zzzzqq")).toEqual([]);
  });
});
