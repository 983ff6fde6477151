"use client";

import { useEffect, useState } from "react";
import type { SectionDescriptor } from "@/lib/templates/descriptors";
import styles from "./documents.module.css";

export const sectionAnchor = (id: string) => `doc-section-${id}`;

/**
 * The document's sections as jump links, the one being read highlighted (aria-current). On a
 * narrow screen the same list is a select at the top of the form.
 */
export function SectionNav({ sections }: { sections: SectionDescriptor[] }) {
  const [current, setCurrent] = useState(sections[0]?.id ?? "");
  const ids = sections.map((s) => s.id).join(",");

  useEffect(() => {
    const targets = ids
      .split(",")
      .map((id) => document.getElementById(sectionAnchor(id)))
      .filter((el): el is HTMLElement => el !== null);
    if (targets.length === 0 || typeof IntersectionObserver === "undefined") return;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
        // The first section (in document order) in the reading band is the current one.
        const first = targets.find((t) => visible.get(t.id));
        if (first) setCurrent(first.id.replace("doc-section-", ""));
      },
      // The band from a fifth down the viewport to its middle: what is being read.
      { rootMargin: "-20% 0px -50% 0px" },
    );
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, [ids]);

  function go(id: string) {
    const target = document.getElementById(sectionAnchor(id));
    if (!target) return;
    setCurrent(id);
    target.scrollIntoView({ block: "start" });
    // Move the focus with the view, so keyboard users continue from the section.
    target.focus({ preventScroll: true });
  }

  return (
    <>
      <nav className={styles.sectionNav} aria-label="Sections of the document">
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${sectionAnchor(section.id)}`}
                aria-current={section.id === current ? "location" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  go(section.id);
                }}
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.sectionSelect}>
        <label htmlFor="section-jump">Go to section</label>
        <select id="section-jump" value={current} onChange={(e) => go(e.target.value)}>
          {sections.map((section) => (
            <option key={section.id} value={section.id}>
              {section.title}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
