import contentDisposition from "content-disposition";
import type { NextRequest } from "next/server";
import { FRAMEABLE_FILE_CONTENT_SECURITY_POLICY } from "./security-headers";

/**
 * A generated PDF for its reader only: inline, or an attachment with `?download=1`; never cached
 * by a shared cache, never sniffed as anything else.
 */
export function pdfResponse(
  request: NextRequest,
  pdf: { bytes: Uint8Array; filename: string },
  headers: Record<string, string> = {},
): Response {
  const download = request.nextUrl.searchParams.get("download") === "1";
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(pdf.bytes.length),
      "content-disposition": contentDisposition(pdf.filename, { type: download ? "attachment" : "inline" }),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      // Our own pages frame it for the preview; nobody else may.
      "content-security-policy": FRAMEABLE_FILE_CONTENT_SECURITY_POLICY,
      ...headers,
    },
  });
}
