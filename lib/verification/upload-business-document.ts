import { requireUserId, type Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/contract/errors";
import { insertFileRow, type UploadedBlob } from "@/lib/storage/blob-references";
import { COMPANY_LOGO_CONTENT_TYPES, COMPANY_LOGO_TYPE, type BusinessDocumentType } from "./document-types";
import { toPdfDocDto } from "./dto";
import type { PdfDocDto } from "./schemas";

export type UploadBusinessDocumentOptions = {
  actor: Actor;
  uid: string;
  documentType: BusinessDocumentType;
  file: UploadedBlob;
};

/**
 * Records one of the user's own business documents (KYC included): a file with no shipment.
 * `uid` is the spec's field and must be the caller's own id; anyone else's answers 404, so
 * accounts cannot be probed. The bytes arrive staged (the route wrapper counted the upload
 * against the uploads-a-minute limit, docs/limits.md); insertFileRow stores them for good under
 * the digest's lock, with the quota check, exactly as for shipment files. A refused upload
 * removes nothing: the wrapper discards its staged copy.
 */
export async function uploadBusinessDocument({
  actor,
  uid,
  documentType,
  file,
}: UploadBusinessDocumentOptions): Promise<PdfDocDto> {
  requireUserId(actor, "uploadBusinessDocument");
  if (uid !== actor.userId) throw notFound("User not found.");
  if (documentType === COMPANY_LOGO_TYPE && !COMPANY_LOGO_CONTENT_TYPES.includes(file.contentType)) {
    throw new AppError(
      "unsupported_media_type",
      `A company logo must be a PNG or JPEG image (this file is ${file.contentType}).`,
    );
  }
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const row = await insertFileRow(tx, { ownerId: actor.userId, shipmentId: null, documentType }, file);
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "business_document.uploaded",
      entityType: "file",
      entityId: row.id,
      data: { documentType, sha256: file.sha256, size: file.size, contentType: file.contentType },
    });
    return row;
  });
  return toPdfDocDto(row);
}
