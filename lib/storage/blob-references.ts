import { count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { files, shipmentDocuments, type FileRow } from "@/models";
import { getBlobStore } from "./blob-store";
import type { StagedBlob } from "./blob-types";
import { assertWithinStorageQuota } from "./storage-quota";

/**
 * Blobs are content-addressed: two uploads of the same bytes share one blob. A blob may be
 * removed only when no committed row names it, and a new row may name a blob only while it is
 * stored. Both sides hold a transaction-scoped advisory lock on the digest, so a removal that
 * sees no row cannot interleave with an upload that adds one. Every path that writes a `files`
 * row goes through insertFileRow (docs/storage.md, "Who removes bytes").
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
    // Cannot happen while the lock is held after a commit; kept as the last line of defence so
    // that no row is ever written for bytes that are not there.
    throw new AppError("conflict", "The upload was interrupted. Please upload the file again.");
  }
}

/** An upload the route wrapper streamed into the store: staged, under no digest's name yet. */
export type UploadedBlob = { sha256: string; size: number; contentType: string; filename: string; blob: StagedBlob };

export type NewFileRow = Omit<typeof files.$inferInsert, "sha256" | "size" | "contentType" | "filename" | "id">;

/**
 * Writes a `files` row for an upload, in the caller's transaction, after the caller's access
 * checks: the owner's storage quota (413 with the usage), then, under the digest's lock, the
 * staged bytes are moved to their digest's name and checked to be there, then the row. The
 * lock is held until the transaction ends, so the orphan sweep and a delete wait for the row to
 * commit and then see it. If the transaction fails after this, the bytes stay unnamed and the
 * sweep removes them; nothing on the request path ever removes a committed blob.
 */
export async function insertFileRow(tx: DbOrTx, row: NewFileRow, upload: UploadedBlob): Promise<FileRow> {
  await assertWithinStorageQuota(tx, row.ownerId, upload.size);
  await lockBlob(tx, upload.sha256);
  await upload.blob.commit();
  await assertBlobStored(upload.sha256);
  const [inserted] = await tx
    .insert(files)
    .values({
      ...row,
      filename: upload.filename,
      contentType: upload.contentType,
      size: upload.size,
      sha256: upload.sha256,
    })
    .returning();
  return inserted!;
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
 * Removes the blob when no committed row names it. Used by a delete (inside the transaction that
 * dropped the last row, after its last statement) and by the orphan sweep. It takes the digest's
 * lock first, so an upload naming the same bytes has either committed its row (seen here, the
 * bytes stay) or has not yet taken the lock (it then stores its bytes again under the lock before
 * its row). Removing before commit keeps the lock held; a commit that still failed would leave a
 * row without bytes (a 404 on download), never bytes a deleted row promised were gone.
 */
export async function releaseBlobIfUnreferenced(tx: DbOrTx, sha256: string): Promise<void> {
  await lockBlob(tx, sha256);
  if (!(await isReferenced(tx, sha256))) await getBlobStore().remove(sha256);
}
