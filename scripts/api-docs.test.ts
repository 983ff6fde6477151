import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { apiContract } from "@/lib/api-contract";
import { API_DOCS_PATH, renderApiDocs } from "./api-docs";

describe("docs/api.md", () => {
  it("is what `npm run docs:api` writes from the endpoint contract today (run it after changing an endpoint)", async () => {
    expect(readFileSync(API_DOCS_PATH, "utf8")).toBe(await renderApiDocs());
  });

  it("lists every documented endpoint once", async () => {
    const text = await renderApiDocs();
    const rows = text.split("\n").filter((line) => /^\| (GET|POST|PUT|PATCH|DELETE) /.test(line));
    const listed = rows.map((line) =>
      line
        .split("|")
        .slice(1, 3)
        .map((c) => c.trim().replace(/`/g, ""))
        .join(" "),
    );
    const documented = apiContract.filter((e) => !e.internal).map((e) => `${e.method} ${e.path}`);
    expect(listed.sort()).toEqual(documented.sort());
    expect(text).toContain("/api/openapi.json");
    expect(text).toContain("/api-docs");
  });
});
