import { Readable, Transform, type TransformCallback } from "node:stream";
import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import { MAX_BODY_BYTES } from "@/lib/http/body";
import { AppError } from "@/lib/contract/errors";
import type { UploadedBlob } from "@/lib/storage/blob-references";
import { getBlobStore } from "@/lib/storage/blob-store";

/** What we accept, by content (never by the name or the declared type). */
export const ACCEPTED_UPLOAD_TYPES: Record<string, string> = {
  "application/pdf": "PDF",
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/webp": "WebP",
};

/**
 * The file as received: hashed, typed and staged in the store, under no digest's name yet. Only
 * insertFileRow (lib/storage/blob-references.ts) stores it for good; whoever received it discards
 * it when the request ends (a no-op once stored), so a refused upload leaves no bytes.
 */
export type ReceivedFile = UploadedBlob;
export type ReceivedUpload<F = Record<string, string>> = { fields: F; file: ReceivedFile };

// file-type reads at most this many bytes to recognise a format.
const SNIFF_BYTES = 4100;
// Form fields and the multipart framing ride along with the file; they get this much room beyond the file limit.
const FIELDS_ALLOWANCE = 64 * 1024;

/** The largest multipart body an upload endpoint reads: a file at the limit, with its fields and framing. */
export const MAX_UPLOAD_BODY_BYTES = MAX_BODY_BYTES + FIELDS_ALLOWANCE;

const fileTooLarge = (maxBytes: number) =>
  new AppError("payload_too_large", `The file is larger than the ${formatLimit(maxBytes)} limit.`, {
    issues: [{ path: "file", message: `The file must be at most ${formatLimit(maxBytes)} (${maxBytes} bytes).` }],
  });

