import type { ReactNode } from "react";
import styles from "./legal.module.css";

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: string[] };
export type LegalSection = { id: string; title: string; body: LegalBlock[] };
export type LegalDocument = {
  title: string;
  /** Shown under the title: effective date, last update. */
  meta: string[];
  intro?: string[];
  sections: LegalSection[];
};

/**
 * A legal or content page: one h1, a table of contents, and numbered sections whose ids are the
 * anchors the contents link to. `children` follow the sections (contact or signature blocks).
 */
export function LegalPage({ document, children }: { document: LegalDocument; children?: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <article className={styles.article}>
        <header className={styles.header}>
          <h1>{document.title}</h1>
          {document.meta.map((line) => (
            <p key={line} className={styles.meta}>
              {line}
            </p>
          ))}
          {document.intro?.map((p) => (
            <p key={p} className={styles.intro}>
              {p}
            </p>
          ))}
        </header>
        <nav aria-labelledby="contents-title" className={styles.toc}>
          <h2 id="contents-title" className={styles.tocTitle}>
            Contents
          </h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {document.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className={styles.section}
            data-numbered-section
          >
            <h2 id={`${section.id}-title`}>
              {index + 1}. {section.title}
            </h2>
            {section.body.map((block, i) =>
              typeof block === "string" ? (
                <p key={i}>{block}</p>
              ) : (
                <ul key={i}>
                  {block.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
        {children}
      </article>
    </main>
  );
}
