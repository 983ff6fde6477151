"use client";

import { CircleAlert, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { errorMessage } from "@/lib/client/api";
import { Skeleton } from "./skeleton";

/** What useKeysetList (lib/client/queries.ts) returns, as far as the list states need it. */
type KeysetList = {
  status: "pending" | "error" | "success";
  error: unknown;
  items: readonly unknown[];
  reload: () => void;
  hasMore: boolean;
  isFetchingNextPage: boolean;
  loadMore: () => void;
};

type States = {
  /** TanStack Query's status of the list: pending until the first page arrived. */
  status: "pending" | "error" | "success";
  error: unknown;
  /** True when the list has loaded and holds nothing. */
  isEmpty: boolean;
  onRetry: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
};

type Props = (
  | ({ list?: undefined } & States)
  /** A keyset list gives every state at once; `isEmpty` may still narrow it (a filtered view). */
  | ({ list: KeysetList } & Partial<States>)
) & {
  /** What an empty list shows (an EmptyState, usually with the action that fills it). */
  empty: ReactNode;
  /** Words read to a screen reader while the first page loads, e.g. "Loading shipments…". */
  loadingLabel?: string;
  /** How many rows the loading skeleton sketches (3 by default). */
  skeletonRows?: number;
  children: ReactNode;
};

const statesOf = (list: KeysetList): States => ({
  status: list.status,
  error: list.error,
  isEmpty: list.items.length === 0,
  onRetry: list.reload,
  hasMore: list.hasMore,
  loadingMore: list.isFetchingNextPage,
  onLoadMore: list.loadMore,
});

/**
 * The states every list screen shares: loading (a skeleton, announced politely), an error with "Try again",
 * the empty state, the items, and "Load more" while there is a next page. A failed "Load more"
 * keeps the items already shown and offers the retry under them.
 */
export function ListState({ list, empty, loadingLabel = "Loading…", skeletonRows, children, ...given }: Props) {
  const states = { ...(list ? statesOf(list) : undefined), ...definedOnly(given) } as States;
  const { status, error, isEmpty, onRetry, hasMore = false, loadingMore = false, onLoadMore } = states;
  if (status === "pending") {
    return <Skeleton label={loadingLabel} rows={skeletonRows} />;
  }
  if (status === "error" && isEmpty) return <ListError error={error} onRetry={onRetry} />;
  if (isEmpty) return <>{empty}</>;
  return (
    <>
      {children}
      {status === "error" ? <ListError error={error} onRetry={onLoadMore ?? onRetry} /> : null}
      {hasMore && status !== "error" && onLoadMore ? (
        <div className="list-state-more">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={onLoadMore}
            disabled={loadingMore}
            aria-busy={loadingMore}
          >
            {loadingMore ? <span className="spinner" aria-hidden="true" /> : null}
            {loadingMore ? "Loading more…" : "Load more"}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** Explicit props override the list's, but an absent prop must not erase them. */
function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="alert alert-error list-state-error" role="alert">
      <span className="list-state-error-text">
        <CircleAlert size={16} aria-hidden="true" />
        {errorMessage(error)}
      </span>{" "}
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        <RotateCw size={16} aria-hidden="true" />
        Try again
      </button>
    </div>
  );
}
