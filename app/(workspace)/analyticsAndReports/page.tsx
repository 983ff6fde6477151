import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/ui/empty-state";

export const metadata: Metadata = { title: "Analytics and reports" };

export default function AnalyticsPage() {
  return (
    <PlaceholderPage
      title="Analytics and reports"
      intro="Figures about your shipments, documents and payments."
      emptyTitle="No reports yet"
      emptyText="Charts and reports built from your own shipments will appear here once analytics is available."
    />
  );
}
