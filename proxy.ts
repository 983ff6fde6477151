import { NextResponse, type NextRequest } from "next/server";
import { malformedPathResponse } from "@/lib/http/malformed-path";
import {
  API_CONTENT_SECURITY_POLICY,
  applySecurityHeaders,
  baseSecurityHeaders,
  HSTS_VALUE,
  newNonce,
  pageContentSecurityPolicy,
  servedOverHttps,
} from "@/lib/http/security-headers";

/**
 * Runs before Next.js matches routes, for every page and for API paths holding a percent-escape.
 * It refuses a path with a malformed percent-escape with our own 400 (Next's matcher would throw
 * on it and answer a text/plain 500; lib/http/malformed-path.ts). For pages it passes the
 * requested path and query to server components (layouts cannot read the URL), so the protected
 * layout can send a visitor to /login?next=… , and gives the page its security headers (API
 * answers get theirs from the route wrapper). Authorisation itself happens in the pages and the
 * API wrapper, never here.
 */
export function proxy(request: NextRequest) {
  const malformed = malformedPathResponse(request.nextUrl.pathname);
  if (malformed) {
    applySecurityHeaders(malformed.headers, {
      contentSecurityPolicy: API_CONTENT_SECURITY_POLICY,
      https: servedOverHttps(request.headers, request.nextUrl),
    });
    return malformed;
  }
  if (/^\/(api|v1|v2)(\/|$)/.test(request.nextUrl.pathname)) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.set("x-exportly-path", request.nextUrl.pathname + request.nextUrl.search);
  return withPageSecurityHeaders(request, headers);
}

/**
 * A fresh nonce per request. Next.js reads it from the request's Content-Security-Policy header
 * and puts it on its scripts while rendering (so every page renders per request: app/layout.tsx);
 * the same policy goes out on the answer.
 */
function withPageSecurityHeaders(request: NextRequest, requestHeaders: Headers): NextResponse {
  const https = servedOverHttps(request.headers, request.nextUrl);
  const policy = pageContentSecurityPolicy(newNonce(), {
    development: process.env.NODE_ENV === "development",
    https,
  });
  requestHeaders.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", policy);
  for (const [name, value] of Object.entries(baseSecurityHeaders())) response.headers.set(name, value);
  if (https) response.headers.set("strict-transport-security", HSTS_VALUE);
  return response;
}

export const config = {
  matcher: [
    "/((?!api/|v1/|v2/|_next/|vendor/|favicon.ico|robots.txt|sitemap.xml).*)",
    // API paths only when they hold a percent-escape: Next.js buffers the body of every request
    // the proxy sees, and cuts it at 10 MB (proxyClientMaxBodySize), which uploads must never meet.
    "/:area(api|v1|v2)/:rest(.*%.*)",
  ],
};
