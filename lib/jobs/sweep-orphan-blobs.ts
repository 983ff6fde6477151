import { getDb } from "@/lib/db/client";
import { releaseBlobIfUnreferenced } from "@/lib/storage/blob-references";
import { getBlobStore } from "@/lib/storage/blob-store";

/** Bytes younger than this may belong to an upload whose row is not committed yet. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/**
 * The `blobs.sweep` job, the only remover of bytes a request did not delete on purpose: it removes
 * stored bytes that no `files` row or finalised document names and that are older than an hour
 * (a finalised PDF is stored before its row commits; a crash or a failed commit between the two
 * leaves them behind), and staged uploads older than an hour (a crash or a cut connection
 * mid-upload). Each digest is checked and removed under the same advisory lock
 * uploads and deletes take (lib/storage/blob-references.ts), so a concurrent upload of
 * the same bytes either keeps them or is told to upload again.
 */
export async function sweepOrphanBlobs(
  now = new Date(),
): Promise<{ checked: number; removed: number; stagedRemoved: number }> {
  const db = await getDb();
  const store = getBlobStore();
  const cutoff = new Date(now.getTime() - ORPHAN_MIN_AGE_MS);
  // A staged upload is never named by a row (it becomes a blob under the lock first): no lock needed.
  const stagedRemoved = await store.removeStagedOlderThan(cutoff);
  let checked = 0;
  let removed = 0;
  for await (const sha256 of store.listOlderThan(cutoff)) {
    checked++;
    const gone = await db.transaction(async (tx) => {
      await releaseBlobIfUnreferenced(tx, sha256);
      return !(await isStored(sha256));
    });
    if (gone) removed++;
  }
  return { checked, removed, stagedRemoved };
}

async function isStored(sha256: string): Promise<boolean> {
  try {
    const stream = await getBlobStore().open(sha256);
    stream.on("error", () => undefined);
    stream.destroy();
    return true;
  } catch {
    return false;
  }
}
