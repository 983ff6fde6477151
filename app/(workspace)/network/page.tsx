import type { Metadata } from "next";
import { Suspense } from "react";
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
      <Suspense fallback={<p aria-busy="true">Loading your network…</p>}>
        <NetworkView />
      </Suspense>
    </div>
  );
}
