"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { BalanceTotals } from "./balance-totals";
import { fetchBalances, type Totals } from "./payments-client";
import styles from "./payments.module.css";

/** The dashboard's payments card: the totals per currency, or an empty state, with a link to /payments. */
export function DashboardBalances() {
  const [totals, setTotals] = useState<Totals | null | "error">(null);

  useEffect(() => {
    const controller = new AbortController();
    // One shipment per page is enough: the totals come with the first page whatever its size.
    fetchBalances(1, null, controller.signal)
      .then((page) => setTotals(page.totals ?? []))
      .catch(() => !controller.signal.aborted && setTotals("error"));
    return () => controller.abort();
  }, []);

  if (totals === null) {
    return (
      <section className="card" aria-busy="true">
        <h3>Payments</h3>
        <p className={styles.muted}>Loading balances…</p>
      </section>
    );
  }
  if (totals === "error" || totals.length === 0) {
    return (
      <EmptyState title="Payments" headingLevel={3}>
        {totals === "error" ? "Balances could not be loaded just now." : "No invoiced totals or payments yet."}{" "}
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
