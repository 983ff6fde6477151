import { desc, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { getOwnedShipment } from "@/lib/shipments/access";
import { files, type FileRow } from "@/models";

export type ListShipmentFilesOptions = { actor: Actor; shipmentId: string };

/**
 * A shipment's uploads, newest first. At most MAX_FILES_PER_SHIPMENT, so one answer; the
 * (shipment, created_at) index serves it.
 */
export async function listShipmentFiles({ actor, shipmentId }: ListShipmentFilesOptions): Promise<FileRow[]> {
  const db = await getDb();
  const shipment = await getOwnedShipment(db, actor, shipmentId);
  return db.select().from(files).where(eq(files.shipmentId, shipment.id)).orderBy(desc(files.createdAt), desc(files.id));
}
