import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { markShareOpened } from "@/lib/sharing/mark-share-opened";
import type { TemplateKey } from "@/lib/templates/descriptors";
import { getDocumentAccess } from "./access";
import { toDocumentDto } from "./dto";
import { getDocumentRow } from "./queries";
import type { DocumentDto } from "./schemas";

export type GetDocumentOptions = { actor: Actor; shipmentId: string; name: TemplateKey };

export async function getDocument({ actor, shipmentId, name }: GetDocumentOptions): Promise<DocumentDto> {
  const db = await getDb();
  const { access } = await getDocumentAccess(db, actor, shipmentId, name, { need: "read" });
  if (access.kind === "sharee") await markShareOpened(access.share, actor.userId);
  const shipment = access.shipment;
  return toDocumentDto(shipment, await getDocumentRow(db, shipmentId, name));
}
