import { createHash, randomUUID } from "node:crypto";
import { Transform, pipeline, type Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { BlobNotFoundError, type BlobStore, type StagedBlob, type StoredBlob } from "./blob-types";

const SHA256_HEX = /^[0-9a-f]{64}$/;
const BLOBS = "blobs/";
const TMP = "tmp/";

export type S3BlobStoreOptions = { client: S3Client; bucket: string };

/**
 * Blobs in an S3-compatible bucket (AWS S3, MinIO, …), for several app instances sharing one
 * store (docs/storage.md). Keys: `blobs/<sha256>`, content-addressed like the local store, and
 * `tmp/<uuid>` while an upload streams in. The bucket must exist; it is never made public and
 * no presigned URL is handed out: downloads stream through our authorised routes.
 */
export class S3BlobStore implements BlobStore {
  readonly client: S3Client;
  readonly bucket: string;

  constructor({ client, bucket }: S3BlobStoreOptions) {
    this.client = client;
    this.bucket = bucket;
  }

  private keyOf(sha256: string): string {
    if (!SHA256_HEX.test(sha256)) throw new BlobNotFoundError(sha256);
    return `${BLOBS}${sha256}`;
  }

  async put(source: Readable): Promise<StoredBlob> {
    const staged = await this.stage(source);
    try {
      await staged.commit();
    } finally {
      await staged.discard();
    }
    return { sha256: staged.sha256, size: staged.size };
  }

  /**
   * Streams the bytes to a temporary key (multipart, one 5 MB part in memory at a time) while
   * hashing them; `commit` copies them to their digest's key (the digest is only known at the
   * end) and deletes the temporary one. A failing source aborts the upload and stores nothing,
   * and rejects with the source's error.
   */
  async stage(source: Readable): Promise<StagedBlob> {
    const tmp = `${TMP}${randomUUID()}`;
    const hash = createHash("sha256");
    let size = 0;
    const digest = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    // The SDK would report a failed body as its own error: keep the source's (a 413, a 415) to rethrow.
    let sourceError: unknown;
    source.once("error", (error) => (sourceError ??= error));
    pipeline(source, digest, (error) => {
      if (error) sourceError ??= error;
    });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: tmp, Body: digest },
      queueSize: 1,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
      if (sourceError) throw sourceError;
    } catch (error) {
      if (!digest.destroyed) digest.destroy();
      await upload.abort().catch(() => undefined);
      // The upload may have completed before the failure: leave no temporary object.
      await this.deleteKey(tmp).catch(() => undefined);
      throw sourceError ?? error;
    }
    const sha256 = hash.digest("hex");
    let state: "staged" | "committed" | "discarded" = "staged";
    return {
      sha256,
      size,
      commit: async () => {
        if (state === "committed") return;
        if (state === "discarded") throw new BlobNotFoundError(sha256);
        await this.client.send(
          new CopyObjectCommand({ Bucket: this.bucket, Key: this.keyOf(sha256), CopySource: `${this.bucket}/${tmp}` }),
        );
        state = "committed";
        // The blob is stored; a temporary key that outlives a failed delete is swept later.
        await this.deleteKey(tmp).catch(() => undefined);
      },
      discard: async () => {
        if (state !== "staged") return;
        state = "discarded";
        await this.deleteKey(tmp);
      },
    };
  }

  async open(sha256: string): Promise<Readable> {
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(sha256) }));
      return result.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new BlobNotFoundError(sha256);
      throw error;
    }
  }

  async remove(sha256: string): Promise<void> {
    await this.deleteKey(this.keyOf(sha256));
  }

  /** Digests of the blobs stored before `date` (the orphan sweep), page by page from ListObjectsV2. */
  async *listOlderThan(date: Date): AsyncIterable<string> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: BLOBS })) {
      for (const object of page.Contents ?? []) {
        const sha256 = object.Key?.slice(BLOBS.length) ?? "";
        if (SHA256_HEX.test(sha256) && object.LastModified && object.LastModified < date) yield sha256;
      }
    }
  }

  /**
   * Removes temporary keys older than `date`: what a crash between an upload and its commit left
   * (the orphan sweep). The parts of a multipart upload cut off mid-stream are not objects; the
   * bucket's AbortIncompleteMultipartUpload lifecycle rule removes those (docs/storage.md).
   */
  async removeStagedOlderThan(date: Date): Promise<number> {
    let removed = 0;
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: TMP })) {
      for (const object of page.Contents ?? []) {
        if (!object.Key || !object.LastModified || object.LastModified >= date) continue;
        await this.deleteKey(object.Key);
        removed++;
      }
    }
    return removed;
  }

  private async deleteKey(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata?.httpStatusCode === 404);
}

/**
 * The S3 store the environment describes, or null without `S3_BUCKET` (docs/storage.md):
 * `S3_ENDPOINT` (an S3-compatible server; path-style addressing by default then),
 * `S3_REGION` (default us-east-1), `S3_ACCESS_KEY_ID`/`S3_SECRET_ACCESS_KEY` (otherwise the SDK's
 * default chain: environment, profile, instance role) and `S3_FORCE_PATH_STYLE`.
 */
export function s3BlobStoreFromEnv(env: Record<string, string | undefined> = process.env): S3BlobStore | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const forcePathStyle = env.S3_FORCE_PATH_STYLE?.trim()
    ? /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE.trim())
    : Boolean(endpoint);
  const config: S3ClientConfig = {
    region: env.S3_REGION?.trim() || "us-east-1",
    endpoint,
    forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible servers reject or mis-store the
    // SDK's default streaming checksums (aws-chunked bodies with trailers).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  };
  if (env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    config.credentials = { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY };
  }
  return new S3BlobStore({ client: new S3Client(config), bucket });
}
