import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import type { TemplateKey } from "@/lib/templates/descriptors";
import { getOwnedShipment } from "./access";
import { toDocumentDto } from "./dto";
import { getDocumentRow } from "./queries";
import type { DocumentDto } from "./schemas";

export type GetDocumentOptions = { actor: Actor; shipmentId: string; name: TemplateKey };

export async function getDocument({ actor, shipmentId, name }: GetDocumentOptions): Promise<DocumentDto> {
  const db = await getDb();
  const shipment = await getOwnedShipment(db, actor, shipmentId);
  return toDocumentDto(shipment, await getDocumentRow(db, shipmentId, name));
}
