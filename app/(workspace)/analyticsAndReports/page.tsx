import type { Metadata } from "next";
import { Suspense } from "react";
import { AnalyticsView } from "@/components/analytics/analytics-view";
import { Skeleton } from "@/components/ui/skeleton";

export const metadata: Metadata = { title: "Analytics and reports" };

export default function AnalyticsPage() {
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Analytics and reports</h1>
        <p>
          Figures about your shipments, documents, eBLs and payments. Every chart has its table beside it, a download in
          CSV and XLSX, and the records behind each figure.
        </p>
      </header>
      {/* The period and filters live in the query string (useSearchParams). */}
      <Suspense fallback={<Skeleton label="Loading analytics…" minHeight="20rem" />}>
        <AnalyticsView />
      </Suspense>
    </div>
  );
}
