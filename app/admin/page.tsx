import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/ui/empty-state";

export const metadata: Metadata = { title: "Admin", robots: { index: false } };

export default function AdminPage() {
  return (
    <PlaceholderPage
      title="Admin"
      intro="Administration of the Exportly platform."
      emptyTitle="Nothing to administer here yet"
      emptyText="Verification queue, users, demo requests, outbox, audit log and page views arrive with the admin issue."
    />
  );
}
