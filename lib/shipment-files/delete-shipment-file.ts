import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { files } from "@/models";
import { getShipmentFile } from "./access";
import { releaseBlobIfUnreferenced } from "@/lib/storage/blob-references";

export type DeleteShipmentFileOptions = { actor: Actor; fileId: string };

/**
 * Deletes one of a shipment's uploads with its audit entry, and its bytes when no other row
 * names them (blobs are shared by content).
 */
export async function deleteShipmentFile({ actor, fileId }: DeleteShipmentFileOptions): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await getShipmentFile(tx, actor, fileId, { forUpdate: true, ownerOnly: "delete its files" });
    await tx.delete(files).where(eq(files.id, row.id));
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "shipment_file.deleted",
      entityType: "file",
      entityId: row.id,
      data: { shipmentId: row.shipmentId, filename: row.filename, sha256: row.sha256 },
    });
    await releaseBlobIfUnreferenced(tx, row.sha256);
  });
}
