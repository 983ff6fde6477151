import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { AppError } from "@/lib/contract/errors";
import { getDb } from "@/lib/db/client";
import { logger } from "@/lib/observability/logger";
import { trackingSources } from "@/models";
import { generateWebhookSecret } from "@/lib/tracking/webhooks/signature";
import { getOwnedSource } from "./access";
import { CarrierError, createCarrierSubscription, deleteCarrierSubscription } from "./carrier-client";
import { toSourceDto, webhookUrlFor } from "./dto";
import type { SourceDto } from "./schemas";
import { sealSecret } from "./secret-box";

/**
 * Subscribes the connection at its carrier: our webhook URL and a fresh 32-byte secret (base64),
 * which becomes the connection's webhook secret. A subscription already held is cancelled there
 * afterwards (best effort), so the carrier does not push everything twice.
 */
export async function subscribeSource({
  actor,
  sourceId,
}: {
  actor: Actor;
  sourceId: string;
}): Promise<{ source: SourceDto; carrierSubscriptionId: string }> {
  const db = await getDb();
  const source = await getOwnedSource(db, actor, sourceId);
  if (!source.baseUrl)
    throw new AppError("unprocessable", "This connection has no baseUrl: set the carrier's DCSA API address first.");
  const secret = generateWebhookSecret();
  let carrierSubscriptionId: string;
  try {
    carrierSubscriptionId = await createCarrierSubscription(source, { callbackUrl: webhookUrlFor(source.id), secret });
  } catch (error) {
    if (error instanceof CarrierError) throw new AppError("unprocessable", error.message);
    throw error;
  }
  const row = await db.transaction(async (tx) => {
    await getOwnedSource(tx, actor, sourceId, { forUpdate: true });
    const [updated] = await tx
      .update(trackingSources)
      .set({ carrierSubscriptionId, webhookSecret: sealSecret(secret), updatedAt: new Date() })
      .where(eq(trackingSources.id, sourceId))
      .returning();
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "tracking_source.subscribed",
      entityType: "tracking_source",
      entityId: sourceId,
      data: { carrierSubscriptionId, replaced: source.carrierSubscriptionId },
    });
    return updated!;
  });
  if (source.carrierSubscriptionId && source.carrierSubscriptionId !== carrierSubscriptionId) {
    await deleteCarrierSubscription(source).catch((error: unknown) =>
      logger.warn({ err: error, sourceId }, "could not cancel the replaced subscription at the carrier"),
    );
  }
  return { source: toSourceDto(row), carrierSubscriptionId };
}
