import { count, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { AppError } from "@/lib/contract/errors";
import { getDb } from "@/lib/db/client";
import { trackingSources } from "@/models";
import { generateWebhookSecret } from "@/lib/tracking/webhooks/signature";
import { auditView, toSourceDto } from "./dto";
import { DEFAULT_POLL_MINUTES, type CreateSourceInput, type SourceDto } from "./schemas";
import { sealSecret } from "./secret-box";

/** A user connects a handful of carriers; this bounds a runaway script. */
export const MAX_SOURCES_PER_USER = 50;

/** Creates a carrier connection; the answer carries its webhook secret, the only time it is shown. */
export async function createSource({
  actor,
  input,
}: {
  actor: Actor;
  input: CreateSourceInput;
}): Promise<SourceDto & { webhookSecret: string }> {
  const db = await getDb();
  const webhookSecret = generateWebhookSecret();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ n: count() })
      .from(trackingSources)
      .where(eq(trackingSources.ownerId, actor.userId));
    if ((existing?.n ?? 0) >= MAX_SOURCES_PER_USER)
      throw new AppError("unprocessable", `You can have at most ${MAX_SOURCES_PER_USER} carrier connections.`);
    const [row] = await tx
      .insert(trackingSources)
      .values({
        ownerId: actor.userId,
        name: input.name,
        baseUrl: input.baseUrl ?? null,
        apiKey: input.apiKey ? sealSecret(input.apiKey) : null,
        pollMinutes: input.pollMinutes ?? DEFAULT_POLL_MINUTES,
        webhookSecret: sealSecret(webhookSecret),
      })
      .returning();
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "tracking_source.created",
      entityType: "tracking_source",
      entityId: row!.id,
      data: auditView(row!),
    });
    return { ...toSourceDto(row!), webhookSecret };
  });
}
