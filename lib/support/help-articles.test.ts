import { describe, expect, it } from "vitest";
import { loadHelpArticles, parseArticle } from "./help-articles";

describe("help articles", () => {
  it("parses the title from the first heading and the summary from the first paragraph", () => {
    expect(parseArticle("x", "# Getting started\r\n\r\nFirst  line\nof the summary.\n\n## More\n\nBody.")).toEqual({
      slug: "x",
      title: "Getting started",
      summary: "First line of the summary.",
      body: "First  line\nof the summary.\n\n## More\n\nBody.",
    });
    expect(parseArticle("no-heading", "Just text.").title).toBe("no-heading");
  });

  it("ships the five articles, sorted by title, each with a summary and no raw HTML", () => {
    const articles = loadHelpArticles();
    expect(articles.map((a) => a.slug)).toEqual([
      "ebl-actions",
      "getting-verified",
      "api-tokens",
      "sharing-documents",
      "tracking-shipments",
    ]);
    for (const article of articles) {
      expect(article.summary.length, article.slug).toBeGreaterThan(40);
      // Rendered with skipHtml anyway; the sources carry none, so nothing is silently dropped.
      expect(article.body, article.slug).not.toMatch(/<\/?[a-z][^>]*>/i);
    }
  });
});
