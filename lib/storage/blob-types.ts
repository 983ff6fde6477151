import type { Readable } from "node:stream";

export type StoredBlob = { sha256: string; size: number };

/**
 * Bytes streamed in but not yet under their digest's name: nothing can name them, so they can be
 * thrown away without asking anyone. An upload stays staged until its row is about to commit
 * (lib/storage/blob-references.ts); a refused one is discarded and leaves nothing behind.
 */
export type StagedBlob = StoredBlob & {
  /** Moves the bytes to their digest's name (idempotent); from then on only the orphan sweep removes them. */
  commit(): Promise<void>;
  /** Removes the staged bytes unless they were committed (idempotent). */
  discard(): Promise<void>;
};

/**
 * Where file bytes live (docs/architecture.md §1: metadata in PostgreSQL, bytes in the store). Blobs are
 * content-addressed by SHA-256, so storing the same bytes twice keeps one copy and a blob
 * never changes once written.
 */
export interface BlobStore {
  /** Streams the bytes in and resolves with their digest; a failing source stores nothing. */
  put(source: Readable): Promise<StoredBlob>;
  /** Streams the bytes into a temporary place, hashing them; `commit` stores them (see StagedBlob). */
  stage(source: Readable): Promise<StagedBlob>;
  /** The bytes of a stored blob; rejects with `BlobNotFoundError` when they are missing. */
  open(sha256: string): Promise<Readable>;
  remove(sha256: string): Promise<void>;
  /** Digests of the blobs written before `date` (the orphan sweep, lib/jobs/sweep-orphan-blobs.ts). */
  listOlderThan(date: Date): AsyncIterable<string>;
  /** Removes staged bytes left since before `date` by a crash or a lost request; resolves with how many. */
  removeStagedOlderThan(date: Date): Promise<number>;
}

export class BlobNotFoundError extends Error {
  constructor(sha256: string) {
    super(`Blob ${sha256} is not in the store.`);
  }
}
