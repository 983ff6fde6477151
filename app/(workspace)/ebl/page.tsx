import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/ui/empty-state";
import { RequiresVerification } from "@/components/verification/requires-verification";

export const metadata: Metadata = { title: "Electronic bills of lading" };

export default function EblPage() {
  return (
    <PlaceholderPage
      title="Electronic bills of lading"
      intro="Issue, transfer and endorse electronic bills of lading."
      emptyTitle="No eBLs yet"
      emptyText="Your eBL envelopes and their control history will be listed here once eBL issuance is available."
    >
      <RequiresVerification action="Issue an eBL">
        <p className="field-hint">Your business is verified: you will be able to issue and take control of eBLs here once eBL issuance is available.</p>
      </RequiresVerification>
    </PlaceholderPage>
  );
}
