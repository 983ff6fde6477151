import { buffer } from "node:stream/consumers";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { getBlobStore } from "@/lib/storage/blob-store";
import { COMPANY_LOGO_TYPE } from "@/lib/verification/document-types";
import { files } from "@/models";

export type CompanyLogo = { sha256: string; bytes: Buffer };

/** SHA-256 of the owner's newest company logo (a business file, no shipment), or null. Uses files_owner_type_created_idx. */
export async function latestCompanyLogoSha256(db: DbOrTx, ownerId: string): Promise<string | null> {
  const [row] = await db
    .select({ sha256: files.sha256 })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), eq(files.documentType, COMPANY_LOGO_TYPE), isNull(files.shipmentId)))
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(1);
  return row?.sha256 ?? null;
}

/** The logo's bytes from the content-addressed store (throws BlobNotFoundError if the store lost them). */
export async function readCompanyLogo(sha256: string): Promise<CompanyLogo> {
  return { sha256, bytes: await buffer(await getBlobStore().open(sha256)) };
}
