import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/ui/empty-state";

export const metadata: Metadata = { title: "AI compliance and insights" };

export default function AiCompliancePage() {
  return (
    <PlaceholderPage
      title="AI compliance and insights"
      intro="Document suggestions and compliance checks for a shipment."
      emptyTitle="No insights yet"
      emptyText="Suggested documents and compliance checks for your shipments will appear here once the compliance engine is available."
    />
  );
}
