import { Readable, Transform, type TransformCallback } from "node:stream";
import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import { MAX_BODY_BYTES, tooLarge } from "@/lib/http/body";
import { AppError } from "@/lib/contract/errors";
import { getBlobStore } from "@/lib/storage/blob-store";

/** What we accept, by content (never by the name or the declared type). */
export const ACCEPTED_UPLOAD_TYPES: Record<string, string> = {
  "application/pdf": "PDF",
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/webp": "WebP",
};

export type ReceivedFile = { sha256: string; size: number; contentType: string; filename: string };
export type ReceivedUpload = { fields: Record<string, string>; file: ReceivedFile };

// file-type reads at most this many bytes to recognise a format.
const SNIFF_BYTES = 4100;
// Form fields ride along with the file; they get this much room beyond the file limit.
const FIELDS_ALLOWANCE = 64 * 1024;

const unsupported = (detected: string | undefined) =>
  new AppError(
    "unsupported_media_type",
    `Upload a PDF, PNG, JPEG or WebP file${detected ? `; this file is ${detected}` : "; this file's type is not recognised"}.`,
  );

/**
 * Streams one multipart file into the blob store (docs/architecture.md §1: busboy, no buffering of the body):
 * the 10 MB limit holds while streaming (413 before the rest is read), the type is decided by
 * the first bytes (415 for anything but PDF, PNG, JPEG or WebP), and the SHA-256 is computed on
 * the way in. Fields come back as strings for the endpoint's schema to parse.
 */
export function receiveUpload(
  request: Request,
  options: { fileField?: string; maxBytes?: number } = {},
): Promise<ReceivedUpload> {
  const fileField = options.fileField ?? "file";
  const maxBytes = options.maxBytes ?? MAX_BODY_BYTES;
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    return Promise.reject(
      new AppError(
        "unsupported_media_type",
        "Send the file as multipart/form-data, with the file in the field “file”.",
      ),
    );
  }
  if (!request.body) return Promise.reject(missingFile());

  return new Promise<ReceivedUpload>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let filePromise: Promise<ReceivedFile> | undefined;
    let guard: SniffingGuard | undefined;
    let settled = false;
    const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream);
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe();
      // Stop reading what is left of a refused body; a body already read needs nothing.
      if (!source.readableEnded) source.destroy();
      // End a file still streaming, and answer once the store has removed its partial copy.
      guard?.destroy(error as Error);
      void Promise.resolve(filePromise?.catch(() => {})).then(() => reject(error));
    };

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        limits: { fileSize: maxBytes, files: 1, fields: 50, fieldSize: 16 * 1024, parts: 60 },
      });
    } catch {
      fail(
        new AppError(
          "validation_failed",
          "The upload is not a valid multipart/form-data body (its boundary is missing).",
        ),
      );
      return;
    }

    parser.on("file", (name, stream, info) => {
      if (name !== fileField || filePromise) {
        stream.resume();
        return;
      }
      const fileGuard = new SniffingGuard(maxBytes);
      guard = fileGuard;
      stream.on("limit", () => fileGuard.destroy(tooLarge()));
      // A small file can fail its checks before the store starts reading: listen at once, and
      // let the failure reach the client through the store, after it removed the partial file.
      fileGuard.on("error", () => {});
      const filename = cleanFilename(info.filename);
      filePromise = getBlobStore()
        .put(stream.pipe(fileGuard))
        .then((blob) => ({ ...blob, contentType: fileGuard.detected!, filename }));
      filePromise.catch(fail);
    });
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated)
        fail(
          new AppError("validation_failed", `The field ${name} is too long.`, {
            issues: [{ path: name, message: "This value is too long." }],
          }),
        );
      else fields[name] = value;
    });
    parser.on("error", () =>
      fail(new AppError("validation_failed", "The upload is not a valid multipart/form-data body.")),
    );
    parser.on("close", () => {
      if (settled) return;
      if (!filePromise) return fail(missingFile());
      filePromise.then((file) => {
        if (settled) return;
        settled = true;
        resolve({ fields, file });
      }, fail);
    });

    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        // A chunked body declares no length: stop it here rather than read it all.
        if (received > maxBytes + FIELDS_ALLOWANCE) callback(tooLarge());
        else callback(null, chunk);
      },
    });
    counter.on("error", fail);
    source.on("error", () => fail(new AppError("validation_failed", "The upload was interrupted. Please try again.")));
    source.pipe(counter).pipe(parser);
  });
}

/** Counts the file's bytes against the limit and decides its type from its first bytes. */
class SniffingGuard extends Transform {
  detected?: string;
  private head: Buffer[] = [];
  private headSize = 0;
  private size = 0;
  private decided = false;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return callback(tooLarge());
    if (this.decided) return callback(null, chunk);
    this.head.push(chunk);
    this.headSize += chunk.length;
    if (this.headSize < SNIFF_BYTES) return callback();
    this.decide().then(() => callback(null, this.releaseHead()), callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.decided) return callback();
    if (this.size === 0)
      return callback(
        new AppError("validation_failed", "The file is empty.", {
          issues: [{ path: "file", message: "The file is empty." }],
        }),
      );
    this.decide().then(() => callback(null, this.releaseHead()), callback);
  }

  private async decide(): Promise<void> {
    const type = await fileTypeFromBuffer(Buffer.concat(this.head));
    if (!type || !ACCEPTED_UPLOAD_TYPES[type.mime]) throw unsupported(type?.ext.toUpperCase());
    this.detected = type.mime;
    this.decided = true;
  }

  private releaseHead(): Buffer {
    const head = Buffer.concat(this.head);
    this.head = [];
    return head;
  }
}

function missingFile(): AppError {
  return new AppError("validation_failed", "Choose a file to upload.", {
    issues: [{ path: "file", message: "Choose a file to upload." }],
  });
}

/** Keeps the name a person gave the file, minus any path and control characters. */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 255);
  return clean || "upload";
}
