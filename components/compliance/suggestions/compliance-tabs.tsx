"use client";

import { InsightsPanel } from "@/components/compliance/insights/insights-panel";
import { Tabs } from "@/components/ui/tabs";
import { SuggestionsView } from "./suggestions-view";

const TABS = [
  { key: "suggestions", label: "Document suggestions" },
  { key: "insights", label: "Insights" },
] as const;

/** The two sections of /aiComplianceAndInsights. */
export function ComplianceTabs() {
  return (
    <Tabs label="Compliance" tabs={TABS}>
      {(tab) => (tab === "suggestions" ? <SuggestionsView /> : <InsightsPanel />)}
    </Tabs>
  );
}
