import type { Metadata } from "next";
import { Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { NetworkView } from "@/components/network/network-view";

export const metadata: Metadata = { title: "Network" };

export default function NetworkPage() {
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Network</h1>
        <p>
          The banks, shipping lines, freight forwarders, customs house agents, surveyors and traders you work with on
          Exportly.
        </p>
      </header>
      {/* The filters live in the query string (useSearchParams). */}
      <Suspense fallback={<Skeleton label="Loading your network…" />}>
        <NetworkView />
      </Suspense>
    </div>
  );
}
