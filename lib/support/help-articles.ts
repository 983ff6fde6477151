import fs from "node:fs";
import path from "node:path";

/** A help article: a Markdown file of content/help, written by us (docs/support.md, "Help articles"). */
export type HelpArticle = { slug: string; title: string; summary: string; body: string };

/** Read from the project root at run time; next.config.ts traces them into the standalone output. */
export const HELP_DIR = path.join(process.cwd(), "content", "help");

/**
 * The articles, by title. The title is the first "# " line, the summary the first paragraph after
 * it; the body is the rest of the Markdown, rendered by react-markdown without raw HTML.
 */
export function loadHelpArticles(dir = HELP_DIR): HelpArticle[] {
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith(".md")) : [];
  return names
    .map((name) => parseArticle(name.replace(/\.md$/, ""), fs.readFileSync(path.join(dir, name), "utf8")))
    .sort((a, b) => a.title.localeCompare(b.title, "en"));
}

export function parseArticle(slug: string, markdown: string): HelpArticle {
  const text = markdown.replace(/\r\n?/g, "\n").trim();
  const heading = /^# (.+)\n?/.exec(text);
  const title = heading?.[1]?.trim() ?? slug;
  const body = heading ? text.slice(heading[0].length).trim() : text;
  const summary =
    body
      .split(/\n\s*\n/)[0]
      ?.replace(/\s+/g, " ")
      .trim() ?? "";
  return { slug, title, summary, body };
}
