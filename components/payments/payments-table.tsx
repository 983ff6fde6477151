"use client";

import { formatCalendarDate } from "@/lib/format/dates";
import { moneyText, type Payment } from "./payments-client";
import styles from "./payments.module.css";

type Props = {
  reference: string;
  payments: Payment[];
  onEdit: (payment: Payment) => void;
  onDelete: (payment: Payment) => void;
};

/** A shipment's recorded payments, newest first, each with edit and delete. */
export function PaymentsTable({ reference, payments, onEdit, onDelete }: Props) {
  return (
    <table className={`${styles.table} table-stack`}>
      <caption className="visually-hidden">Payments for {reference}, newest first</caption>
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
          const label = `${moneyText(payment)} of ${formatCalendarDate(payment.paymentDate)}`;
          return (
            <tr key={payment.id}>
              <td data-label="Date">{formatCalendarDate(payment.paymentDate)}</td>
              <td className={styles.numeric} data-label="Amount">
                {moneyText(payment)}
              </td>
              <td className={styles.notesCell} data-label="Notes">
                {payment.notes ?? <span className={styles.muted}>—</span>}
              </td>
              <td>
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className="btn btn-link"
                    onClick={() => onEdit(payment)}
                    aria-label={`Edit payment ${label}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn-link"
                    onClick={() => onDelete(payment)}
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
  );
}
