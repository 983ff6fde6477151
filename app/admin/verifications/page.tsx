import type { Metadata } from "next";
import { VerificationQueue } from "@/components/admin/verification-queue";
import { requireAdminPageSession } from "@/lib/auth/current-actor";

export const metadata: Metadata = { title: "Verification queue · Admin" };

export default async function Page() {
  await requireAdminPageSession();
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Verification queue</h1>
        <p>
          Businesses waiting for review, oldest first. Compare the details with the documents, then approve or reject
          with a reason.
        </p>
      </header>
      <VerificationQueue />
    </div>
  );
}
