import { tooLarge } from "@/lib/http/body";

/**
 * The request body as bytes, stopping at `maxBytes` even without a Content-Length (chunked). The
 * signature is over these exact bytes, so the body must not go through JSON parsing first
 * (lib/http/body.ts's reader returns parsed JSON, which would lose them).
 */
export async function readRawBody(request: Request, maxBytes: number): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
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
  return Buffer.concat(chunks);
}
