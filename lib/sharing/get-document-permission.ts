import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { getDocumentAccess } from "@/lib/shipments/access";
import type { TemplateKey } from "@/lib/templates/descriptors";

export type GetDocumentPermissionOptions = { actor: Actor; shipmentId: string; name: TemplateKey };

/** GET /api/document/{id}/{x}/permission: whether the actor may edit the document (404 without any access). */
export async function getDocumentPermission({ actor, shipmentId, name }: GetDocumentPermissionOptions): Promise<{ hasEditAccess: boolean }> {
  const { canEdit } = await getDocumentAccess(await getDb(), actor, shipmentId, name, { need: "read" });
  return { hasEditAccess: canEdit };
}
