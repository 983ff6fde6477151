import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/ui/empty-state";

export const metadata: Metadata = { title: "Payments" };

export default function PaymentsPage() {
  return (
    <PlaceholderPage
      title="Payments"
      intro="Payments recorded against your shipments and your balances."
      emptyTitle="No payments yet"
      emptyText="Payments and balances for your shipments will be listed here once payments are available."
    />
  );
}
