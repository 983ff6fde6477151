import { and, eq, isNotNull } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import type { DbOrTx } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/contract/errors";
import { getShipmentAccess, type ShipmentAccess } from "@/lib/shipments/access";
import { isTemplateKey } from "@/lib/templates/descriptors";
import { files, type FileRow } from "@/models";

/**
 * Whether the actor sees this upload of a shipment they can reach: the owner sees all; a sharee
 * only the files attached to a document shared with them (documentType is its template key).
 */
export function seesFile(access: ShipmentAccess, file: Pick<FileRow, "documentType">): boolean {
  if (access.kind === "owner") return true;
  return file.documentType !== null && isTemplateKey(file.documentType) && access.forms.has(file.documentType);
}

/**
 * A shipment's uploaded file, if the actor may see it (lib/shipments/access.ts decides the
 * shipment, seesFile the file). Another user's file, a file attached to a document not shared
 * with the actor, a file of no shipment (the business documents of /api/pdfdocs) and an unknown
 * id all answer the same 404. `ownerOnly` names what only the owner may do (a sharee gets 403).
 * `forUpdate` locks the row, after the access checks.
 */
export async function getShipmentFile(
  db: DbOrTx,
  actor: Actor,
  fileId: string,
  options: { forUpdate?: boolean; ownerOnly?: string } = {},
): Promise<FileRow> {
  requireUserId(actor, "getShipmentFile");
  const byId = and(eq(files.id, fileId), isNotNull(files.shipmentId));
  // Read without a lock: a stranger must not be able to hold a lock on someone else's file.
  const [row] = await db.select().from(files).where(byId);
  if (!row) throw notFound("File not found.");
  let access: ShipmentAccess;
  try {
    access = await getShipmentAccess(db, actor, row.shipmentId!);
  } catch (error) {
    // Out of scope: the same words as an unknown file, so nothing is revealed.
    if (error instanceof AppError && error.code === "not_found") throw notFound("File not found.");
    throw error;
  }
  if (!seesFile(access, row)) throw notFound("File not found.");
  if (options.ownerOnly && access.kind !== "owner")
    throw new AppError("forbidden", `Only the shipment's owner can ${options.ownerOnly}.`);
  if (!options.forUpdate) return row;
  // Only now, access granted, is the row locked; re-read under the lock in case it changed or went.
  const [locked] = await db.select().from(files).where(byId).for("update");
  if (!locked) throw notFound("File not found.");
  return locked;
}
