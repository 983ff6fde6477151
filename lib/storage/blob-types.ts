import type { Readable } from "node:stream";

export type StoredBlob = { sha256: string; size: number };

/**
 * Where file bytes live (docs/architecture.md §1: metadata in PostgreSQL, bytes in the store). Blobs are
 * content-addressed by SHA-256, so storing the same bytes twice keeps one copy and a blob
 * never changes once written.
 */
export interface BlobStore {
  /** Streams the bytes in and resolves with their digest; a failing source stores nothing. */
  put(source: Readable): Promise<StoredBlob>;
  /** The bytes of a stored blob; rejects with `BlobNotFoundError` when they are missing. */
  open(sha256: string): Promise<Readable>;
  remove(sha256: string): Promise<void>;
  /** Digests of the blobs written before `date` (the orphan sweep, lib/jobs/sweep-orphan-blobs.ts). */
  listOlderThan(date: Date): AsyncIterable<string>;
}

export class BlobNotFoundError extends Error {
  constructor(sha256: string) {
    super(`Blob ${sha256} is not in the store.`);
  }
}
