import { AppError } from "@/lib/contract/errors";

export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export const tooLarge = () => new AppError("payload_too_large", "The request is larger than the 10 MB limit.");

/**
 * Refuses a declared Content-Length over the limit before anything is read. Upload endpoints
 * pass a larger `limit`: their 10 MB is on the file, and the multipart framing comes on top.
 */
export function assertContentLength(headers: Headers, limit = MAX_BODY_BYTES): void {
  const declared = Number(headers.get("content-length") ?? 0);
  if (declared > limit) throw tooLarge();
}

/**
 * Reads a JSON body, stopping at 10 MB even when no Content-Length was sent (chunked),
 * so an oversized body is refused without being buffered whole.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  assertContentLength(request.headers);
  const contentType = request.headers.get("content-type") ?? "";
  const text = await readText(request);
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

async function readText(request: Request): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
