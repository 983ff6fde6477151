"use client";

import { useEffect, useState } from "react";
import type { Attention, ShipmentStatus } from "./types";

export const SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "updated", label: "Recently updated" },
  { value: "reference", label: "Reference A–Z" },
] as const;
export type Sort = (typeof SORTS)[number]["value"];

/** The order is part of the query: the API sorts and pages (keyset) in it, so every page continues it. */
export type Filters = { q: string; status: ShipmentStatus | ""; attention: Attention | ""; sort: Sort };

/**
 * The list's filters as typed (`filters`) and as sent (`applied`): a search applies once the
 * user pauses (300 ms), so each keystroke is not a request; status and sort apply at once.
 */
export function useShipmentFilters(initial: Partial<Pick<Filters, "status" | "attention">> = {}) {
  const [filters, setFilters] = useState<Filters>({
    q: "",
    status: initial.status ?? "",
    attention: initial.attention ?? "",
    sort: "newest",
  });
  const [applied, setApplied] = useState<Filters>(filters);

  useEffect(() => {
    const timer = setTimeout(() => setApplied(filters), filters.q === applied.q ? 0 : 300);
    return () => clearTimeout(timer);
  }, [filters, applied.q]);

  return {
    filters,
    setFilters,
    applied,
    filtered: applied.q.trim() !== "" || applied.status !== "" || applied.attention !== "",
  };
}
