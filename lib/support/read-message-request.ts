import { Readable, Transform } from "node:stream";
import busboy from "busboy";
import type { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { AppError, toIssues } from "@/lib/contract/errors";
import { getDb } from "@/lib/db/client";
import { MAX_BODY_BYTES, readJsonBody } from "@/lib/http/body";
import { consumeLimit } from "@/lib/limits/limiter";
import type { UploadedBlob } from "@/lib/storage/blob-references";
import { getBlobStore } from "@/lib/storage/blob-store";
import { assertStorageLeft } from "@/lib/storage/storage-quota";
import { cleanFilename, FileCheck, type FileCheckErrors } from "@/lib/uploads/receive-upload";
import { MAX_ATTACHMENTS_PER_MESSAGE } from "./schemas";

/** A ticket's text (the JSON or the multipart fields) and the files that came with it. */
export type MessageRequest<T> = { input: T; files: UploadedBlob[] };

/** JSON bodies of these endpoints are small: a message of 10,000 characters, with room for escapes. */
const MAX_JSON_BYTES = 256 * 1024;
const FIELDS_ALLOWANCE = 64 * 1024;
/** The largest body a message with files may have: each file at the limit, plus the fields. */
export const MAX_MESSAGE_BODY_BYTES = MAX_ATTACHMENTS_PER_MESSAGE * MAX_BODY_BYTES + FIELDS_ALLOWANCE;

const formatMb = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/**
 * Reads a message endpoint's body: JSON, or multipart/form-data when files come with it (the
 * text fields as form fields, each file in a field `files`, at most five).
 *
 * Hand-written beside lib/uploads/receive-upload.ts (whose FileCheck every file passes through) because that reader takes exactly one file
 * and requires it; this one takes none to five, and keeps its rules: types by content (PDF, PNG,
 * JPEG, WebP; 415 otherwise), 10 MB per file while streaming (413), names cleaned the same way,
 * the uploads-a-minute limit and the account's storage checked before a byte is read, every file
 * staged in the blob store and discarded by `discardFiles` unless a row took it.
 */
export async function readMessageRequest<S extends z.ZodType>(
  request: Request,
  actor: Actor,
  schema: S,
): Promise<MessageRequest<z.output<S>>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    return { input: parse(schema, await readJsonBody(request, MAX_JSON_BYTES)), files: [] };
  }
  await consumeLimit("upload", actor.userId);
  await assertStorageLeft(await getDb(), actor.userId);
  const { fields, files } = await receiveFiles(request, contentType);
  try {
    return { input: parse(schema, fields), files };
  } catch (error) {
    await discardFiles(files);
    throw error;
  }
}

/** Removes staged files no row took (a no-op for stored ones). */
export async function discardFiles(files: UploadedBlob[]): Promise<void> {
  await Promise.all(files.map((f) => f.blob.discard().catch(() => undefined)));
}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = toIssues(result.error);
  throw new AppError("validation_failed", issues[0]?.message ?? "The request is not valid.", { issues });
}

const tooLarge = () =>
  new AppError("payload_too_large", `A file is larger than the ${formatMb(MAX_BODY_BYTES)} limit.`, {
    issues: [{ path: "files", message: `Each file must be at most ${formatMb(MAX_BODY_BYTES)}.` }],
  });
/** A message's files are worded as a group ("one file is EXE"), under the field `files`. */
const MESSAGE_FILE_ERRORS: FileCheckErrors = {
  tooLarge,
  empty: () =>
    new AppError("validation_failed", "A file is empty.", {
      issues: [{ path: "files", message: "A file is empty." }],
    }),
  unsupported: (detected) =>
    new AppError(
      "unsupported_media_type",
      `Attach PDF, PNG, JPEG or WebP files${detected ? `; one file is ${detected}` : "; one file's type is not recognised"}.`,
    ),
};
const invalid = () =>
  new AppError("validation_failed", "The upload is not a valid multipart/form-data body (it may have been cut off).");

function receiveFiles(
  request: Request,
  contentType: string,
): Promise<{ fields: Record<string, string>; files: UploadedBlob[] }> {
  if (!request.body) return Promise.resolve({ fields: {}, files: [] });
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const pending: Promise<UploadedBlob>[] = [];
    const guards: FileCheck[] = [];
    let settled = false;
    const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream);
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe();
      if (!source.readableEnded) source.destroy();
      for (const guard of guards) guard.destroy(error as Error);
      void Promise.allSettled(pending)
        .then((results) =>
          Promise.all(
            results.map((r) => (r.status === "fulfilled" ? r.value.blob.discard().catch(() => undefined) : undefined)),
          ),
        )
        .then(() => reject(error));
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        defParamCharset: "utf8",
        limits: {
          fileSize: MAX_BODY_BYTES + 1,
          files: MAX_ATTACHMENTS_PER_MESSAGE,
          fields: 20,
          fieldSize: 64 * 1024,
          parts: 30,
        },
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
    parser.on("filesLimit", () =>
      fail(
        new AppError("validation_failed", `Attach at most ${MAX_ATTACHMENTS_PER_MESSAGE} files to one message.`, {
          issues: [{ path: "files", message: `At most ${MAX_ATTACHMENTS_PER_MESSAGE} files per message.` }],
        }),
      ),
    );
    parser.on("file", (name, stream, info) => {
      stream.on("error", () => undefined);
      if ((name !== "files" && name !== "file") || settled) {
        stream.resume();
        return;
      }
      const guard = new FileCheck(MAX_BODY_BYTES, MESSAGE_FILE_ERRORS);
      guards.push(guard);
      guard.on("error", () => {});
      stream.on("limit", () => guard.destroy(tooLarge()));
      stream.on("error", () => guard.destroy(invalid()));
      const filename = cleanFilename(info.filename);
      const staged = getBlobStore()
        .stage(stream.pipe(guard))
        .then((blob) => ({ sha256: blob.sha256, size: blob.size, contentType: guard.detected!, filename, blob }));
      staged.catch(fail);
      pending.push(staged);
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
    parser.on("error", () => fail(invalid()));
    parser.on("close", () => {
      if (settled) return;
      Promise.all(pending).then((files) => {
        if (settled) return void discardFiles(files);
        settled = true;
        resolve({ fields, files });
      }, fail);
    });
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (received > MAX_MESSAGE_BODY_BYTES) callback(tooLarge());
        else callback(null, chunk);
      },
    });
    counter.on("error", fail);
    source.on("error", () => fail(new AppError("validation_failed", "The upload was interrupted. Please try again.")));
    source.pipe(counter).pipe(parser);
  });
}

/**
 * Reads the request, runs `fn` with its text and files, and discards whatever files `fn` did not
 * store (it threw, or refused them): a refused message leaves no bytes behind.
 */
export async function withMessageRequest<S extends z.ZodType, R>(
  request: Request,
  actor: Actor,
  schema: S,
  fn: (req: MessageRequest<z.output<S>>) => Promise<R>,
): Promise<R> {
  const req = await readMessageRequest(request, actor, schema);
  try {
    return await fn(req);
  } finally {
    await discardFiles(req.files);
  }
}
