import { Skeleton, SkeletonLine } from "@/components/ui/skeleton";
import styles from "./dashboard.module.css";

/** The dashboard's shape while its figures load: the same sections and tile heights, so nothing moves when they arrive. */
export function DashboardSkeleton() {
  const tiles = (n: number) => (
    <div className={styles.tiles}>
      {Array.from({ length: n }, (_, i) => (
        <span key={i} className={styles.skeletonTile}>
          <SkeletonLine height="6.5rem" />
        </span>
      ))}
    </div>
  );
  return (
    <Skeleton label="Loading your dashboard…">
      <div className="stack">
        <div className={styles.section}>
          <SkeletonLine width="12rem" height="1.5rem" />
          {tiles(6)}
        </div>
        <div className={styles.section}>
          <SkeletonLine width="12rem" height="1.5rem" />
          {tiles(7)}
        </div>
        <div className={styles.section}>
          <SkeletonLine width="12rem" height="1.5rem" />
          {tiles(3)}
        </div>
        <div className={styles.money}>
          <SkeletonLine height="8rem" />
          <SkeletonLine height="8rem" />
        </div>
        <SkeletonLine height="22.5rem" />
      </div>
    </Skeleton>
  );
}
