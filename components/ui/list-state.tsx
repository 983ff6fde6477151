"use client";

import type { ReactNode } from "react";
import { errorMessage } from "@/lib/client/api";

type Props = {
  /** TanStack Query's status of the list: pending until the first page arrived. */
  status: "pending" | "error" | "success";
  error: unknown;
  /** True when the list has loaded and holds nothing. */
  isEmpty: boolean;
  /** What an empty list shows (an EmptyState, usually with the action that fills it). */
  empty: ReactNode;
  onRetry: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Words of the loading line, e.g. "Loading shipments…". */
  loadingLabel?: string;
  children: ReactNode;
};

/**
 * The states every list screen shares: loading (announced politely), an error with "Try again",
 * the empty state, the items, and "Load more" while there is a next page. A failed "Load more"
 * keeps the items already shown and offers the retry under them.
 */
export function ListState({
  status,
  error,
  isEmpty,
  empty,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  loadingLabel = "Loading…",
  children,
}: Props) {
  if (status === "pending") {
    return (
      <p role="status" className="list-state-loading">
        <span className="spinner" aria-hidden="true" /> {loadingLabel}
      </p>
    );
  }
  if (status === "error" && isEmpty) return <ListError error={error} onRetry={onRetry} />;
  if (isEmpty) return <>{empty}</>;
  return (
    <>
      {children}
      {status === "error" ? <ListError error={error} onRetry={onLoadMore ?? onRetry} /> : null}
      {hasMore && status !== "error" && onLoadMore ? (
        <div className="list-state-more">
          <button type="button" className="btn btn-secondary" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? "Loading…" : "Load more"}
          </button>
        </div>
      ) : null}
    </>
  );
}

function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="alert alert-error list-state-error" role="alert">
      <span>{errorMessage(error)}</span>{" "}
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
