"use client";

import { useId, useMemo, useState } from "react";
import MiniSearch from "minisearch";
import ReactMarkdown from "react-markdown";
import { BookOpen, Search } from "lucide-react";
import type { HelpArticle } from "@/lib/support/help-articles";
import styles from "./support.module.css";

/**
 * Help before the form: the articles of content/help, searched as you type (MiniSearch over
 * title and text, prefix and fuzzy matches), each opened in place. Markdown is rendered by
 * react-markdown, which never renders raw HTML (skipHtml drops it).
 */
export function HelpSearch({ articles }: { articles: HelpArticle[] }) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const index = useMemo(() => {
    const search = new MiniSearch<HelpArticle>({
      idField: "slug",
      fields: ["title", "body"],
      storeFields: ["slug"],
      searchOptions: { boost: { title: 3 }, prefix: true, fuzzy: 0.2, combineWith: "AND" },
    });
    search.addAll(articles);
    return search;
  }, [articles]);
  const bySlug = useMemo(() => new Map(articles.map((a) => [a.slug, a])), [articles]);
  const trimmed = query.trim();
  const shown = trimmed
    ? index.search(trimmed).flatMap((r) => (bySlug.has(String(r.id)) ? [bySlug.get(String(r.id))!] : []))
    : articles;

  return (
    <section className={`card ${styles.help}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Find an answer</h2>
      <div className="field">
        <label htmlFor={`${id}-q`}>Search the help articles</label>
        <div className={styles.searchBox}>
          <Search size={16} aria-hidden="true" />
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            placeholder="For example: endorse, token, GSTIN"
            onChange={(e) => setQuery(e.target.value)}
            aria-describedby={`${id}-count`}
          />
        </div>
      </div>
      <p id={`${id}-count`} className={styles.muted} role="status">
        {trimmed
          ? shown.length === 0
            ? `No article matches “${trimmed}”. Ask us below.`
            : `${shown.length} article${shown.length === 1 ? "" : "s"} match${shown.length === 1 ? "es" : ""} “${trimmed}”.`
          : `${articles.length} articles`}
      </p>
      <ul className={styles.articles}>
        {shown.map((article) => {
          const open = openSlug === article.slug;
          return (
            <li key={article.slug}>
              <button
                type="button"
                className={styles.articleButton}
                aria-expanded={open}
                aria-controls={`${id}-${article.slug}`}
                onClick={() => setOpenSlug(open ? null : article.slug)}
              >
                <BookOpen size={16} aria-hidden="true" />
                <span>
                  <strong>{article.title}</strong>
                  <span className={styles.summary}>{article.summary}</span>
                </span>
              </button>
              {open ? (
                <article id={`${id}-${article.slug}`} className={styles.article} aria-label={article.title}>
                  <ReactMarkdown skipHtml components={{ h2: "h3", h3: "h4", h1: "h3" }}>
                    {article.body}
                  </ReactMarkdown>
                </article>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
