import { count, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { getOwnedShipment } from "@/lib/shipments/access";
import { insertFileRow, type UploadedBlob } from "@/lib/storage/blob-references";
import { files } from "@/models";
import { toShipmentFileDto } from "./dto";
import type { ShipmentFileDto } from "./schemas";

/** Keeps a shipment's file list one bounded answer (GET /api/document/shipment/{id}). */
export const MAX_FILES_PER_SHIPMENT = 200;

export type UploadShipmentFileOptions = {
  actor: Actor;
  shipmentId: string;
  documentType: string | null;
  file: UploadedBlob;
};

/**
 * Records a file the route wrapper streamed into the store's staging area (size limit, type by
 * content, SHA-256 and the uploads-a-minute limit done there) as one of the shipment's uploads,
 * with its audit entry in the same transaction. The access checks come first; only then are the
 * bytes stored for good, under the digest's lock, by insertFileRow. A refused upload (404, 403,
 * 422, 413 for the storage quota) never removes anything: its staged bytes are discarded by the
 * route wrapper, and bytes another upload stored stay (docs/storage.md).
 */
export async function uploadShipmentFile({
  actor,
  shipmentId,
  documentType,
  file,
}: UploadShipmentFileOptions): Promise<ShipmentFileDto> {
  const db = await getDb();
  return await db.transaction(async (tx) => {
    const shipment = await getOwnedShipment(tx, actor, shipmentId, { forbiddenToSharees: "upload files to it" });
    const [existing] = await tx.select({ n: count() }).from(files).where(eq(files.shipmentId, shipment.id));
    if ((existing?.n ?? 0) >= MAX_FILES_PER_SHIPMENT) {
      throw new AppError(
        "unprocessable",
        `A shipment can hold at most ${MAX_FILES_PER_SHIPMENT} files. Delete files it no longer needs.`,
      );
    }
    // The shipment's owner pays for its files (today the owner is also the only one who may upload).
    const row = await insertFileRow(tx, { ownerId: shipment.ownerId, shipmentId: shipment.id, documentType }, file);
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "shipment_file.uploaded",
      entityType: "file",
      entityId: row.id,
      data: {
        shipmentId: shipment.id,
        filename: file.filename,
        contentType: file.contentType,
        size: file.size,
        sha256: file.sha256,
        documentType,
      },
    });
    return toShipmentFileDto(row);
  });
}
