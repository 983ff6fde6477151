"use client";

import Link from "next/link";
import { DashboardBalances } from "@/components/payments/dashboard-balances";
import { EmptyState } from "@/components/ui/empty-state";
import { useAppState } from "@/lib/client/app-state";
import { roleLabel } from "@/lib/client/types";

export function DashboardView() {
  const { user, docs } = useAppState();
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Welcome, {user?.firstName ?? "there"}</h1>
        <p>{user ? `Signed in as ${user.email} · ${roleLabel(user.role)}` : "Your workspace at a glance."}</p>
      </header>
      {docs.length === 0 ? (
        <EmptyState title="No shipments yet">
          Your recent shipments, documents awaiting action and eBLs will show here once you start working with them.{" "}
          <Link href="/exportdocs">Go to export documents</Link>.
        </EmptyState>
      ) : (
        <section className="card">
          <h2>Shipments</h2>
          <p>
            You have {docs.length} shipment{docs.length === 1 ? "" : "s"}.{" "}
            <Link href="/exportdocs">Open export documents</Link>.
          </p>
        </section>
      )}
      <div className="grid-cards">
        <EmptyState title="Tracking" headingLevel={3}>
          Shipment events will appear here once tracking is available.
        </EmptyState>
        <DashboardBalances />
        <EmptyState title="Network" headingLevel={3}>
          Your banks, shipping lines and forwarders will appear here once the network is available.
        </EmptyState>
      </div>
    </div>
  );
}
