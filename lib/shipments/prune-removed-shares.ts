import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import type { Tx } from "@/lib/db/client";
import { shipmentShares } from "@/models";

/**
 * When documents leave a shipment, they leave its shares too (in the caller's transaction), so
 * adding the template again later does not silently hand the new document to old sharees. A
 * share left with no document is deleted. Each change is audited.
 */
export async function pruneRemovedDocuments(
  tx: Tx,
  actor: Actor,
  shipmentId: string,
  removed: string[],
): Promise<void> {
  if (removed.length === 0) return;
  const gone = new Set(removed);
  const shares = await tx.select().from(shipmentShares).where(eq(shipmentShares.shipmentId, shipmentId));
  for (const share of shares) {
    const forms = share.forms.filter((f) => !gone.has(f.name));
    if (forms.length === share.forms.length) continue;
    if (forms.length === 0) {
      await tx.delete(shipmentShares).where(eq(shipmentShares.id, share.id));
      await writeAudit(tx, {
        actorId: actor.userId,
        action: "share.revoked",
        entityType: "shipment_share",
        entityId: share.id,
        data: { shipmentId, email: share.email, userId: share.userId, forms: share.forms, reason: "documents_removed" },
      });
    } else {
      await tx.update(shipmentShares).set({ forms, updatedAt: new Date() }).where(eq(shipmentShares.id, share.id));
      await writeAudit(tx, {
        actorId: actor.userId,
        action: "share.changed",
        entityType: "shipment_share",
        entityId: share.id,
        data: {
          shipmentId,
          email: share.email,
          userId: share.userId,
          forms,
          previousForms: share.forms,
          reason: "documents_removed",
        },
      });
    }
  }
}
