"use client";

import { formatDecimal } from "@/lib/format/numbers";
import { type Totals } from "./payments-client";
import styles from "./payments.module.css";

type Props = {
  totals: Totals;
  caption?: string;
  /** Only the outstanding amounts: for narrow places such as the dashboard's card. */
  compact?: boolean;
};

/** Totals per currency over all the user's shipments (never converted between currencies). */
export function BalanceTotals({ totals, caption = "Totals per currency", compact = false }: Props) {
  if (compact) {
    return (
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Currency</th>
              <th scope="col" className={styles.numeric}>
                Outstanding
              </th>
            </tr>
          </thead>
          <tbody>
            {totals.map((t) => (
              <tr key={t.currency}>
                <th scope="row">{t.currency}</th>
                <td className={styles.numeric}>{formatDecimal(t.outstanding)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className={styles.scroll}>
      <table className={`${styles.table} table-stack`}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Currency</th>
            <th scope="col" className={styles.numeric}>
              Invoiced
            </th>
            <th scope="col" className={styles.numeric}>
              Paid
            </th>
            <th scope="col" className={styles.numeric}>
              Outstanding
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.map((t) => (
            <tr key={t.currency}>
              <th scope="row">{t.currency}</th>
              <td className={styles.numeric} data-label="Invoiced">
                {formatDecimal(t.invoiced)}
              </td>
              <td className={styles.numeric} data-label="Paid">
                {formatDecimal(t.paid)}
              </td>
              <td className={styles.numeric} data-label="Outstanding">
                <strong>{formatDecimal(t.outstanding)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
