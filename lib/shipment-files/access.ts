import { and, eq, isNotNull } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import type { DbOrTx } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/http/errors";
import { getOwnedShipment } from "@/lib/shipments/access";
import { files, type FileRow } from "@/models";

/**
 * A shipment's uploaded file, if the actor may reach its shipment (lib/shipments/access.ts
 * decides that, so sharing added there applies here too). Another user's file, a file of no
 * shipment (the business documents of /api/pdfdocs) and an unknown id all answer the same 404.
 */
export async function getShipmentFile(db: DbOrTx, actor: Actor, fileId: string, options: { forUpdate?: boolean } = {}): Promise<FileRow> {
  if (!actor?.userId) throw new Error("getShipmentFile: actor without userId");
  const query = db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), isNotNull(files.shipmentId)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound("File not found.");
  try {
    await getOwnedShipment(db, actor, row.shipmentId!);
  } catch (error) {
    // Out of scope: the same words as an unknown file, so nothing is revealed.
    if (error instanceof AppError && error.code === "not_found") throw notFound("File not found.");
    throw error;
  }
  return row;
}
