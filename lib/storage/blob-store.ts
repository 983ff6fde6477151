import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { BlobNotFoundError, type BlobStore, type StagedBlob, type StoredBlob } from "./blob-types";
import { s3BlobStoreFromEnv } from "./s3-blob-store";

// The interface lives in its own file so the S3 driver can implement it without a cycle.
export { BlobNotFoundError, type BlobStore, type StagedBlob, type StoredBlob } from "./blob-types";

const SHA256_HEX = /^[0-9a-f]{64}$/;
/** Uploads in progress and staged uploads, beside the two-hex-digit blob directories. */
const TMP_DIR = ".tmp";

/** The default store: a local directory, `<root>/<first two hex digits>/<sha256>`. */
export class LocalBlobStore implements BlobStore {
  constructor(readonly root: string) {}

  private pathOf(sha256: string): string {
    // The digest becomes a path: refuse anything else so no input can walk the directory tree.
    if (!SHA256_HEX.test(sha256)) throw new BlobNotFoundError(sha256);
    return path.join(this.root, sha256.slice(0, 2), sha256);
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

  async stage(source: Readable): Promise<StagedBlob> {
    const tmpDir = path.join(this.root, TMP_DIR);
    await fs.promises.mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, randomUUID());
    const hash = createHash("sha256");
    let size = 0;
    const digest = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    // Create the file before streaming, so a failure can always remove it (a stream that opens
    // lazily could create it after the cleanup ran).
    const handle = await fs.promises.open(tmp, "wx");
    const sink = handle.createWriteStream();
    try {
      await pipeline(source, digest, sink);
    } catch (error) {
      if (!sink.closed) sink.destroy();
      await fs.promises.rm(tmp, { force: true });
      throw error;
    }
    const sha256 = hash.digest("hex");
    const target = this.pathOf(sha256);
    let state: "staged" | "committed" | "discarded" = "staged";
    return {
      sha256,
      size,
      commit: async () => {
        if (state === "committed") return;
        if (state === "discarded") throw new BlobNotFoundError(sha256);
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        // rename is atomic within one file system: a reader never sees half a blob. Renaming over
        // an existing copy of the same bytes also renews its mtime, which keeps the sweep away.
        await fs.promises.rename(tmp, target);
        state = "committed";
      },
      discard: async () => {
        if (state !== "staged") return;
        state = "discarded";
        await fs.promises.rm(tmp, { force: true });
      },
    };
  }

  async open(sha256: string): Promise<Readable> {
    const file = this.pathOf(sha256);
    try {
      await fs.promises.access(file, fs.constants.R_OK);
    } catch {
      throw new BlobNotFoundError(sha256);
    }
    return fs.createReadStream(file);
  }

  async remove(sha256: string): Promise<void> {
    await fs.promises.rm(this.pathOf(sha256), { force: true });
  }

  async removeStagedOlderThan(date: Date): Promise<number> {
    const tmpDir = path.join(this.root, TMP_DIR);
    const names = await fs.promises.readdir(tmpDir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const stat = await fs.promises.stat(path.join(tmpDir, name)).catch(() => null);
      if (!stat || stat.mtime >= date) continue;
      await fs.promises.rm(path.join(tmpDir, name), { force: true });
      removed++;
    }
    return removed;
  }

  async *listOlderThan(date: Date): AsyncIterable<string> {
    let prefixes: string[];
    try {
      prefixes = await fs.promises.readdir(this.root);
    } catch {
      return; // Nothing stored yet.
    }
    for (const prefix of prefixes.filter((p) => /^[0-9a-f]{2}$/.test(p)).sort()) {
      const names = await fs.promises.readdir(path.join(this.root, prefix)).catch(() => [] as string[]);
      for (const name of names.sort()) {
        if (!SHA256_HEX.test(name)) continue;
        const stat = await fs.promises.stat(path.join(this.root, prefix, name)).catch(() => null);
        if (stat && stat.mtime < date) yield name;
      }
    }
  }
}

const STORE_KEY = Symbol.for("exportly.blobStore");
type Holder = { [STORE_KEY]?: BlobStore };

/**
 * The process-wide store (docs/storage.md): an S3-compatible bucket when `S3_BUCKET` is set,
 * otherwise the local directory `FILES_DIR`, or `./data/files` beside the embedded database.
 */
export function getBlobStore(): BlobStore {
  const holder = globalThis as Holder;
  holder[STORE_KEY] ??= s3BlobStoreFromEnv() ?? new LocalBlobStore(filesRoot());
  return holder[STORE_KEY];
}

/** The store's directory is data, not code: keep the build's file tracer out of it. */
const filesRoot = () => path.resolve(/* turbopackIgnore: true */ process.env.FILES_DIR ?? path.join("data", "files"));

/** Tests point the store at their own directory. */
export function setBlobStore(store: BlobStore): void {
  (globalThis as Holder)[STORE_KEY] = store;
}
