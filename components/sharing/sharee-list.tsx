"use client";

import { AccessBadge, PendingBadge } from "./access-badge";
import { documentTitle } from "./document-title";
import { personLabel, type Sharee } from "./types";
import styles from "./sharing.module.css";

type Props = {
  sharees: Sharee[];
  /** What the list is of, for screen readers: "People with access to INV-1". */
  label: string;
  onChange: (sharee: Sharee) => void;
  onRevoke: (sharee: Sharee) => void;
  /** Titles of the shipment's documents by key, when known (else from the template). */
  titles?: Record<string, string>;
};

/** Who holds which documents of one shipment, with their access, and the owner's two actions. */
export function ShareeList({ sharees, label, onChange, onRevoke, titles }: Props) {
  return (
    <ul className={styles.people} aria-label={label}>
      {sharees.map((sharee) => {
        const who = personLabel(sharee);
        return (
          <li key={sharee.email} className={styles.person} aria-label={who}>
            <div className={styles.personMain}>
              <span className={styles.personName}>{who}</span>
              <span className={styles.personMeta}>
                {sharee.name ? <span>{sharee.email}</span> : null}
                {sharee.pending ? <PendingBadge /> : null}
              </span>
              <ul className={styles.chips} aria-label={`Documents shared with ${who}`}>
                {sharee.forms.map((form) => (
                  <li key={form.name}>
                    {titles?.[form.name] ?? documentTitle(form.name)} <AccessBadge access={form.access} />
                  </li>
                ))}
              </ul>
            </div>
            <div className={styles.personActions}>
              <button type="button" className="btn btn-secondary" onClick={() => onChange(sharee)}>
                Change access<span className="visually-hidden"> of {who}</span>
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => onRevoke(sharee)}>
                Revoke<span className="visually-hidden"> access of {who}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
