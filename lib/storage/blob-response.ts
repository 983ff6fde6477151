import { Readable } from "node:stream";
import contentDisposition from "content-disposition";
import { AppError } from "@/lib/contract/errors";
import { BlobNotFoundError, getBlobStore } from "./blob-store";
import { logger } from "@/lib/observability/logger";
import { API_CONTENT_SECURITY_POLICY, FRAMEABLE_FILE_CONTENT_SECURITY_POLICY } from "@/lib/http/security-headers";

export type ServedFile = { sha256: string; contentType: string; size: number; filename: string };

/**
 * Streams a stored file to the client. Files are private: `private, no-store` keeps them out of
 * shared caches, and `nosniff` stops a browser from reinterpreting the bytes as another type.
 */
export async function blobResponse(file: ServedFile, options: { inline?: boolean } = {}): Promise<Response> {
  const stream = await getBlobStore()
    .open(file.sha256)
    .catch((error: unknown) => {
      if (!(error instanceof BlobNotFoundError)) throw error;
      // The row exists but the bytes are gone (a store restored from an older backup, say): say so plainly.
      logger.error({ sha256: file.sha256 }, "file bytes missing from the blob store");
      throw new AppError("not_found", "This file's contents are no longer available. Please upload it again.");
    });
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    status: 200,
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.size),
      "content-disposition": contentDisposition(file.filename, {
        type: options.inline ? "inline" : "attachment",
        // An ASCII fallback, so any name that is not plain ASCII also goes out as UTF-8 in filename*
        // (RFC 6266); the library's default fallback sends Latin-1 names like "résumé" as raw Latin-1.
        fallback: file.filename.replace(/[^\x20-\x7e]/g, "?"),
      }),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      // Shown inline, our own pages frame it (verification review); as a download nobody frames it.
      "content-security-policy": options.inline ? FRAMEABLE_FILE_CONTENT_SECURITY_POLICY : API_CONTENT_SECURITY_POLICY,
    },
  });
}
