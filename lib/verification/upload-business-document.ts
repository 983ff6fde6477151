import { files } from "@/models";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/contract/errors";
import { consumeLimit } from "@/lib/limits/limiter";
import type { ReceivedFile } from "@/lib/uploads/receive-upload";
import { COMPANY_LOGO_CONTENT_TYPES, COMPANY_LOGO_TYPE, type BusinessDocumentType } from "./document-types";
import { toPdfDocDto } from "./dto";
import type { PdfDocDto } from "./schemas";

export type UploadBusinessDocumentOptions = {
  actor: Actor;
  uid: string;
  documentType: BusinessDocumentType;
  file: ReceivedFile;
};

/**
 * Records one of the user's own business documents (KYC included): a file with no shipment.
 * `uid` is the spec's field and must be the caller's own id; anyone else's answers 404, so
 * accounts cannot be probed. The bytes are already in the content-addressed store. Uploads are
 * limited per account per minute (docs/limits.md).
 */
export async function uploadBusinessDocument({
  actor,
  uid,
  documentType,
  file,
}: UploadBusinessDocumentOptions): Promise<PdfDocDto> {
  requireUserId(actor, "uploadBusinessDocument");
  if (uid !== actor.userId) throw notFound("User not found.");
  await consumeLimit("upload", actor.userId);
  if (documentType === COMPANY_LOGO_TYPE && !COMPANY_LOGO_CONTENT_TYPES.includes(file.contentType)) {
    // The bytes stay in the content-addressed store unreferenced, as for any other rejected upload.
    throw new AppError(
      "unsupported_media_type",
      `A company logo must be a PNG or JPEG image (this file is ${file.contentType}).`,
    );
  }
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(files)
      .values({
        ownerId: actor.userId,
        shipmentId: null,
        documentType,
        filename: file.filename,
        contentType: file.contentType,
        size: file.size,
        sha256: file.sha256,
      })
      .returning();
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "business_document.uploaded",
      entityType: "file",
      entityId: row!.id,
      data: { documentType, sha256: file.sha256, size: file.size, contentType: file.contentType },
    });
    return row!;
  });
  return toPdfDocDto(row);
}
