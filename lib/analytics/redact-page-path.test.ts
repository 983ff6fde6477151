import { describe, expect, it } from "vitest";
import { redactPagePath } from "./redact-page-path";

describe("redactPagePath", () => {
  it.each([
    ["/invitations/AbC-123_xyz", "/invitations/[token]"],
    ["/invitations/AbC-123_xyz?ref=mail", "/invitations/[token]?ref=mail"],
    ["/invitations/AbC-123_xyz/", "/invitations/[token]/"],
    ["/login?next=%2Finvitations%2FAbC-123_xyz", "/login?next=%2Finvitations%2F[token]"],
    ["/login?next=%2finvitations%2fAbC-123_xyz&x=1", "/login?next=%2finvitations%2f[token]&x=1"],
    ["/login?next=/invitations/AbC-123_xyz", "/login?next=/invitations/[token]"],
    ["/login?next=%2Finvitations%2FAb%2DC", "/login?next=%2Finvitations%2F[token]"],
  ])("%s → %s", (path, stored) => {
    expect(redactPagePath(path)).toBe(stored);
  });

  it.each(["/dashboard", "/network?tab=invitations", "/shared-documents?q=a%20b", "/invitations"])(
    "keeps %s as it is",
    (path) => {
      expect(redactPagePath(path)).toBe(path);
    },
  );
});
