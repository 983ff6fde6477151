"use client";

import { useRef, useState, type KeyboardEvent } from "react";
import { ContactsTab } from "./contacts-tab";
import styles from "./master-data.module.css";
import { PortsTab } from "./ports-tab";
import { ProductsTab } from "./products-tab";

const TABS = [
  { key: "contacts", label: "Contacts" },
  { key: "products", label: "Products" },
  { key: "ports", label: "Ports" },
] as const;
type TabKey = (typeof TABS)[number]["key"];

/** The Saved data screen: tabs (ARIA tabs pattern: arrow keys, Home and End move between them). */
export function SavedDataView() {
  const [tab, setTab] = useState<TabKey>("contacts");
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
      <div className="tabs" role="tablist" aria-label="Saved data" onKeyDown={onKeyDown}>
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
        {tab === "contacts" ? <ContactsTab /> : tab === "products" ? <ProductsTab /> : <PortsTab />}
      </div>
    </div>
  );
}
