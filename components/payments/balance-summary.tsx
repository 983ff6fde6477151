"use client";

import { moneyText, INVOICE_SOURCE_LABELS, isNegative, isZero, type Balance } from "./payments-client";
import styles from "./payments.module.css";

/** Invoiced, paid and outstanding of one shipment, as a description list. */
export function BalanceSummary({ balance }: { balance: Balance }) {
  return (
    <dl className={styles.summary} aria-label={`Balance of ${balance.reference}`}>
      <div>
        <dt>Invoiced</dt>
        <dd>
          {balance.invoiced ? (
            <>
              <span data-testid="invoiced">{moneyText(balance.invoiced)}</span>
              <span className={styles.muted}> from the {INVOICE_SOURCE_LABELS[balance.invoiced.source]}</span>
            </>
          ) : (
            <span className={styles.muted}>No invoice total yet</span>
          )}
        </dd>
      </div>
      <div>
        <dt>Paid</dt>
        <dd data-testid="paid">
          {balance.paid.length ? (
            balance.paid.map(moneyText).join(" · ")
          ) : (
            <span className={styles.muted}>Nothing yet</span>
          )}
        </dd>
      </div>
      <div>
        <dt>Outstanding</dt>
        <dd>
          <Outstanding balance={balance} />
        </dd>
      </div>
    </dl>
  );
}

/** The outstanding amount with what it means: settled, overpaid, or why there is none. */
export function Outstanding({ balance }: { balance: Balance }) {
  if (balance.status === "cancelled") return <span className={styles.muted}>Cancelled: nothing owed</span>;
  if (!balance.outstanding) return <span className={styles.muted}>—</span>;
  const text = moneyText(balance.outstanding);
  if (isZero(balance.outstanding)) return <span className={styles.settled}>{text} · settled</span>;
  if (isNegative(balance.outstanding)) return <span className={styles.overpaid}>{text} · overpaid</span>;
  return <strong>{text}</strong>;
}
