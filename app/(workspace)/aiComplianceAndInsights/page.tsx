import type { Metadata } from "next";
import { InsightsPanel } from "@/components/compliance/insights/insights-panel";

export const metadata: Metadata = { title: "AI compliance and insights" };

// Placeholder until the suggestions form lands here: the insights panel, so it can be seen and tested.
export default function AiCompliancePage() {
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>AI compliance and insights</h1>
          <p>Document checks across your shipments, by a rule engine that says which rule produced each finding.</p>
        </div>
      </header>
      <InsightsPanel />
    </div>
  );
}
