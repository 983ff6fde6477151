"use client";

import Link from "next/link";
import { BarChart3 } from "lucide-react";
import { errorMessage } from "@/lib/client/api";
import { useApiQuery } from "@/lib/client/queries";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * Compliance insights across the user's own shipments (GET /api/compliance/insights): open
 * findings by check from each shipment's latest check, the shipments that errors block (linked to
 * their screen, where the "Check documents" panel shows why), and the discrepancies found most
 * often over the last 90 days. Every number comes from stored runs of the rule engine.
 */
export function InsightsPanel() {
  const query = useApiQuery("/api/compliance/insights", undefined);
  const data = query.data;
  return (
    <section className="card stack" aria-labelledby="insights-title">
      <div>
        <h2 id="insights-title">Compliance insights</h2>
        <p className="field-hint">
          From the latest document check of each of your shipments (rules {data?.ruleSetVersion ?? "…"}).
        </p>
      </div>
      {query.isPending ? (
        <Skeleton label="Loading insights…" rows={3} />
      ) : query.isError ? (
        <p className="alert alert-error" role="alert">
          Could not load the insights: {errorMessage(query.error)}
        </p>
      ) : !data || data.shipmentsChecked === 0 ? (
        <EmptyState title="No checks yet" icon={BarChart3} headingLevel={3}>
          Open a shipment and run &ldquo;Check documents&rdquo;: its findings are counted here.
        </EmptyState>
      ) : (
        <>
          <p>
            {data.shipmentsChecked} shipment{data.shipmentsChecked === 1 ? "" : "s"} checked;{" "}
            {data.blockedShipments.length} blocked by errors.
          </p>
          <div>
            <h3>Shipments blocked by errors</h3>
            {data.blockedShipments.length ? (
              <ul>
                {data.blockedShipments.map((s) => (
                  <li key={s.shipmentId}>
                    <Link href={`/exportdocs/${s.shipmentId}`}>{s.reference}</Link>: {s.errors} error
                    {s.errors === 1 ? "" : "s"}
                  </li>
                ))}
              </ul>
            ) : (
              <p>None: no shipment&apos;s latest check has an error.</p>
            )}
          </div>
          <div>
            <h3>Open findings by check</h3>
            {data.openFindingsByCheck.length ? (
              <ul>
                {data.openFindingsByCheck.map((c) => (
                  <li key={c.checkId}>
                    {c.title} <code>{c.checkId}</code> ({c.severity}): {c.count} on {c.shipments} shipment
                    {c.shipments === 1 ? "" : "s"}
                  </li>
                ))}
              </ul>
            ) : (
              <p>No open errors or warnings.</p>
            )}
          </div>
          <div>
            <h3>Most frequent discrepancies (90 days)</h3>
            {data.frequentDiscrepancies.length ? (
              <ol>
                {data.frequentDiscrepancies.map((c) => (
                  <li key={c.checkId}>
                    {c.title}: found in {c.runs} check{c.runs === 1 ? "" : "s"} of {c.shipments} shipment
                    {c.shipments === 1 ? "" : "s"}
                  </li>
                ))}
              </ol>
            ) : (
              <p>Nothing found in the last 90 days.</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
