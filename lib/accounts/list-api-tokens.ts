import { desc, eq } from "drizzle-orm";
import { apiTokens } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { toApiTokenDto } from "./api-token-dto";

/** The actor's own tokens, newest first (at most MAX_API_TOKENS, so no pagination). */
export async function listApiTokens({ actor }: { actor: Actor }) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, actor.userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toApiTokenDto);
}
