import { formatDateTime } from "@/lib/format/dates";
import { formatMinutes } from "./labels";
import styles from "./support.module.css";

type Target = { dueAt: string; metAt: string | null; breached: boolean; businessMinutesLeft: number };

/** "2 h 15 min left", "Overdue by 1 h", "Met", "Met late": in business hours, the due time in full beside it. */
export function TargetText({ target }: { target: Target }) {
  const due = `due ${formatDateTime(target.dueAt)}`;
  if (target.metAt)
    return target.breached ? (
      <span className={styles.overdue}>Met late ({formatMinutes(target.businessMinutesLeft)} over)</span>
    ) : (
      <span>Met</span>
    );
  return target.breached ? (
    <span className={styles.overdue}>
      Overdue by {formatMinutes(target.businessMinutesLeft)} <span className={styles.muted}>({due})</span>
    </span>
  ) : (
    <span>
      {formatMinutes(target.businessMinutesLeft)} left <span className={styles.muted}>({due})</span>
    </span>
  );
}
