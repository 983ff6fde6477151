import { describe, expect, it } from "vitest";
import { isActiveNav } from "./active-nav";

describe("isActiveNav", () => {
  it.each([
    // [path, sharee?, entry, highlighted]
    ["/exportdocs/7c1e/commercial_invoice", true, "/shared-documents", true],
    ["/exportdocs/7c1e/commercial_invoice", true, "/exportdocs", false],
    ["/exportdocs/7c1e", true, "/shared-documents", true],
    ["/exportdocs/7c1e", true, "/exportdocs", false],
    ["/exportdocs/7c1e", false, "/exportdocs", true],
    ["/exportdocs/7c1e", false, "/shared-documents", false],
    ["/exportdocs", true, "/exportdocs", true],
    ["/shared-documents", false, "/shared-documents", true],
    ["/dashboard", true, "/dashboard", true],
  ])("%s (sharee: %s): %s highlighted is %s", (path, sharee, href, expected) => {
    expect(isActiveNav(path, href, sharee)).toBe(expected);
  });
});
