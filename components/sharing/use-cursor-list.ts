"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "react-toastify";
import { api, errorMessage } from "@/lib/client/api";

type Page<T> = { shipments: T[]; nextCursor: string | null };

/** A keyset-paged list: the first page on mount, then "load more" with the answer's nextCursor. */
export function useCursorList<T>(basePath: string, keyOf: (item: T) => string, pageSize = 20) {
  const [items, setItems] = useState<T[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const path = useCallback(
    (cursor: string | null) => `${basePath}?limit=${pageSize}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    [basePath, pageSize],
  );

  useEffect(() => {
    let active = true;
    api<Page<T>>(path(null))
      .then((page) => {
        if (!active) return;
        setItems(page.shipments);
        setNextCursor(page.nextCursor);
      })
      .catch((error: unknown) => active && setLoadError(errorMessage(error)));
    return () => {
      active = false;
    };
  }, [path]);

  async function loadMore() {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await api<Page<T>>(path(nextCursor));
      // A share changed between pages moves to the top of the order: never list it twice.
      setItems((current) => {
        const seen = new Set((current ?? []).map(keyOf));
        return [...(current ?? []), ...page.shipments.filter((item) => !seen.has(keyOf(item)))];
      });
      setNextCursor(page.nextCursor);
    } catch (error) {
      toast.error(`Could not load more: ${errorMessage(error)}`);
    } finally {
      setLoadingMore(false);
    }
  }

  return { items, setItems, nextCursor, loadError, loadingMore, loadMore };
}
