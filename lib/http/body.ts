import { AppError } from "@/lib/contract/errors";

export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export const tooLarge = (maxBytes = MAX_BODY_BYTES) =>
  new AppError("payload_too_large", `The request is larger than the ${maxBytes / (1024 * 1024)} MB limit.`);

/**
 * Refuses a declared Content-Length over the limit (10 MB unless the endpoint says less) before
 * anything is read. Upload endpoints pass a larger limit: their 10 MB is on the file, and the
 * multipart framing comes on top, so the message names the file limit.
 */
export function assertContentLength(headers: Headers, maxBytes = MAX_BODY_BYTES): void {
  const declared = Number(headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw tooLarge(Math.min(maxBytes, MAX_BODY_BYTES));
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
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
  if (MAY_OVERFLOW.test(text) && holdsNonFiniteNumber(parsed)) {
    throw new AppError("invalid_json", "The request body holds a number too large to represent.");
  }
  return parsed;
}

/**
 * A number literal too large for a double (`1e999`) parses to Infinity, which no schema expects
 * and canonical JSON (eBL checksums) cannot encode. Only a literal with an exponent of three or
 * more digits, or hundreds of digits, can overflow, so the walk that looks for one runs only when
 * the text holds such a run (inside a string it merely costs the walk).
 */
const MAY_OVERFLOW = /\d[eE]\+?\d{3}|\d{300}/;

/**
 * Whether a parsed value holds Infinity anywhere. An explicit stack, not recursion (nor a
 * JSON.parse reviver, which recurses): a body nested thousands of levels deep must reach the
 * schemas' depth check (`jsonChecked`) and its clear 400, not overflow the call stack here.
 */
function holdsNonFiniteNumber(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === "number") {
      if (!Number.isFinite(next)) return true;
    } else if (next !== null && typeof next === "object") {
      for (const child of Object.values(next)) stack.push(child);
    }
  }
  return false;
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
