"use client";

import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { useApiQuery } from "@/lib/client/queries";
import { BalanceTotals } from "./balance-totals";
import styles from "./payments.module.css";

/** The dashboard's payments card: the totals per currency, or an empty state, with a link to /payments. */
export function DashboardBalances() {
  // One shipment per page is enough: the totals come with the first page whatever its size.
  const query = useApiQuery("/api/balances", { query: { limit: 1 } });

  if (query.status === "pending") {
    return (
      <section className="card" aria-busy="true">
        <h3>Payments</h3>
        <p className={styles.muted}>Loading balances…</p>
      </section>
    );
  }
  const totals = query.data?.totals ?? [];
  if (query.status === "error" || totals.length === 0) {
    return (
      <EmptyState title="Payments" headingLevel={3}>
        {query.status === "error" ? "Balances could not be loaded just now." : "No invoiced totals or payments yet."}{" "}
        <Link href="/payments">Open payments</Link>.
      </EmptyState>
    );
  }
  return (
    <section className="card">
      <h3>Payments</h3>
      <BalanceTotals totals={totals} caption="Outstanding per currency" compact />
      <p className={styles.cardLinks}>
        <Link href="/payments">Open payments</Link>
      </p>
    </section>
  );
}
