import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/contract/errors";
import { MAX_BODY_BYTES } from "@/lib/http/body";
import { getBlobStore } from "@/lib/storage/blob-store";
import { BLOB_STORE_DRIVERS, withBlobStore } from "@/test/blob-stores";
import { multipart, SAMPLE_EXE as EXE, SAMPLE_PDF as PDF, SAMPLE_PNG as PNG } from "@/test/multipart";
import { cleanFilename, receiveUpload } from "./receive-upload";

/** A multipart request streamed in chunks, as a socket delivers it (see test/multipart.ts). */
async function form(file: Buffer | null, name = "invoice.pdf", extra: Record<string, string> = {}): Promise<Request> {
  const { body, headers } = await multipart(extra, file ? { bytes: file, name } : undefined);
  return new Request("http://localhost/api/document", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** The same suite on every blob store driver: the local directory and S3 (a real s3rver). */
describe.each(BLOB_STORE_DRIVERS)("receiveUpload into the %s blob store", (driver) => {
  const blobs = withBlobStore(driver, "blobs");

  it("stages a PDF, stores it by its SHA-256 on commit and returns the fields", async () => {
    const { fields, file } = await receiveUpload(await form(PDF, "../../etc/invoice.pdf", { shipment_id: "abc" }));
    expect(fields).toEqual({ shipment_id: "abc" });
    expect(file).toEqual({
      sha256: createHash("sha256").update(PDF).digest("hex"),
      size: PDF.length,
      contentType: "application/pdf",
      filename: "invoice.pdf",
      blob: expect.objectContaining({ sha256: createHash("sha256").update(PDF).digest("hex"), size: PDF.length }),
    });
    // Staged: not under its digest's name until committed.
    expect(await blobs.has(file.sha256)).toBe(false);
    await file.blob.commit();
    await file.blob.discard(); // a no-op once committed
    expect(await blobs.has(file.sha256)).toBe(true);
    const stored = await getBlobStore().open(file.sha256);
    const chunks: Buffer[] = [];
    for await (const chunk of stored) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
  });

  it("discards a staged upload without a trace", async () => {
    const before = await blobs.objects();
    const bytes = Buffer.concat([PDF, Buffer.from(`% discarded on ${driver}\n`)]);
    const { file } = await receiveUpload(await form(bytes));
    expect(await blobs.objects()).not.toEqual(before);
    await file.blob.discard();
    expect(await blobs.objects()).toEqual(before);
  });

  it("accepts a file of exactly 10 MB, and refuses one byte more with 413 naming the limit", async () => {
    const exact = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length, 0x20)]);
    expect(exact.length).toBe(MAX_BODY_BYTES);
    const { file } = await receiveUpload(await form(exact, "exact.pdf", { note: "x".repeat(1000) }));
    expect(file.size).toBe(MAX_BODY_BYTES);
    await file.blob.discard();

    const before = await blobs.objects();
    const over = Buffer.concat([exact, Buffer.from(" ")]);
    const error = await failure(receiveUpload(await form(over, "over.pdf")));
    expect(error.status).toBe(413);
    expect(error.message).toBe("The file is larger than the 10 MB limit.");
    expect(error.issues).toEqual([{ path: "file", message: "The file must be at most 10 MB (10485760 bytes)." }]);
    expect(await blobs.objects()).toEqual(before);
  });

  it("keeps UTF-8 file names as UTF-8", async () => {
    const { file } = await receiveUpload(await form(PDF, "résumé 履歴書 😀.pdf"));
    expect(file.filename).toBe("résumé 履歴書 😀.pdf");
    await file.blob.discard();
  });

  it("refuses a bad text field sent before the file without reading the file, and keeps no bytes", async () => {
    const before = await blobs.objects();
    const parseFields = (fields: Record<string, string>) => {
      if (fields.shipment_id !== "ok")
        throw new AppError("validation_failed", "shipment_id is wrong.", {
          issues: [{ path: "shipment_id", message: "shipment_id is wrong." }],
        });
      return fields;
    };
    const error = await failure(receiveUpload(await form(PDF, "a.pdf", { shipment_id: "bad" }), { parseFields }));
    expect(error.status).toBe(400);
    expect(error.issues).toEqual([{ path: "shipment_id", message: "shipment_id is wrong." }]);
    expect(await blobs.objects()).toEqual(before);
  });

  it("checks a field sent after the file at the end, and discards the staged bytes when it fails", async () => {
    const before = await blobs.objects();
    // The file first, then the field: a client may send the parts in any order.
    const data = new FormData();
    data.set("file", new Blob([new Uint8Array(PDF)]), "late.pdf");
    data.set("shipment_id", "bad");
    const encoded = new Response(data);
    const request = new Request("http://localhost/api/document", {
      method: "POST",
      body: await encoded.arrayBuffer(),
      headers: { "content-type": encoded.headers.get("content-type")! },
    });
    const parseFields = (fields: Record<string, string>) => {
      if (fields.shipment_id !== "ok")
        throw new AppError("validation_failed", "shipment_id is wrong.", {
          issues: [{ path: "shipment_id", message: "shipment_id is wrong." }],
        });
      return fields;
    };
    expect((await failure(receiveUpload(request, { parseFields }))).status).toBe(400);
    expect(await blobs.objects()).toEqual(before);
  });

  it("decides the type by content, not by name", async () => {
    const { file } = await receiveUpload(await form(PNG, "scan.pdf"));
    expect(file.contentType).toBe("image/png");
    await file.blob.discard();
  });

  it("refuses an executable renamed .pdf with 415 and stores nothing", async () => {
    const before = await blobs.objects();
    const error = await failure(receiveUpload(await form(EXE, "invoice.pdf")));
    expect(error.status).toBe(415);
    expect(error.message).toMatch(/PDF, PNG, JPEG or WebP/);
    expect(await blobs.objects()).toEqual(before);
  });

  it("refuses a file over 10 MB with 413 while streaming", async () => {
    const before = await blobs.objects();
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const error = await failure(receiveUpload(await form(big)));
    expect(error.status).toBe(413);
    expect(await blobs.objects()).toEqual(before);
    expect(await blobs.has(createHash("sha256").update(big).digest("hex"))).toBe(false);
  });

  it("refuses an oversized chunked body that declares no length", async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(0x41);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 20) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request("http://localhost/x", {
      method: "POST",
      body,
      headers: { "content-type": "multipart/form-data; boundary=zzz" },
      duplex: "half",
    } as RequestInit);
    const error = await failure(receiveUpload(request));
    expect(error.status).toBe(413);
    expect(sent).toBeLessThan(20);
  });

  it("answers 400 when no file is sent, and for an empty file", async () => {
    expect((await failure(receiveUpload(await form(null, "x", { uid: "u" })))).issues).toEqual([
      { path: "file", message: "Choose a file to upload." },
    ]);
    expect((await failure(receiveUpload(await form(Buffer.alloc(0))))).message).toBe("The file is empty.");
  });

  it("answers 400 to a body cut off inside the file part or inside an ignored part, with nothing uncaught", async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      const boundary = "----cut";
      const headers = { "content-type": `multipart/form-data; boundary=${boundary}` };
      const part = (name: string, filename: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
      for (const body of [
        Buffer.concat([Buffer.from(part("file", "cut.pdf")), PDF.subarray(0, 200)]),
        Buffer.concat([Buffer.from(part("other", "x.pdf")), PDF.subarray(0, 200)]),
      ]) {
        const request = new Request("http://localhost/api/document", { method: "POST", body, headers });
        const error = await failure(receiveUpload(request));
        expect(error.status).toBe(400);
      }
      // An unheard stream error surfaces on a later tick.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
    }
  });

  it("answers 415 to a body that is not multipart", async () => {
    const request = new Request("http://localhost/x", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect((await failure(receiveUpload(request))).status).toBe(415);
  });
});

