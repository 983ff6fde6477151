/**
 * A multipart/form-data body that streams in 64 KB chunks, as a socket delivers it (undici's own
 * FormData body cannot be cancelled half-way on Node 20, and Next.js bodies come from the socket).
 */
export async function multipart(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string },
  options: { declareLength?: boolean } = {},
): Promise<{ body: ReadableStream<Uint8Array>; headers: Record<string, string> }> {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  if (file) data.set("file", new Blob([new Uint8Array(file.bytes)]), file.name);
  const encoded = new Response(data);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 65536));
      offset += 65536;
    },
  });
  const headers: Record<string, string> = { "content-type": encoded.headers.get("content-type")! };
  if (options.declareLength) headers["content-length"] = String(bytes.length);
  return { body, headers };
}

export const SAMPLE_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);
/** The PNG signature, an IHDR chunk header and filler: enough for content sniffing. */
export const SAMPLE_PNG = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(64, 1)]);
/** A Windows executable's "MZ" header. */
export const SAMPLE_EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(5000, 0x90)]);
