import { count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { getBlobStore } from "@/lib/storage/blob-store";
import { files, shipmentDocuments } from "@/models";

/**
 * Blobs are content-addressed: two uploads of the same bytes share one blob. A blob may be
 * removed only when no row names it any more, and a new row may name a blob only while it is
 * still there. Both sides hold a transaction-scoped advisory lock on the digest, so a delete
 * that removes the last reference cannot interleave with an upload that adds a new one.
 */
export async function lockBlob(tx: DbOrTx, sha256: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`blob:${sha256}`}, 0))`);
}

/** Called under lockBlob before a row starts naming the blob. */
export async function assertBlobStored(sha256: string): Promise<void> {
  try {
    const stream = await getBlobStore().open(sha256);
    // A file stream opens its descriptor lazily: destroyed before that, it still opens and may
    // then report an error (the bytes removed meanwhile) with nobody listening.
    stream.on("error", () => undefined);
    stream.destroy();
  } catch {
    // A concurrent delete removed the bytes between the upload and this check.
    throw new AppError("conflict", "The upload was interrupted. Please upload the file again.");
  }
}

async function isReferenced(tx: DbOrTx, sha256: string): Promise<boolean> {
  const [byFile] = await tx.select({ n: count() }).from(files).where(eq(files.sha256, sha256));
  if ((byFile?.n ?? 0) > 0) return true;
  // Finalised documents record their PDF's digest; if those bytes are stored, they stay.
  const [byDocument] = await tx
    .select({ n: count() })
    .from(shipmentDocuments)
    .where(eq(shipmentDocuments.finalSha256, sha256));
  return (byDocument?.n ?? 0) > 0;
}

/**
 * Removes the blob when nothing names it any more. Runs inside the transaction that dropped the
 * last row, after its last statement: removing before commit keeps the lock held, and a commit
 * that still failed would leave a row without bytes (a 404 on download), never bytes a
 * deleted row promised were gone.
 */
export async function releaseBlobIfUnreferenced(tx: DbOrTx, sha256: string): Promise<void> {
  await lockBlob(tx, sha256);
  if (!(await isReferenced(tx, sha256))) await getBlobStore().remove(sha256);
}
