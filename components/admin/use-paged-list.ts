"use client";

import { useCallback, useEffect, useState } from "react";
import { api, errorMessage } from "@/lib/client/api";

type Page<T> = { items: T[]; nextCursor: string | null };

/**
 * A keyset-paginated admin list: loads the first page whenever `query` changes, then "Load more"
 * appends the next one. `pick` takes the items out of the endpoint's answer.
 */
export function usePagedList<T, R>(path: string, query: string, pick: (body: R) => T[]) {
  const [state, setState] = useState<{
    items: T[];
    nextCursor: string | null;
    loading: boolean;
    error: string | null;
    key: string;
  }>({
    items: [],
    nextCursor: null,
    loading: true,
    error: null,
    key: "",
  });

  const fetchPage = useCallback(
    async (cursor: string | null): Promise<Page<T>> => {
      const params = new URLSearchParams(query);
      if (cursor) params.set("cursor", cursor);
      const body = await api<R & { nextCursor: string | null }>(`${path}?${params.toString()}`);
      return { items: pick(body), nextCursor: body.nextCursor };
    },
    // `pick` is a stable module-level function at every call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [path, query],
  );

  useEffect(() => {
    let active = true;
    fetchPage(null).then(
      (page) => active && setState({ ...page, loading: false, error: null, key: query }),
      (error: unknown) =>
        active && setState({ items: [], nextCursor: null, loading: false, error: errorMessage(error), key: query }),
    );
    return () => {
      active = false;
    };
  }, [fetchPage, query]);

  const loadMore = useCallback(() => {
    if (!state.nextCursor) return;
    setState((s) => ({ ...s, loading: true }));
    fetchPage(state.nextCursor).then(
      (page) =>
        setState((s) => ({ ...s, items: [...s.items, ...page.items], nextCursor: page.nextCursor, loading: false })),
      (error: unknown) => setState((s) => ({ ...s, loading: false, error: errorMessage(error) })),
    );
  }, [fetchPage, state.nextCursor]);

  const reload = useCallback(() => {
    setState((s) => ({ ...s, loading: true }));
    fetchPage(null).then(
      (page) => setState({ ...page, loading: false, error: null, key: query }),
      (error: unknown) => setState((s) => ({ ...s, loading: false, error: errorMessage(error) })),
    );
  }, [fetchPage, query]);

  const replace = useCallback((update: (items: T[]) => T[]) => setState((s) => ({ ...s, items: update(s.items) })), []);

  return {
    items: state.items,
    nextCursor: state.nextCursor,
    loading: state.loading || state.key !== query,
    error: state.error,
    loadMore,
    reload,
    replace,
  };
}