describe("cleanFilename", () => {
  it.each([
    ["résumé.pdf", "résumé.pdf"],
    // "é" typed as e + combining accent becomes the one composed character.
    ["re\u0301sume\u0301.pdf", "résumé.pdf"],
    // A right-to-left override makes "invoice\u202Efdp.exe" read "invoiceexe.pdf".
    ["invoice\u202Efdp.exe", "invoicefdp.exe"],
    ["a\u2066b\u2069c\u200E\u200F\u061C.pdf", "abc.pdf"],
    ["tab\there\u0000\u001b\u007f\u0085.pdf", "tabhere.pdf"],
    ["line\u2028break.pdf", "linebreak.pdf"],
    ["C:\\Users\\me\\scan.png", "scan.png"],
    ["../../etc/passwd", "passwd"],
    ["\u202E", "upload"],
    ["lone\uD800surrogate.pdf", "lone\uFFFDsurrogate.pdf"],
  ])("%j becomes %j", (name, clean) => {
    expect(cleanFilename(name)).toBe(clean);
  });

  it("cuts at 255 characters without splitting one", () => {
    const name = "😀".repeat(300);
    expect(Array.from(cleanFilename(name))).toHaveLength(255);
    expect(cleanFilename(name).isWellFormed()).toBe(true);
  });
});
