"use client";

import { useRef, useState, type KeyboardEvent } from "react";
import { SharedByMeTab } from "./shared-by-me-tab";
import { SharedWithMeTab } from "./shared-with-me-tab";
import styles from "./sharing.module.css";

const TABS = [
  { key: "with-me", label: "Shared with me" },
  { key: "by-me", label: "Shared by me" },
] as const;
type TabKey = (typeof TABS)[number]["key"];

/** The /shared-documents screen: two tabs (ARIA tabs pattern: arrow keys, Home and End). */
export function SharedDocumentsView() {
  const [tab, setTab] = useState<TabKey>("with-me");
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = TABS.findIndex((t) => t.key === tab);
    let next = -1;
    if (event.key === "ArrowRight") next = (at + 1) % TABS.length;
    else if (event.key === "ArrowLeft") next = (at - 1 + TABS.length) % TABS.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = TABS.length - 1;
    if (next < 0) return;
    event.preventDefault();
    setTab(TABS[next]!.key);
    refs.current[TABS[next]!.key]?.focus();
  }

  return (
    <div>
      <div className="tabs" role="tablist" aria-label="Shared documents" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[t.key] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.key}`}
            className="tab"
            aria-selected={tab === t.key}
            aria-controls={`panel-${t.key}`}
            tabIndex={tab === t.key ? 0 : -1}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className={styles.tabPanel} tabIndex={0}>
        {tab === "with-me" ? <SharedWithMeTab /> : <SharedByMeTab />}
      </div>
    </div>
  );
}
