"use client";

import { useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api";

/**
 * The search behind a picker panel: while `open`, asks `search` for `query` 150 ms after the
 * last keystroke, cancelling the request a newer keystroke replaces. `items` is null until the
 * first answer; `error` is the last failure's message.
 */
export function usePickerSearch<T>(
  open: boolean,
  query: string,
  search: (query: string, signal: AbortSignal) => Promise<T[]>,
) {
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Callers pass an inline function: keep the latest without re-running the effect on every render.
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchRef
        .current(query, controller.signal)
        .then((found) => {
          setItems(found);
          setError(null);
        })
        .catch((e: unknown) => {
          if (!(e instanceof DOMException && e.name === "AbortError")) setError(errorMessage(e));
        });
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, query]);

  return { items, error };
}
