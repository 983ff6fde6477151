import Link from "next/link";
import type { AnalyticsSummary } from "@/lib/analytics/summary/contract";
import { formatDateTime } from "@/lib/format/dates";
import styles from "./dashboard.module.css";

/** The ten newest audit entries that concern me, each a sentence linking to its subject when I may open it. */
export function RecentActivity({ entries }: { entries: AnalyticsSummary["recentActivity"] }) {
  return (
    <section className={`card ${styles.section}`} aria-labelledby="dashboard-activity">
      <h2 id="dashboard-activity">Recent activity</h2>
      {entries.length === 0 ? (
        <p className={styles.muted}>
          Nothing yet: what you and your partners do on your shipments and eBLs shows here.
        </p>
      ) : (
        <ol className={styles.activity}>
          {entries.map((entry) => (
            <li key={entry.id}>
              {entry.link ? <Link href={entry.link}>{entry.sentence}</Link> : <span>{entry.sentence}</span>}
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
