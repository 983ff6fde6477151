import { count, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { getOwnedShipment } from "@/lib/shipments/access";
import { consumeLimit } from "@/lib/limits/limiter";
import type { ReceivedFile } from "@/lib/uploads/receive-upload";
import { files } from "@/models";
import { toShipmentFileDto } from "./dto";
import type { ShipmentFileDto } from "./schemas";
import { assertBlobStored, lockBlob, releaseBlobIfUnreferenced } from "./blob-references";

/** Keeps a shipment's file list one bounded answer (GET /api/document/shipment/{id}). */
export const MAX_FILES_PER_SHIPMENT = 200;

export type UploadShipmentFileOptions = {
  actor: Actor;
  shipmentId: string;
  documentType: string | null;
  file: ReceivedFile;
};

/**
 * Records a file the route wrapper already streamed into the blob store (size limit, type by
 * content and SHA-256 done there) as one of the shipment's uploads, with its audit entry in the
 * same transaction. When the shipment is not the actor's, or the account is over its uploads a
 * minute (docs/limits.md), the stored bytes are released again.
 */
export async function uploadShipmentFile({
  actor,
  shipmentId,
  documentType,
  file,
}: UploadShipmentFileOptions): Promise<ShipmentFileDto> {
  const db = await getDb();
  try {
    await consumeLimit("upload", actor.userId);
    return await db.transaction(async (tx) => {
      const shipment = await getOwnedShipment(tx, actor, shipmentId, { forbiddenToSharees: "upload files to it" });
      const [existing] = await tx.select({ n: count() }).from(files).where(eq(files.shipmentId, shipment.id));
      if ((existing?.n ?? 0) >= MAX_FILES_PER_SHIPMENT) {
        throw new AppError(
          "unprocessable",
          `A shipment can hold at most ${MAX_FILES_PER_SHIPMENT} files. Delete files it no longer needs.`,
        );
      }
      await lockBlob(tx, file.sha256);
      await assertBlobStored(file.sha256);
      const [row] = await tx
        .insert(files)
        .values({
          ownerId: shipment.ownerId,
          shipmentId: shipment.id,
          documentType,
          filename: file.filename,
          contentType: file.contentType,
          size: file.size,
          sha256: file.sha256,
        })
        .returning();
      await writeAudit(tx, {
        actorId: actor.userId,
        action: "shipment_file.uploaded",
        entityType: "file",
        entityId: row!.id,
        data: {
          shipmentId: shipment.id,
          filename: file.filename,
          contentType: file.contentType,
          size: file.size,
          sha256: file.sha256,
          documentType,
        },
      });
      return toShipmentFileDto(row!);
    });
  } catch (error) {
    // Nothing names the bytes that were just stored: do not keep them (unless another row does).
    await db.transaction((tx) => releaseBlobIfUnreferenced(tx, file.sha256)).catch(() => undefined);
    throw error;
  }
}
