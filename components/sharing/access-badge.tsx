import { ACCESS_LABELS, type ShareAccess } from "./permission";
import styles from "./sharing.module.css";

/** "Read only" or "Can edit", as a badge. */
export function AccessBadge({ access }: { access: ShareAccess }) {
  return (
    <span className={styles.accessBadge} data-access={access}>
      {ACCESS_LABELS[access] ?? access}
    </span>
  );
}

export function PendingBadge() {
  return (
    <span
      className={styles.pendingBadge}
      title="The invitation was emailed; it is attached once they sign in with this address."
    >
      Invitation pending
    </span>
  );
}
