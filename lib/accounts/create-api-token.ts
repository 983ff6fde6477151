import { count, eq } from "drizzle-orm";
import { apiTokens } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { API_TOKEN_PREFIX, generateToken, sha256Hex } from "@/lib/auth/tokens";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { toApiTokenDto } from "./api-token-dto";

export const MAX_API_TOKENS = 25;

export type CreateApiTokenOptions = { actor: Actor; name: string };

/** Creates a named personal API token; the secret is returned once and only its hash is kept. */
export async function createApiToken({ actor, name }: CreateApiTokenOptions) {
  const db = await getDb();
  const secret = generateToken(API_TOKEN_PREFIX);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, actor.userId));
    if ((existing?.n ?? 0) >= MAX_API_TOKENS) {
      throw new AppError(
        "unprocessable",
        `You can have at most ${MAX_API_TOKENS} API tokens. Delete one you no longer use.`,
      );
    }
    const [row] = await tx
      .insert(apiTokens)
      .values({
        userId: actor.userId,
        name,
        tokenHash: sha256Hex(secret),
        prefix: secret.slice(0, API_TOKEN_PREFIX.length + 6),
      })
      .returning();
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "api_token.created",
      entityType: "api_token",
      entityId: row!.id,
      data: { name },
    });
    return { token: toApiTokenDto(row!), secret };
  });
}
