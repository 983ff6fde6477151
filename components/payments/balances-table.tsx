"use client";

import { Fragment, type ReactNode } from "react";
import { StatusBadge } from "@/components/shipments/status-control";
import { Outstanding } from "./balance-summary";
import { moneyText, type Balance } from "./payments-client";
import styles from "./payments.module.css";

type Props = {
  balances: Balance[];
  selectedId: string | null;
  onSelect: (shipmentId: string) => void;
  /** The open shipment's payments, shown in a full-width row right under its balance. */
  panel: ReactNode;
};

export const panelId = (shipmentId: string) => `payments-panel-${shipmentId}`;

/**
 * Balances per shipment. Each row's button opens that shipment's payments in a row just below it
 * (a disclosure: aria-expanded, and the next Tab stop is inside the panel).
 */
export function BalancesTable({ balances, selectedId, onSelect, panel }: Props) {
  return (
    <div className={styles.scroll}>
      <table className={`${styles.table} table-stack`}>
        <caption className="visually-hidden">Balances per shipment, newest shipment first</caption>
        <thead>
          <tr>
            <th scope="col">Shipment</th>
            <th scope="col" className={styles.numeric}>
              Invoiced
            </th>
            <th scope="col" className={styles.numeric}>
              Paid
            </th>
            <th scope="col" className={styles.numeric}>
              Outstanding
            </th>
            <th scope="col">
              <span className="visually-hidden">Payments</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {balances.map((b) => {
            const selected = b.shipmentId === selectedId;
            return (
              <Fragment key={b.shipmentId}>
                <tr className={selected ? styles.selectedRow : undefined}>
                  <th scope="row">
                    <span className={styles.reference}>{b.reference}</span> <StatusBadge status={b.status} />
                  </th>
                  <td className={styles.numeric} data-label="Invoiced">
                    {b.invoiced ? moneyText(b.invoiced) : <span className={styles.muted}>—</span>}
                  </td>
                  <td className={styles.numeric} data-label="Paid">
                    {b.paid.length ? (
                      b.paid.map((m) => <div key={m.currency}>{moneyText(m)}</div>)
                    ) : (
                      <span className={styles.muted}>—</span>
                    )}
                  </td>
                  <td className={styles.numeric} data-label="Outstanding">
                    <Outstanding balance={b} />
                  </td>
                  <td className={styles.actionCell}>
                    <button
                      type="button"
                      className="btn btn-secondary"
                      aria-expanded={selected}
                      aria-controls={selected ? panelId(b.shipmentId) : undefined}
                      aria-label={`Payments of ${b.reference}`}
                      onClick={() => onSelect(b.shipmentId)}
                    >
                      Payments{b.paymentCount ? ` (${b.paymentCount})` : ""}
                    </button>
                  </td>
                </tr>
                {selected ? (
                  <tr className={styles.panelRow}>
                    <td colSpan={5} id={panelId(b.shipmentId)}>
                      {panel}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
