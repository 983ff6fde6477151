import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import type { FileRow } from "@/models";
import { getShipmentFile } from "./access";

export type GetShipmentFileOptions = { actor: Actor; fileId: string };

/** One uploaded file of a shipment the actor may reach (for its download). */
export async function getShipmentFileForDownload({ actor, fileId }: GetShipmentFileOptions): Promise<FileRow> {
  return getShipmentFile(await getDb(), actor, fileId);
}
