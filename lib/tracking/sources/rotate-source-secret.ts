import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { AppError } from "@/lib/contract/errors";
import { getDb } from "@/lib/db/client";
import { trackingSources } from "@/models";
import { generateWebhookSecret } from "@/lib/tracking/webhooks/signature";
import { getOwnedSource } from "./access";
import { CarrierError, rotateCarrierSecret } from "./carrier-client";
import { toSourceDto } from "./dto";
import type { SourceDto } from "./schemas";
import { sealSecret } from "./secret-box";

/**
 * A fresh webhook secret. With a subscription at the carrier the carrier is told first (it signs
 * with whatever it holds): if it refuses, the old secret stays, so pushes keep verifying.
 */
export async function rotateSourceSecret({
  actor,
  sourceId,
}: {
  actor: Actor;
  sourceId: string;
}): Promise<SourceDto & { webhookSecret: string }> {
  const db = await getDb();
  const source = await getOwnedSource(db, actor, sourceId);
  const webhookSecret = generateWebhookSecret();
  if (source.baseUrl && source.carrierSubscriptionId) {
    try {
      await rotateCarrierSecret(source, webhookSecret);
    } catch (error) {
      if (error instanceof CarrierError)
        throw new AppError("unprocessable", `${error.message} The secret was not changed.`);
      throw error;
    }
  }
  return db.transaction(async (tx) => {
    await getOwnedSource(tx, actor, sourceId, { forUpdate: true });
    const [row] = await tx
      .update(trackingSources)
      .set({ webhookSecret: sealSecret(webhookSecret), updatedAt: new Date() })
      .where(eq(trackingSources.id, sourceId))
      .returning();
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "tracking_source.secret_rotated",
      entityType: "tracking_source",
      entityId: sourceId,
      data: { atCarrier: source.carrierSubscriptionId !== null },
    });
    return { ...toSourceDto(row!), webhookSecret };
  });
}
