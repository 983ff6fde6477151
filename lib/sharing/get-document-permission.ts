import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { getDocumentAccess } from "@/lib/shipments/access";
import type { TemplateKey } from "@/lib/templates/descriptors";
import { users } from "@/models";

export type GetDocumentPermissionOptions = { actor: Actor; shipmentId: string; name: TemplateKey };
export type DocumentPermission = {
  hasEditAccess: boolean;
  sharedBy: { id: string; email: string; name: string; company: string | null; companyVerified: boolean } | null;
};

/**
 * GET /api/document/{id}/{x}/permission: whether the actor may edit the document (404 without
 * any access), and for a sharee who shared it, so the editor can say "shared by …".
 */
export async function getDocumentPermission({
  actor,
  shipmentId,
  name,
}: GetDocumentPermissionOptions): Promise<DocumentPermission> {
  const db = await getDb();
  const { access, canEdit } = await getDocumentAccess(db, actor, shipmentId, name, { need: "read" });
  if (access.kind === "owner") return { hasEditAccess: canEdit, sharedBy: null };
  const [owner] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      verificationState: users.verificationState,
    })
    .from(users)
    .where(eq(users.id, access.shipment.ownerId));
  return {
    hasEditAccess: canEdit,
    sharedBy: owner
      ? {
          id: owner.id,
          email: owner.email,
          name: `${owner.firstName} ${owner.lastName}`.trim(),
          company: owner.company,
          companyVerified: owner.verificationState === "verified",
        }
      : null,
  };
}
