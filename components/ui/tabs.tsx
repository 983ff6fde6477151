"use client";

import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import styles from "./tabs.module.css";

export type TabItem<K extends string> = { key: K; label: string };

type Props<K extends string> = {
  /** The accessible name of the tab list, e.g. "Saved data". */
  label: string;
  tabs: readonly TabItem<K>[];
  /** The panel of the selected tab (only that one is rendered, so each loads when first shown). */
  children: (selected: K) => ReactNode;
  /** Controlled use (e.g. the tab kept in the URL): the selected tab and the change handler. */
  selected?: K;
  onSelect?: (key: K) => void;
};

/**
 * Tabs with the ARIA tabs pattern: one tab in the Tab order, arrow keys move between tabs,
 * Home and End go to the first and last. The app's one implementation, so every tabbed screen
 * behaves alike for keyboard and screen-reader users.
 */
export function Tabs<K extends string>({ label, tabs, children, selected: controlled, onSelect }: Props<K>) {
  const [own, setOwn] = useState<K>(tabs[0]!.key);
  const selected = controlled ?? own;
  const setSelected = (key: K) => {
    setOwn(key);
    onSelect?.(key);
  };
  const refs = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = tabs.findIndex((t) => t.key === selected);
    let next = -1;
    if (event.key === "ArrowRight") next = (at + 1) % tabs.length;
    else if (event.key === "ArrowLeft") next = (at - 1 + tabs.length) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    setSelected(tabs[next]!.key);
    refs.current[tabs[next]!.key]?.focus();
  }

  return (
    <div>
      <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[t.key] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.key}`}
            className="tab"
            aria-selected={selected === t.key}
            aria-controls={`panel-${t.key}`}
            tabIndex={selected === t.key ? 0 : -1}
            onClick={() => setSelected(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`panel-${selected}`}
        aria-labelledby={`tab-${selected}`}
        className={styles.panel}
        tabIndex={0}
      >
        {children(selected)}
      </div>
    </div>
  );
}
