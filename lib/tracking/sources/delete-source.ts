import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { logger } from "@/lib/observability/logger";
import { trackingSources } from "@/models";
import { getOwnedSource } from "./access";
import { deleteCarrierSubscription } from "./carrier-client";
import { auditView } from "./dto";

/**
 * Removes a connection. Its webhook answers 401 from the commit on. A subscription we held at the
 * carrier is cancelled there afterwards, best effort: the carrier being down must not keep a
 * connection the user wants gone (its pushes are refused anyway).
 */
export async function deleteSource({ actor, sourceId }: { actor: Actor; sourceId: string }): Promise<void> {
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const row = await getOwnedSource(tx, actor, sourceId, { forUpdate: true });
    await tx.delete(trackingSources).where(eq(trackingSources.id, sourceId));
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "tracking_source.deleted",
      entityType: "tracking_source",
      entityId: sourceId,
      data: auditView(row),
    });
    return row;
  });
  if (removed.baseUrl && removed.carrierSubscriptionId) {
    await deleteCarrierSubscription(removed).catch((error: unknown) =>
      logger.warn({ err: error, sourceId }, "could not cancel the subscription at the carrier"),
    );
  }
}
