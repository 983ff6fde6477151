import { describe, expect, it } from "vitest";
import { DEFAULT_NEXT, safeNext, signInDestination } from "./safe-next";

const SITE = "https://exportly.example";

/** Targets that must not leave the site: every one lands on the dashboard. */
const REFUSED: [string, unknown][] = [
  ["protocol-relative", "//evil.example"],
  ["protocol-relative with path", "//evil.example/dashboard"],
  ["three slashes", "///evil.example"],
  ["backslash after slash", "/\\evil.example"],
  ["backslash first", "\\\\evil.example"],
  ["slash backslash slash", "/\\/evil.example"],
  ["encoded tab then slash", "/%09/evil.example"],
  ["raw tab then slash", "/\t/evil.example"],
  ["encoded newline then slash", "/%0a/x"],
  ["encoded upper-case newline", "/%0A/x"],
  ["raw newline", "/\n/evil.example"],
  ["encoded carriage return", "/%0d/evil.example"],
  ["encoded slash", "/%2fevil.example"],
  ["encoded upper-case slash", "/%2F%2Fevil.example"],
  ["encoded backslash", "/%5cevil.example"],
  ["encoded upper-case backslash", "/%5Cevil.example"],
  ["double-encoded slash", "/%252f%252fevil.example"],
  ["double-encoded tab", "/%2509/evil.example"],
  ["NUL", "/\u0000/evil.example"],
  ["encoded NUL", "/%00/evil.example"],
  ["C1 control", "/\u0085/evil.example"],
  ["scheme without slashes", "https:evil.example"],
  ["absolute URL", "https://evil.example/dashboard"],
  ["mixed-case scheme", "HtTpS://evil.example"],
  ["javascript", "javascript:alert(1)"],
  ["mixed-case javascript", "JaVaScRiPt:alert(1)"],
  ["vbscript", "vbscript:msgbox(1)"],
  ["encoded javascript", "%6a%61%76%61%73%63%72%69%70%74:alert(1)"],
  ["data URL", "data:text/html,<script>alert(1)</script>"],
  ["relative without slash", "dashboard"],
  ["leading space", " /dashboard"],
  ["leading space then protocol-relative", " //evil.example"],
  ["malformed escape", "/%E0%A4%A"],
  ["empty", ""],
  ["not a string", ["/dashboard"]],
  ["undefined", undefined],
  ["null", null],
  ["too long", "/" + "a".repeat(3000)],
];

/** Targets on the site: kept, as the parser normalises them. */
const KEPT: [string, string, string][] = [
  ["a page", "/shipments", "/shipments"],
  ["a page with query and fragment", "/shipments?status=draft#list", "/shipments?status=draft#list"],
  ["an invitation", "/invitations/abc123", "/invitations/abc123"],
  ["an encoded space in the query", "/shipments?q=tea%20sacks", "/shipments?q=tea%20sacks"],
  ["dot segments resolve on the site", "/shipments/../settings", "/settings"],
  ["a colon later in the path", "/ebl/a:b", "/ebl/a:b"],
];

describe("safeNext", () => {
  it.each(REFUSED)("refuses %s", (_label, next) => {
    expect(safeNext(next, SITE)).toBe(DEFAULT_NEXT);
    expect(safeNext(next)).toBe(DEFAULT_NEXT);
  });

  it.each(KEPT)("keeps %s", (_label, next, expected) => {
    expect(safeNext(next, SITE)).toBe(expected);
  });

  it("has a table of at least 25 hostile targets", () => {
    expect(REFUSED.length).toBeGreaterThanOrEqual(25);
  });

  it("uses the given fallback", () => {
    expect(safeNext("//evil.example", SITE, "/admin")).toBe("/admin");
  });
});

describe("signInDestination", () => {
  it.each([
    // [next, role, where the account lands]
    [undefined, "admin", "/admin"],
    ["", "admin", "/admin"],
    ["//evil.example", "admin", "/admin"],
    ["/exportdocs", "admin", "/exportdocs"],
    [undefined, "exporter", "/dashboard"],
    ["//evil.example", "exporter", "/dashboard"],
    ["/admin/users?q=a", "exporter", "/admin/users?q=a"],
  ])("next=%s for a %s lands on %s", (next, role, landing) => {
    expect(signInDestination(next, role, SITE)).toBe(landing);
  });
});
