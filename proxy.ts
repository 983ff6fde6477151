import { NextResponse, type NextRequest } from "next/server";

/**
 * Passes the requested path and query to server components (layouts cannot read the URL), so
 * the protected layout can send a visitor to /login?next=… . Authorisation itself happens in
 * the pages and the API wrapper, never here.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set("x-exportly-path", request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ["/((?!api/|v1/|_next/|vendor/|favicon.ico|robots.txt|sitemap.xml).*)"],
};
