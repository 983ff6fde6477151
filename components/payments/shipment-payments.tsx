"use client";

import { useState } from "react";
import { toast } from "react-toastify";
import { EmptyState } from "@/components/ui/empty-state";
import { ListState } from "@/components/ui/list-state";
import { errorMessage } from "@/lib/client/api";
import { useApiMutation, useKeysetList } from "@/lib/client/queries";
import { BalanceSummary } from "./balance-summary";
import { DeletePaymentDialog, EditPaymentDialog } from "./payment-dialogs";
import { PaymentForm } from "./payment-form";
import { PaymentsTable } from "./payments-table";
import { moneyText, PAYMENT_PATHS, type Payment } from "./payments-client";
import styles from "./payments.module.css";

type Props = { shipmentId: string; onClose: () => void };

/**
 * One shipment's payments: its balance, the record form, the list with edit and delete. Every
 * change refetches the balances (PAYMENT_PATHS), so this panel, the row above it and the totals agree.
 */
export function ShipmentPayments({ shipmentId, onClose }: Props) {
  const input = { params: { id: shipmentId }, query: { limit: 50 } };
  const list = useKeysetList("/api/balances/shipments/{id}/payments", input, (page) => page.payments);
  const record = useApiMutation("POST", "/api/balances/shipments/{id}/payments", { invalidates: PAYMENT_PATHS });
  const [editing, setEditing] = useState<Payment | null>(null);
  const [toDelete, setToDelete] = useState<Payment | null>(null);
  // Every page carries the balance; the first page's is refetched after each change.
  const balance = list.data?.pages[0]?.balance;

  if (!balance) {
    return (
      <section className={`card ${styles.panel}`} aria-busy={list.status === "pending"} aria-label="Payments">
        {list.status === "pending" ? (
          <p role="status" className={styles.loading}>
            <span className="spinner" aria-hidden="true" /> Loading payments…
          </p>
        ) : (
          <p className="alert alert-error" role="alert">
            Could not load the payments: {errorMessage(list.error)}
          </p>
        )}
        <div className="actions">
          {list.status === "error" ? (
            <button type="button" className="btn btn-secondary" onClick={list.reload}>
              Try again
            </button>
          ) : null}
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </section>
    );
  }

  const defaultCurrency = balance.invoiced?.currency ?? null;
  const headingId = `payments-${shipmentId}`;
  return (
    <section className={`card ${styles.panel}`} aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <h2 id={headingId}>Payments for {balance.reference}</h2>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <BalanceSummary balance={balance} />

      <h3>Record a payment</h3>
      {defaultCurrency ? null : (
        <p className={styles.muted}>This shipment has no invoice total yet: choose the currency of the payment.</p>
      )}
      <PaymentForm
        key={`${shipmentId}-${defaultCurrency ?? ""}`}
        defaultCurrency={defaultCurrency}
        submitLabel="Record payment"
        outstanding={balance.outstanding}
        onSubmit={async (fields) => {
          // An empty currency means "the shipment's invoice currency": the server decides, or asks for one.
          const { currency, ...rest } = fields;
          const body = currency ? { ...rest, currency } : rest;
          const result = await record.mutateAsync({ params: { id: shipmentId }, body });
          toast.success(`Recorded ${moneyText(result.payment)}.`);
        }}
      />

      <h3>Recorded payments</h3>
      <ListState
        list={list}
        empty={
          <EmptyState title="No payments recorded yet" headingLevel={3}>
            Record the money you receive for this shipment (advance, instalments, balance); the outstanding amount
            follows.
          </EmptyState>
        }
      >
        <PaymentsTable reference={balance.reference} payments={list.items} onEdit={setEditing} onDelete={setToDelete} />
      </ListState>

      <EditPaymentDialog
        payment={editing}
        defaultCurrency={defaultCurrency}
        outstanding={balance.outstanding}
        onClose={() => setEditing(null)}
      />
      <DeletePaymentDialog payment={toDelete} onClose={() => setToDelete(null)} />
    </section>
  );
}
