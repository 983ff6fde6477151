import { getUserById } from "@/lib/accounts/queries";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { revokeUserCredentials } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { assertAdmin } from "./access";

export type RevokeUserSessionsOptions = { actor: Actor; userId: string };

/** Signs a user out everywhere: every session and every personal API token ends. */
export async function revokeUserSessionsAsAdmin({
  actor,
  userId,
}: RevokeUserSessionsOptions): Promise<{ revoked: number; revokedTokens: number }> {
  assertAdmin(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await getUserById(tx, userId);
    const ended = await revokeUserCredentials(tx, userId);
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "user.sessions_revoked",
      entityType: "user",
      entityId: userId,
      data: { revoked: ended.sessions, revokedTokens: ended.apiTokens },
    });
    return { revoked: ended.sessions, revokedTokens: ended.apiTokens };
  });
}
