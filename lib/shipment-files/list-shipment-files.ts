import { desc, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { getShipmentAccess } from "@/lib/shipments/access";
import { seesFile } from "./access";
import { files } from "@/models";
import { toShipmentFileDto } from "./dto";
import type { ShipmentFileDto } from "./schemas";

export type ListShipmentFilesOptions = { actor: Actor; shipmentId: string };

/**
 * A shipment's uploads the actor may see (a sharee: those attached to documents shared with them), newest first. At most MAX_FILES_PER_SHIPMENT, so one answer; the
 * (shipment, created_at) index serves it.
 */
export async function listShipmentFiles({ actor, shipmentId }: ListShipmentFilesOptions): Promise<ShipmentFileDto[]> {
  const db = await getDb();
  const access = await getShipmentAccess(db, actor, shipmentId);
  const rows = await db
    .select()
    .from(files)
    .where(eq(files.shipmentId, access.shipment.id))
    .orderBy(desc(files.createdAt), desc(files.id));
  return rows.filter((file) => seesFile(access, file)).map(toShipmentFileDto);
}
