"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";

/** Posts a first-party page view (path + query string) on every route change. Fire and forget. */
export function PageViewTracker() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const search = searchParams.toString();

  useEffect(() => {
    if (!pathname) return;
    const path = pathname + (search ? `?${search}` : "");
    fetch("/api/analytics/pageview", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path }),
      keepalive: true,
    }).catch(() => undefined);
  }, [pathname, search]);

  return null;
}
