import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/contract/errors";
import { getBlobStore } from "@/lib/storage/blob-store";
import { BLOB_STORE_DRIVERS, withBlobStore } from "@/test/blob-stores";
import { multipart, SAMPLE_EXE as EXE, SAMPLE_PDF as PDF, SAMPLE_PNG as PNG } from "@/test/multipart";
import { receiveUpload } from "./receive-upload";

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

  it("stores a PDF by its SHA-256 and returns the fields", async () => {
    const { fields, file } = await receiveUpload(await form(PDF, "../../etc/invoice.pdf", { shipment_id: "abc" }));
    expect(fields).toEqual({ shipment_id: "abc" });
    expect(file).toEqual({
      sha256: createHash("sha256").update(PDF).digest("hex"),
      size: PDF.length,
      contentType: "application/pdf",
      filename: "invoice.pdf",
    });
    const stored = await getBlobStore().open(file.sha256);
    const chunks: Buffer[] = [];
    for await (const chunk of stored) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
  });

  it("decides the type by content, not by name", async () => {
    const { file } = await receiveUpload(await form(PNG, "scan.pdf"));
    expect(file.contentType).toBe("image/png");
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

  it("answers 415 to a body that is not multipart", async () => {
    const request = new Request("http://localhost/x", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect((await failure(receiveUpload(request))).status).toBe(415);
  });
});
