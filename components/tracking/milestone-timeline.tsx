import { formatDateTime } from "@/lib/format/dates";
import { placeText, type Milestone } from "./tracking-client";
import styles from "./tracking.module.css";

/**
 * Milestones in voyage order, each with its three times as DCSA gives them: planned (PLN, the
 * carrier's schedule), estimated (EST, its latest forecast) and actual (ACT, it happened). A
 * milestone with an actual time is drawn as done; the words say so too.
 */
export function MilestoneTimeline({ milestones, label }: { milestones: readonly Milestone[]; label: string }) {
  if (milestones.length === 0) return <p className={styles.muted}>No milestones yet: no event has arrived.</p>;
  return (
    <ol className={styles.timeline} aria-label={label}>
      {milestones.map((m, index) => {
        const where = placeText(m.location);
        return (
          <li key={`${m.code}-${index}`} className={`${styles.milestone} ${m.actual ? styles.done : ""}`}>
            <p className={styles.milestoneTitle}>
              {m.label}
              {where !== "—" ? ` · ${where}` : ""}
              <span className="visually-hidden">{m.actual ? " (done)" : " (not yet)"}</span>
            </p>
            <dl className={styles.times}>
              <dt>Planned</dt>
              <dd>{formatDateTime(m.planned)}</dd>
              <dt>Estimated</dt>
              <dd>{formatDateTime(m.estimated)}</dd>
              <dt>Actual</dt>
              <dd>{m.actual ? formatDateTime(m.actual) : "Not yet"}</dd>
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
