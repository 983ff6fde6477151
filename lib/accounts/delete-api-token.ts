import { and, eq } from "drizzle-orm";
import { apiTokens } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { notFound } from "@/lib/contract/errors";

export type DeleteApiTokenOptions = { actor: Actor; tokenId: string };

/** Revokes one of the actor's tokens at once; another user's token is a 404. */
export async function deleteApiToken({ actor, tokenId }: DeleteApiTokenOptions): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(apiTokens)
      .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, actor.userId)))
      .returning({ id: apiTokens.id, name: apiTokens.name });
    if (!row) throw notFound("Token not found.");
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "api_token.deleted",
      entityType: "api_token",
      entityId: row.id,
      data: { name: row.name },
    });
  });
}
