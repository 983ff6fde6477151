"use client";

import { useEffect, useState } from "react";
import { toast } from "react-toastify";
import { EmptyState } from "@/components/ui/empty-state";
import { ConfirmDialog, Modal } from "@/components/ui/modal";
import { errorMessage } from "@/lib/client/api";
import { BalanceSummary } from "./balance-summary";
import { PaymentForm } from "./payment-form";
import {
  deletePayment,
  fetchPayments,
  formatMoney,
  formatPaymentDate,
  recordPayment,
  updatePayment,
  type Balance,
  type Payment,
} from "./payments-client";
import styles from "./payments.module.css";

type Props = {
  shipmentId: string;
  /** After a payment is recorded, corrected or deleted: the shipment's new balance. */
  onBalanceChanged: (balance: Balance) => void;
  onClose: () => void;
};

type Load =
  | { status: "loading" }
  | { status: "ready"; balance: Balance; payments: Payment[]; nextCursor: string | null }
  | { status: "error"; message: string };

/** One shipment's payments: its balance, the record form, the list with edit and delete. */
export function ShipmentPayments({ shipmentId, onBalanceChanged, onClose }: Props) {
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [editing, setEditing] = useState<Payment | null>(null);
  const [toDelete, setToDelete] = useState<Payment | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    // Keyed by shipment in PaymentsView, so a new shipment starts in "loading"; "Try again" sets it itself.
    const controller = new AbortController();
    fetchPayments(shipmentId, null, controller.signal)
      .then((page) => setLoad({ status: "ready", ...page }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: "error", message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [shipmentId, reloads]);

  /** Reloads the first page (the order depends on dates, so an edit can move a payment anywhere). */
  const refresh = async () => {
    const page = await fetchPayments(shipmentId);
    setLoad({ status: "ready", ...page });
    onBalanceChanged(page.balance);
  };

  async function loadMore() {
    if (load.status !== "ready" || !load.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await fetchPayments(shipmentId, load.nextCursor);
      setLoad({
        ...load,
        payments: [...load.payments, ...page.payments.filter((p) => !load.payments.some((q) => q.id === p.id))],
        nextCursor: page.nextCursor,
      });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setLoadingMore(false);
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await deletePayment(toDelete.id);
      toast.success(`Deleted the payment of ${formatMoney(toDelete)}.`);
      setToDelete(null);
      await refresh();
    } catch (error) {
      setDeleteError(errorMessage(error));
    } finally {
      setDeleting(false);
    }
  }

  if (load.status === "loading") {
    return (
      <section className={`card ${styles.panel}`} aria-busy="true" aria-label="Payments">
        <p role="status" className={styles.loading}>
          <span className="spinner" aria-hidden="true" /> Loading payments…
        </p>
      </section>
    );
  }
  if (load.status === "error") {
    return (
      <section className={`card ${styles.panel}`} aria-label="Payments">
        <p className="alert alert-error" role="alert">
          Could not load the payments: {load.message}
        </p>
        <div className="actions">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setLoad({ status: "loading" });
              setReloads((n) => n + 1);
            }}
          >
            Try again
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </section>
    );
  }

  const { balance, payments, nextCursor } = load;
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
        onSubmit={async (fields) => {
          const result = await recordPayment(shipmentId, fields);
          toast.success(`Recorded ${formatMoney(result.payment)}.`);
          await refresh();
        }}
      />

      <h3>Recorded payments</h3>
      {payments.length === 0 ? (
        <EmptyState title="No payments recorded yet" headingLevel={3}>
          Record the money you receive for this shipment (advance, instalments, balance); the outstanding amount
          follows.
        </EmptyState>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">Payments for {balance.reference}, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col" className={styles.numeric}>
                Amount
              </th>
              <th scope="col">Notes</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => {
              const label = `${formatMoney(payment)} of ${formatPaymentDate(payment.paymentDate)}`;
              return (
                <tr key={payment.id}>
                  <td>{formatPaymentDate(payment.paymentDate)}</td>
                  <td className={styles.numeric}>{formatMoney(payment)}</td>
                  <td className={styles.notesCell}>{payment.notes ?? <span className={styles.muted}>—</span>}</td>
                  <td>
                    <div className={styles.rowActions}>
                      <button
                        type="button"
                        className="btn btn-link"
                        onClick={() => setEditing(payment)}
                        aria-label={`Edit payment ${label}`}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="btn btn-link"
                        onClick={() => setToDelete(payment)}
                        aria-label={`Delete payment ${label}`}
                      >
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {nextCursor ? (
        <div>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void loadMore()}
            disabled={loadingMore}
            aria-busy={loadingMore || undefined}
          >
            {loadingMore ? "Loading…" : "Load more payments"}
          </button>
        </div>
      ) : null}

      <Modal size="form" open={editing !== null} title="Edit payment" onClose={() => setEditing(null)}>
        {editing ? (
          <PaymentForm
            payment={editing}
            defaultCurrency={defaultCurrency}
            submitLabel="Save changes"
            onCancel={() => setEditing(null)}
            onSubmit={async (fields) => {
              const result = await updatePayment(editing.id, fields);
              toast.success(`Updated the payment to ${formatMoney(result.payment)}.`);
              setEditing(null);
              await refresh();
            }}
          />
        ) : null}
      </Modal>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this payment?"
        confirmLabel="Delete payment"
        busyLabel="Deleting…"
        busy={deleting}
        danger
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setToDelete(null);
          setDeleteError(null);
        }}
      >
        {toDelete
          ? `The payment of ${formatMoney(toDelete)} received on ${formatPaymentDate(toDelete.paymentDate)} will be removed and the balance recomputed. The audit log keeps a record of it.`
          : null}
      </ConfirmDialog>
    </section>
  );
}
