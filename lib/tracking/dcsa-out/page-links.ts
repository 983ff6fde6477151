import { siteUrl } from "@/lib/site/metadata";
import { DCSA_API_VERSION } from "./deliver-event";

/**
 * The DCSA 2.2 paging headers: `Current-Page` and, unless this is the last page, `Next-Page`, as
 * absolute links on SITE_URL (never the request's Host) carrying the same filters and the next
 * cursor; and `API-Version`.
 */
export function pageHeaders(requestUrl: URL, nextCursor: string | null): Headers {
  const headers = new Headers({ "API-Version": DCSA_API_VERSION });
  const current = new URL(requestUrl.pathname + requestUrl.search, siteUrl());
  headers.set("Current-Page", current.toString());
  if (nextCursor) {
    const next = new URL(current);
    next.searchParams.set("cursor", nextCursor);
    headers.set("Next-Page", next.toString());
  }
  return headers;
}
