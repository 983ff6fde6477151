"use client";

import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import { toast } from "react-toastify";
import { EmptyState } from "@/components/ui/empty-state";
import { errorMessage } from "@/lib/client/api";
import { BalanceTotals } from "./balance-totals";
import { BalancesTable, panelId } from "./balances-table";
import { fetchBalances, type Balance, type Totals } from "./payments-client";
import styles from "./payments.module.css";
import { ShipmentPayments } from "./shipment-payments";

const PAGE_SIZE = 50;

type Load =
  | { status: "loading" }
  | { status: "ready"; balances: Balance[]; nextCursor: string | null }
  | { status: "error"; message: string };

/**
 * The /payments screen: balances per shipment with the totals per currency; choosing a shipment
 * opens its payments in a row under its balance. `initialShipmentId` comes from
 * `?shipment=` so other screens can link straight to a shipment's payments.
 */
export function PaymentsView({ initialShipmentId }: { initialShipmentId?: string }) {
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [totals, setTotals] = useState<Totals | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(initialShipmentId ?? null);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchBalances(PAGE_SIZE, null, controller.signal)
      .then((page) => {
        setLoad({ status: "ready", balances: page.balances, nextCursor: page.nextCursor });
        setTotals(page.totals);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: "error", message: errorMessage(error) });
      });
    return () => controller.abort();
  }, []);

  async function loadMore() {
    if (load.status !== "ready" || !load.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await fetchBalances(PAGE_SIZE, load.nextCursor);
      setLoad({
        ...load,
        balances: [
          ...load.balances,
          ...page.balances.filter((b) => !load.balances.some((c) => c.shipmentId === b.shipmentId)),
        ],
        nextCursor: page.nextCursor,
      });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setLoadingMore(false);
    }
  }

  /** A payment changed: the row takes the new balance at once; the totals are asked for again. */
  const balanceChanged = useCallback((balance: Balance) => {
    setLoad((current) =>
      current.status === "ready"
        ? { ...current, balances: current.balances.map((b) => (b.shipmentId === balance.shipmentId ? balance : b)) }
        : current,
    );
    fetchBalances(1)
      .then((page) => setTotals(page.totals))
      .catch(() => undefined);
  }, []);

  function select(shipmentId: string) {
    setSelectedId((current) => (current === shipmentId ? null : shipmentId));
  }

  /** Close, and give the focus back to the button that opened the panel. */
  function closePanel() {
    const opener = selectedId
      ? document.querySelector<HTMLButtonElement>(`[aria-controls="${panelId(selectedId)}"]`)
      : null;
    setSelectedId(null);
    opener?.focus();
  }

  if (load.status === "loading") {
    return (
      <p className={styles.loading} role="status" aria-busy="true">
        <span className="spinner" aria-hidden="true" /> Loading balances…
      </p>
    );
  }
  if (load.status === "error") {
    return (
      <p className="alert alert-error" role="alert">
        Could not load your balances: {load.message}
      </p>
    );
  }
  if (load.balances.length === 0) {
    return (
      <EmptyState title="No shipments yet">
        Payments are recorded against shipments. <Link href="/exportdocs">Create a shipment in Export documents</Link>,
        then record what you receive for it here.
      </EmptyState>
    );
  }

  return (
    <div className="stack">
      {totals && totals.length > 0 ? (
        <section className="card" aria-label="Totals per currency">
          <BalanceTotals totals={totals} />
          <p className={styles.muted}>
            Amounts in different currencies are kept apart: nothing is converted. Cancelled shipments add nothing to
            invoiced or outstanding.
          </p>
        </section>
      ) : (
        <p className={styles.muted}>
          No invoiced totals or payments yet: add a commercial or proforma invoice to a shipment, or record a payment
          below.
        </p>
      )}
      <section className="card" aria-label="Balances per shipment">
        <BalancesTable
          balances={load.balances}
          selectedId={selectedId}
          onSelect={select}
          panel={
            selectedId ? (
              <ShipmentPayments
                key={selectedId}
                shipmentId={selectedId}
                onBalanceChanged={balanceChanged}
                onClose={closePanel}
              />
            ) : null
          }
        />
        {load.nextCursor ? (
          <p>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => void loadMore()}
              disabled={loadingMore}
              aria-busy={loadingMore || undefined}
            >
              {loadingMore ? "Loading…" : "Load more shipments"}
            </button>
          </p>
        ) : null}
      </section>
    </div>
  );
}
