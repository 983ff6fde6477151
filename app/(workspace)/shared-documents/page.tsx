import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/ui/empty-state";

export const metadata: Metadata = { title: "Shared documents" };

export default function SharedDocumentsPage() {
  return (
    <PlaceholderPage
      title="Shared documents"
      intro="Documents other users have shared with you, and those you have shared."
      emptyTitle="No shared documents"
      emptyText="Documents shared with you by email, with read or edit access, will be listed here once sharing is available."
    />
  );
}
