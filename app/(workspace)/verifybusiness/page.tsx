import type { Metadata } from "next";
import { VerifyBusiness } from "@/components/verification/verify-business";

export const metadata: Metadata = { title: "Verify business" };

export default function VerifyBusinessPage() {
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Verify business</h1>
        <p>
          Verified businesses issue and take control of electronic bills of lading. A review takes 24 hours or more;
          access remains at our discretion.
        </p>
      </header>
      <VerifyBusiness />
    </div>
  );
}
