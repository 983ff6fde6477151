"use client";

import { Tabs } from "@/components/ui/tabs";
import { SharedByMeTab } from "./shared-by-me-tab";
import { SharedWithMeTab } from "./shared-with-me-tab";

const TABS = [
  { key: "with-me", label: "Shared with me" },
  { key: "by-me", label: "Shared by me" },
] as const;

/** The /shared-documents screen: what partners shared with me, and what I shared. */
export function SharedDocumentsView() {
  return (
    <Tabs label="Shared documents" tabs={TABS}>
      {(tab) => (tab === "with-me" ? <SharedWithMeTab /> : <SharedByMeTab />)}
    </Tabs>
  );
}
