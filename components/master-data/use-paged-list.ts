"use client";

import { useCallback, useEffect, useState } from "react";
import { api, errorMessage } from "@/lib/client/api";

type Page<T> = { items: T[]; nextCursor: string | null };

/**
 * One of the saved-data lists: the first page (for the current search), then "Load more" with
 * the API's cursor. `reload` starts again from the first page after a change.
 */
export function usePagedList<T>(path: string, key: string, query: string) {
  const [items, setItems] = useState<T[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [version, setVersion] = useState(0);

  const url = useCallback(
    (cursor?: string | null) => {
      const params = new URLSearchParams({ limit: "50" });
      if (query.trim()) params.set("q", query.trim());
      if (cursor) params.set("cursor", cursor);
      return `${path}?${params}`;
    },
    [path, query],
  );

  const fetchPage = useCallback(
    async (cursor?: string | null): Promise<Page<T>> => {
      const body = await api<Record<string, unknown>>(url(cursor));
      return { items: (body[key] as T[]) ?? [], nextCursor: (body.nextCursor as string | null) ?? null };
    },
    [url, key],
  );

  useEffect(() => {
    let active = true;
    const timer = setTimeout(() => {
      fetchPage()
        .then((page) => {
          if (!active) return;
          setItems(page.items);
          setNextCursor(page.nextCursor);
          setError(null);
        })
        .catch((e: unknown) => active && setError(errorMessage(e)));
    }, 150);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [fetchPage, version]);

  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await fetchPage(nextCursor);
      setItems((prev) => [...(prev ?? []), ...page.items]);
      setNextCursor(page.nextCursor);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setLoadingMore(false);
    }
  }, [fetchPage, nextCursor]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  return { items, nextCursor, error, loadingMore, loadMore, reload };
}
