import { NextResponse, type NextRequest } from "next/server";
import { malformedPathResponse } from "@/lib/http/malformed-path";

/**
 * Runs before Next.js matches routes. It refuses a path with a malformed percent-escape with our
 * own 400 (Next's matcher would throw on it and answer a text/plain 500; lib/http/malformed-path.ts),
 * and passes the requested path and query to server components (layouts cannot read the URL), so
 * the protected layout can send a visitor to /login?next=… . Authorisation itself happens in the
 * pages and the API wrapper, never here.
 */
export function proxy(request: NextRequest) {
  const malformed = malformedPathResponse(request.nextUrl.pathname);
  if (malformed) return malformed;
  if (/^\/(api|v1)(\/|$)/.test(request.nextUrl.pathname)) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.set("x-exportly-path", request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: [
    "/((?!api/|v1/|_next/|vendor/|favicon.ico|robots.txt|sitemap.xml).*)",
    // API paths only when they hold a percent-escape: Next.js buffers the body of every request
    // the proxy sees, and cuts it at 10 MB (proxyClientMaxBodySize), which uploads must never meet.
    "/:area(api|v1)/:rest(.*%.*)",
  ],
};
