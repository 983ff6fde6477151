import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/ui/empty-state";

export const metadata: Metadata = { title: "Contact support" };

export default function ContactSupportPage() {
  return (
    <PlaceholderPage
      title="Contact support"
      intro="Get help from the Exportly team."
      emptyTitle="Support requests are not open yet"
      emptyText="A form to reach the Exportly team will be here once support requests are available."
    />
  );
}
