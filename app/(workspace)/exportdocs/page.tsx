import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/ui/empty-state";

export const metadata: Metadata = { title: "Export documents" };

export default function ExportDocsPage() {
  return (
    <PlaceholderPage
      title="Export documents"
      intro="Shipments and the trade documents made for them."
      emptyTitle="No shipments yet"
      emptyText="Your shipments and their documents (invoices, packing lists, certificates of origin and more) will be listed here once document creation is available."
    />
  );
}