const formatLimit = (bytes: number) => (bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${bytes} bytes`);

const unsupported = (detected: string | undefined) =>
  new AppError(
    "unsupported_media_type",
    `Upload a PDF, PNG, JPEG or WebP file${detected ? `; this file is ${detected}` : "; this file's type is not recognised"}.`,
  );

/**
 * Streams one multipart file into the blob store's staging area (docs/architecture.md §1: busboy, no
 * buffering of the body): the 10 MB limit is on the file's own bytes and holds while streaming
 * (413 before the rest is read), the type is decided by the first bytes (415 for anything but
 * PDF, PNG, JPEG or WebP), and the SHA-256 is computed on the way in.
 *
 * `parseFields` checks the text fields. Fields sent before the file (as browsers and our client
 * send them) are checked when the file part starts, so a bad field stops the upload before any
 * of the file is read; the complete set is checked again at the end, and a failure then discards
 * the staged bytes. Either way a 400 leaves nothing in the store.
 */
export function receiveUpload<F = Record<string, string>>(
  request: Request,
  options: { fileField?: string; maxBytes?: number; parseFields?: (fields: Record<string, string>) => F } = {},
): Promise<ReceivedUpload<F>> {
  const fileField = options.fileField ?? "file";
  const maxBytes = options.maxBytes ?? MAX_BODY_BYTES;
  const parseFields = options.parseFields ?? ((fields: Record<string, string>) => fields as F);
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

  return new Promise<ReceivedUpload<F>>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let filePromise: Promise<ReceivedFile> | undefined;
    let guard: FileCheck | undefined;
    let settled = false;
    const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream);
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe();
      // Stop reading what is left of a refused body; a body already read needs nothing.
      if (!source.readableEnded) source.destroy();
      // End a file still streaming, and answer once the store has removed its partial or staged copy.
      guard?.destroy(error as Error);
      const discarded = filePromise?.then(
        (file) => file.blob.discard(),
        () => undefined,
      );
      void Promise.resolve(discarded)
        .catch(() => undefined)
        .then(() => reject(error));
    };

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        // Names as UTF-8 (RFC 7578 §4.2: browsers send raw UTF-8 in filename="…"); busboy's default is latin1.
        defParamCharset: "utf8",
        // One byte over our limit: busboy reports "limit" when a file reaches its fileSize, so a
        // file of exactly maxBytes must not reach it. FileCheck answers the 413.
        limits: { fileSize: maxBytes + 1, files: 1, fields: 50, fieldSize: 16 * 1024, parts: 60 },
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
      // A body cut off inside a file part ends that part's stream with an error ("Unexpected end
      // of form"); unheard, it would be an uncaught exception. The parser reports the same cut.
      stream.on("error", () => undefined);
      if (name !== fileField || filePromise || settled) {
        stream.resume();
        return;
      }
      // The fields so far: refuse before reading the file when one of them is already wrong.
      const early = fieldsFailure(parseFields, fields);
      if (early) {
        stream.resume();
        fail(early);
        return;
      }
      const fileGuard = new FileCheck(maxBytes);
      guard = fileGuard;
      stream.on("limit", () => fileGuard.destroy(fileTooLarge(maxBytes)));
      stream.on("error", () => fileGuard.destroy(invalidMultipart()));
      // A small file can fail its checks before the store starts reading: listen at once, and
      // let the failure reach the client through the store, after it removed the partial file.
      fileGuard.on("error", () => {});
      const filename = cleanFilename(info.filename);
      filePromise = getBlobStore()
        .stage(stream.pipe(fileGuard))
        .then((blob) => ({ sha256: blob.sha256, size: blob.size, contentType: fileGuard.detected!, filename, blob }));
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
    parser.on("error", () => fail(invalidMultipart()));
    parser.on("close", () => {
      if (settled) return;
      let parsed: F;
      try {
        parsed = parseFields(fields);
      } catch (error) {
        return fail(error);
      }
      if (!filePromise) return fail(missingFile());
      filePromise.then((file) => {
        if (settled) return void file.blob.discard().catch(() => undefined);
        settled = true;
        resolve({ fields: parsed, file });
      }, fail);
    });

    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        // A chunked body declares no length: stop it here rather than read it all.
        if (received > maxBytes + FIELDS_ALLOWANCE) callback(fileTooLarge(maxBytes));
        else callback(null, chunk);
      },
    });
    counter.on("error", fail);
    source.on("error", () => fail(new AppError("validation_failed", "The upload was interrupted. Please try again.")));
    source.pipe(counter).pipe(parser);
  });
}

const invalidMultipart = () =>
  new AppError("validation_failed", "The upload is not a valid multipart/form-data body (it may have been cut off).");

/**
 * The fields' failure, if any failure is about a field already received (a missing field may
 * still follow the file; it is checked at the end).
 */
function fieldsFailure<F>(parseFields: (fields: Record<string, string>) => F, fields: Record<string, string>) {
  try {
    parseFields(fields);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) return error;
    const received = (error.issues ?? []).filter((issue) => issue.path.split(".")[0]! in fields);
    return received.length ? new AppError(error.code, received[0]!.message, { issues: received }) : null;
  }
}

/** The errors a FileCheck answers: each reader words them for its own form. */
export type FileCheckErrors = {
  tooLarge: () => AppError;
  empty: () => AppError;
  unsupported: (detected: string | undefined) => AppError;
};

const ONE_FILE_ERRORS = (maxBytes: number): FileCheckErrors => ({
  tooLarge: () => fileTooLarge(maxBytes),
  empty: () =>
    new AppError("validation_failed", "The file is empty.", {
      issues: [{ path: "file", message: "The file is empty." }],
    }),
  unsupported,
});

/**
 * Counts a file's bytes against the limit and decides its type from its first bytes, while the
 * file streams into the store: every reader of uploaded files (this one, the support messages')
 * passes the bytes through it.
 */
export class FileCheck extends Transform {
  detected?: string;
  private head: Buffer[] = [];
  private headSize = 0;
  private size = 0;
  private decided = false;

  constructor(
    private readonly maxBytes: number,
    private readonly errors: FileCheckErrors = ONE_FILE_ERRORS(maxBytes),
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return callback(this.errors.tooLarge());
    if (this.decided) return callback(null, chunk);
    this.head.push(chunk);
    this.headSize += chunk.length;
    if (this.headSize < SNIFF_BYTES) return callback();
    this.decide().then(() => callback(null, this.releaseHead()), callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.decided) return callback();
    if (this.size === 0) return callback(this.errors.empty());
    this.decide().then(() => callback(null, this.releaseHead()), callback);
  }

  private async decide(): Promise<void> {
    const type = await fileTypeFromBuffer(Buffer.concat(this.head));
    if (!type || !ACCEPTED_UPLOAD_TYPES[type.mime]) throw this.errors.unsupported(type?.ext.toUpperCase());
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

// Characters that change how a name reads without being part of it: C0 and C1 controls, DEL,
// the bidirectional embeddings, overrides and isolates (a name shown as "invoice‮fdp.exe" reads
// "invoiceexe.pdf"), the directional marks, and the line and paragraph separators.
const INVISIBLE_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * Keeps the name a person gave the file, as UTF-8, minus any path, control and bidirectional
 * formatting characters; composed (NFC) so "é" is one character whichever way it was typed, and
 * cut at 255 characters without splitting one.
 */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = Array.from(base.toWellFormed().normalize("NFC").replace(INVISIBLE_IN_NAMES, "").trim())
    .slice(0, 255)
    .join("")
    .trim();
  return clean || "upload";
}
