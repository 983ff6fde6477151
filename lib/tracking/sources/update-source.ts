import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { trackingSources } from "@/models";
import { getOwnedSource } from "./access";
import { auditView, toSourceDto } from "./dto";
import type { SourceDto, UpdateSourceInput } from "./schemas";
import { sealSecret } from "./secret-box";

export async function updateSource({
  actor,
  sourceId,
  changes,
}: {
  actor: Actor;
  sourceId: string;
  changes: UpdateSourceInput;
}): Promise<SourceDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await getOwnedSource(tx, actor, sourceId, { forUpdate: true });
    const [row] = await tx
      .update(trackingSources)
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.baseUrl !== undefined ? { baseUrl: changes.baseUrl } : {}),
        // A new carrier API means the subscription we held at the old one is not there any more.
        ...(changes.baseUrl !== undefined && changes.baseUrl !== before.baseUrl ? { carrierSubscriptionId: null } : {}),
        ...(changes.apiKey !== undefined
          ? { apiKey: changes.apiKey === null ? null : sealSecret(changes.apiKey) }
          : {}),
        ...(changes.pollMinutes !== undefined ? { pollMinutes: changes.pollMinutes } : {}),
        updatedAt: new Date(),
      })
      .where(eq(trackingSources.id, sourceId))
      .returning();
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "tracking_source.updated",
      entityType: "tracking_source",
      entityId: sourceId,
      data: { before: auditView(before), after: auditView(row!), apiKeyChanged: changes.apiKey !== undefined },
    });
    return toSourceDto(row!);
  });
}
