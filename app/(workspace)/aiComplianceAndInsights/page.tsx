import type { Metadata } from "next";
import { ComplianceTabs } from "@/components/compliance/suggestions/compliance-tabs";

export const metadata: Metadata = { title: "AI compliance and insights" };

type Props = { searchParams: Promise<{ tab?: string | string[] }> };

/**
 * Document suggestions (a rule engine, not a language model: docs/compliance.md) and insights
 * across the user's shipments.
 */
export default async function AiCompliancePage({ searchParams }: Props) {
  const { tab } = await searchParams;
  return (
    <div className="stack">
      <header className="page-header">
        <h1>AI compliance and insights</h1>
        <p>
          Which documents a shipment needs and why, from a versioned set of rules with their sources; and what the
          checks found across your shipments.
        </p>
      </header>
      <ComplianceTabs initialTab={tab === "insights" ? "insights" : "suggestions"} />
    </div>
  );
}
