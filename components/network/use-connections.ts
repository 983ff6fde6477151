"use client";

import { useCallback, useEffect, useState } from "react";
import { api, errorMessage } from "@/lib/client/api";
import type { Connection, ConnectionPage } from "./types";

const PAGE_SIZE = 50;

export type ConnectionQuery = { role?: string; connStatus?: string; direction?: "sent" | "received" };

/**
 * One list of connections from GET /api/network: the first page for the query, then "Load
 * more" with the API's cursor. `version` (bumped by the screen after any change) reloads it.
 */
export function useConnections(query: ConnectionQuery, version: number) {
  // The list as loaded for one path: while another path (new filters) loads, `items` is null
  // (the loading state); a reload of the same path keeps showing the rows it replaces.
  const [loaded, setLoaded] = useState<{
    path: string;
    items: Connection[];
    nextCursor: string | null;
    loadedAt: number;
  } | null>(null);
  const [error, setError] = useState<{ path: string; message: string } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const { role, connStatus, direction } = query;

  const path = useCallback(
    (cursor?: string | null) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (role && role !== "all") params.set("role", role);
      if (connStatus && connStatus !== "all") params.set("connStatus", connStatus);
      if (direction) params.set("direction", direction);
      if (cursor) params.set("cursor", cursor);
      return `/api/network?${params.toString()}`;
    },
    [role, connStatus, direction],
  );

  const first = path();
  useEffect(() => {
    let active = true;
    api<ConnectionPage>(first)
      .then((page) => {
        if (!active) return;
        setLoaded({ path: first, items: page.connections, nextCursor: page.nextCursor, loadedAt: Date.now() });
        setError(null);
      })
      .catch((e: unknown) => active && setError({ path: first, message: errorMessage(e) }));
    return () => {
      active = false;
    };
  }, [first, version]);

  const current = loaded?.path === first ? loaded : null;
  const nextCursor = current?.nextCursor ?? null;

  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await api<ConnectionPage>(path(nextCursor));
      setLoaded((prev) =>
        prev && prev.path === first
          ? {
              ...prev,
              // A row changed meanwhile may come round again: keep each once.
              items: [...prev.items, ...page.connections.filter((c) => !prev.items.some((x) => x.id === c.id))],
              nextCursor: page.nextCursor,
            }
          : prev,
      );
    } catch (e) {
      setError({ path: first, message: errorMessage(e) });
    } finally {
      setLoadingMore(false);
    }
  }, [path, first, nextCursor]);

  return {
    items: current?.items ?? null,
    /** When the list was read: the clock the rows' rules ("invite again from…") are judged by. */
    loadedAt: current?.loadedAt ?? 0,
    nextCursor,
    error: error?.path === first ? error.message : null,
    loadingMore,
    loadMore,
  };
}
