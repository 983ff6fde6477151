import { NextResponse } from "next/server";
import { AppError, errorBody } from "@/lib/contract/errors";

/**
 * Next.js decodes each dynamic path segment with decodeURIComponent while it matches routes; a
 * malformed escape (`/api/shipments/%E0%A4%A`) throws there, before any route handler runs, and
 * Next answers a text/plain 500. The proxy runs before that matching, so it refuses such a path
 * with the app's own 400 (JSON in the error shape for the API, a short page otherwise).
 */
export function hasMalformedEscape(pathname: string): boolean {
  for (const segment of pathname.split("/")) {
    if (!segment.includes("%")) continue;
    try {
      decodeURIComponent(segment);
    } catch {
      return true;
    }
  }
  return false;
}

const MESSAGE = "The address contains a malformed percent-escape (%XX); check the link.";

/** The 400 answer for a path that cannot be decoded, or null when the path is fine. */
export function malformedPathResponse(pathname: string): Response | null {
  if (!hasMalformedEscape(pathname)) return null;
  const headers = { "cache-control": "no-store" };
  if (/^\/(api|v1|v2)(\/|$)/.test(pathname)) {
    const error = new AppError("validation_failed", MESSAGE, { issues: [{ path: "path", message: MESSAGE }] });
    return NextResponse.json(errorBody(error), { status: error.status, headers });
  }
  const page =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bad request · Exportly</title></head>' +
    `<body><main><h1>Bad request</h1><p>${MESSAGE}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;
  return new NextResponse(page, { status: 400, headers: { ...headers, "content-type": "text/html; charset=utf-8" } });
}
