import { NextResponse, type NextRequest } from "next/server";
import {
  baseSecurityHeaders,
  HSTS_VALUE,
  newNonce,
  pageContentSecurityPolicy,
  servedOverHttps,
} from "@/lib/http/security-headers";

/**
 * Runs before every page (not API routes, which the route wrapper covers, nor static files).
 * Passes the requested path and query to server components (layouts cannot read the URL), so
 * the protected layout can send a visitor to /login?next=… , and gives the page its security
 * headers. Authorisation itself happens in the pages and the API wrapper, never here.
 */
export function proxy(request: NextRequest) {
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
  matcher: ["/((?!api/|v1/|_next/|vendor/|favicon.ico|robots.txt|sitemap.xml).*)"],
};
