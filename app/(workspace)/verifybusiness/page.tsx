import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/ui/empty-state";

export const metadata: Metadata = { title: "Verify business" };

export default function VerifyBusinessPage() {
  return (
    <PlaceholderPage
      title="Verify business"
      intro="Verification with your KYC documents; it may take 24 hours or longer."
      emptyTitle="Verification is not open yet"
      emptyText="You will be able to submit your business details and KYC documents here once verification is available."
    />
  );
}
