"use client";

import styles from "./admin.module.css";

/** Loading, error and "Load more" under an admin list. */
export function ListFooter({
  loading,
  error,
  hasMore,
  onMore,
  count,
  empty,
}: {
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  onMore: () => void;
  count: number;
  empty: string;
}) {
  if (error) {
    return (
      <p className="alert alert-error" role="alert">
        {error}
      </p>
    );
  }
  if (loading && count === 0) {
    return (
      <p role="status" className={styles.muted}>
        <span className="spinner" aria-hidden="true" /> Loading…
      </p>
    );
  }
  if (!loading && count === 0) {
    return (
      <section className="empty-state">
        <p>{empty}</p>
      </section>
    );
  }
  return hasMore ? (
    <div className={styles.more}>
      <button type="button" className="btn btn-secondary" onClick={onMore} disabled={loading}>
        {loading ? "Loading…" : "Load more"}
      </button>
    </div>
  ) : null;
}
