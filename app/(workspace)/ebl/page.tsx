import type { Metadata } from "next";
import { Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { EblView } from "@/components/ebl/ebl-view";

export const metadata: Metadata = { title: "Electronic bills of lading" };

export default function EblPage() {
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Electronic bills of lading</h1>
        <p>Issue, transfer, endorse and surrender electronic bills of lading with the parties of your trade.</p>
      </header>
      {/* The selected tab lives in the query string (useSearchParams). */}
      <Suspense fallback={<Skeleton label="Loading your eBLs…" />}>
        <EblView />
      </Suspense>
    </div>
  );
}
