"use client";

import type { Totals } from "@/lib/templates/totals";
import type { TotalKey } from "@/lib/templates/descriptors";
import { formatTotal, TOTAL_LABELS } from "./totals";
import styles from "./documents.module.css";

type Props = { keys: TotalKey[]; live: Totals; confirmed: Totals | null; dirty: boolean };

/**
 * Totals as computed while typing, and whether the server confirmed them on the last save.
 * The server's figures win: after a save the editor shows what the server returned.
 */
export function TotalsPanel({ keys, live, confirmed, dirty }: Props) {
  if (keys.length === 0) return null;
  const mismatch = confirmed && !dirty ? keys.filter((k) => String(confirmed[k] ?? "") !== String(live[k] ?? "")) : [];
  return (
    <section className={`card ${styles.totals}`} aria-labelledby="totals-title">
      <h2 id="totals-title">Totals</h2>
      <dl className={styles.totalsList} aria-live="polite">
        {keys.map((key) => (
          <div key={key} className={key === "total" ? styles.grandTotal : undefined}>
            <dt>{TOTAL_LABELS[key]}</dt>
            <dd data-total={key}>{formatTotal(key, confirmed && !dirty ? confirmed : live)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>
        {dirty
          ? "Computed as you type; the server confirms them when you save."
          : confirmed
            ? "Confirmed by the server on the last save."
            : "Computed from the saved data."}
      </p>
      {mismatch.length > 0 ? (
        <p className="alert alert-warning">
          The server computed different figures for: {mismatch.map((k) => TOTAL_LABELS[k]).join(", ")}. The
          server&apos;s figures are shown.
        </p>
      ) : null}
    </section>
  );
}
