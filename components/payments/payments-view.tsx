"use client";

import Link from "next/link";
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { ListState } from "@/components/ui/list-state";
import { useKeysetList } from "@/lib/client/queries";
import { BalanceTotals } from "./balance-totals";
import { BalancesTable, panelId } from "./balances-table";
import styles from "./payments.module.css";
import { ShipmentPayments } from "./shipment-payments";

const PAGE_SIZE = 50;

/**
 * The /payments screen: balances per shipment with the totals per currency; choosing a shipment
 * opens its payments in a row under its balance. `initialShipmentId` comes from
 * `?shipment=` so other screens can link straight to a shipment's payments; `initialFilter`
 * (`?filter=overdue`, the dashboard's overdue figure) keeps only the shipments with an overdue balance.
 */
export function PaymentsView({
  initialShipmentId,
  initialFilter,
}: {
  initialShipmentId?: string;
  initialFilter?: "overdue";
}) {
  const [filter, setFilter] = useState(initialFilter);
  // Today is the user's day: their zone from the settings, else the browser's (sent as tz).
  const [tz] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const query = filter ? { limit: PAGE_SIZE, filter, tz } : { limit: PAGE_SIZE };
  const list = useKeysetList("/api/balances", { query }, (page) => page.balances);
  // The totals come with the first page only; a payment change refetches it (PAYMENT_PATHS).
  const totals = list.data?.pages[0]?.totals ?? null;
  const [selectedId, setSelectedId] = useState<string | null>(initialShipmentId ?? null);

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

  const overdueNotice = filter ? (
    <p className={styles.muted} role="status">
      Showing shipments with an overdue balance.{" "}
      <button type="button" className="btn btn-link" onClick={() => setFilter(undefined)}>
        Show all shipments
      </button>
    </p>
  ) : null;

  return (
    <>
      {overdueNotice}
      <ListState
        list={list}
        empty={
          filter ? (
            <EmptyState title="Nothing overdue">No shipment has an overdue balance today.</EmptyState>
          ) : (
            <EmptyState title="No shipments yet">
              Payments are recorded against shipments.{" "}
              <Link href="/exportdocs">Create a shipment in Export documents</Link>, then record what you receive for it
              here.
            </EmptyState>
          )
        }
        loadingLabel="Loading balances…"
      >
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
              No invoiced totals or payments yet: add a commercial or proforma invoice to a shipment, or record a
              payment below.
            </p>
          )}
          <section className="card" aria-label="Balances per shipment">
            <BalancesTable
              balances={list.items}
              selectedId={selectedId}
              onSelect={select}
              panel={
                selectedId ? <ShipmentPayments key={selectedId} shipmentId={selectedId} onClose={closePanel} /> : null
              }
            />
          </section>
        </div>
      </ListState>
    </>
  );
}
