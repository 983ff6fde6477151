"use client";

import { useState } from "react";
import { InsightsPanel } from "@/components/compliance/insights/insights-panel";
import { Tabs } from "@/components/ui/tabs";
import { SuggestionsView } from "./suggestions-view";

const TABS = [
  { key: "suggestions", label: "Document suggestions" },
  { key: "insights", label: "Insights" },
] as const;

export type ComplianceTab = (typeof TABS)[number]["key"];

/**
 * The two sections of /aiComplianceAndInsights. The open tab is kept in the URL (`?tab=insights`)
 * so a link can open the insights and a reload keeps the tab.
 */
export function ComplianceTabs({ initialTab = "suggestions" }: { initialTab?: ComplianceTab }) {
  const [tab, setTab] = useState<ComplianceTab>(initialTab);
  function select(key: ComplianceTab) {
    setTab(key);
    const url = new URL(window.location.href);
    if (key === "suggestions") url.searchParams.delete("tab");
    else url.searchParams.set("tab", key);
    window.history.replaceState(null, "", url);
  }
  return (
    <Tabs label="Compliance" tabs={TABS} selected={tab} onSelect={select}>
      {(tab) => (tab === "suggestions" ? <SuggestionsView /> : <InsightsPanel />)}
    </Tabs>
  );
}
