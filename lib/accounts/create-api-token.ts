import { count, eq } from "drizzle-orm";
import { apiTokens } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { API_TOKEN_PREFIX, generateToken, sha256Hex } from "@/lib/auth/tokens";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { toApiTokenDto } from "./api-token-dto";

export const MAX_API_TOKENS = 25;
const DAY_MS = 24 * 60 * 60 * 1000;

export const NEVER_EXPIRES_WARNING =
  "This token never expires: it works until you revoke it. Revoke it in Settings as soon as it is no longer needed.";
export const TOKEN_CANNOT_CREATE_TOKENS =
  "A personal API token cannot create API tokens. Sign in to Exportly and create it in Settings.";

/** `expiresInDays` null: a token that never expires (the answer carries a warning). */
export type CreateApiTokenOptions = { actor: Actor; name: string; expiresInDays: number | null };

/**
 * Creates a named personal API token; the secret is returned once and only its hash is kept.
 * Only a signed-in person may do it: a leaked token must not be able to mint itself successors
 * that outlive its revocation.
 */
export async function createApiToken({ actor, name, expiresInDays }: CreateApiTokenOptions) {
  if (actor.apiTokenId) throw new AppError("forbidden", TOKEN_CANNOT_CREATE_TOKENS);
  const db = await getDb();
  const secret = generateToken(API_TOKEN_PREFIX);
  const expiresAt = expiresInDays === null ? null : new Date(Date.now() + expiresInDays * DAY_MS);
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
        expiresAt,
      })
      .returning();
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "api_token.created",
      entityType: "api_token",
      entityId: row!.id,
      data: { name, expiresAt: expiresAt?.toISOString() ?? null },
    });
    return { token: toApiTokenDto(row!), secret, warning: expiresAt ? null : NEVER_EXPIRES_WARNING };
  });
}
