import { AppError } from "@/lib/contract/errors";

export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export const tooLarge = (maxBytes = MAX_BODY_BYTES) =>
  new AppError("payload_too_large", `The request is larger than the ${maxBytes / (1024 * 1024)} MB limit.`);

/** Refuses a declared Content-Length over the limit (10 MB unless the endpoint says less) before anything is read. */
export function assertContentLength(headers: Headers, maxBytes = MAX_BODY_BYTES): void {
  const declared = Number(headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw tooLarge(maxBytes);
}

/**
 * Reads a JSON body, stopping at the limit even when no Content-Length was sent (chunked),
 * so an oversized body is refused without being buffered whole.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  assertContentLength(request.headers, maxBytes);
  const contentType = request.headers.get("content-type") ?? "";
  const text = await readText(request, maxBytes);
  if (text.trim() === "") return {};
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new AppError("unsupported_media_type", "Send the request body as JSON with Content-Type: application/json.");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
}

async function readText(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
