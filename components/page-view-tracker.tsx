"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { apiRequest } from "@/lib/client/api-client";

/** Posts a first-party page view (path + query string) on every route change. Fire and forget. */
export function PageViewTracker() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const search = searchParams.toString();

  useEffect(() => {
    if (!pathname) return;
    const path = pathname + (search ? `?${search}` : "");
    // An effect on purpose: a page view is an event of the navigation, not server state to cache.
    apiRequest("POST", "/api/analytics/pageview", { body: { path } }, { keepalive: true }).catch(() => undefined);
  }, [pathname, search]);

  return null;
}
