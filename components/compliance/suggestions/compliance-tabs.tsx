"use client";

import { BarChart3 } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
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
      {(tab) =>
        tab === "suggestions" ? (
          <SuggestionsView />
        ) : (
          // INSIGHTS SLOT: the lead wires components/compliance/insights/insights-panel.tsx here at
          // merge (built on its own branch); until then this empty state stands in.
          <EmptyState title="No insights yet" icon={BarChart3}>
            Run the document checks on a shipment and what they find across your shipments appears here.
          </EmptyState>
        )
      }
    </Tabs>
  );
}
