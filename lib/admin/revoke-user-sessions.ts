import { count, eq } from "drizzle-orm";
import { sessions } from "@/models";
import { getUserById } from "@/lib/accounts/queries";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { revokeUserSessions as revokeAll } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { assertAdmin } from "./access";

export type RevokeUserSessionsOptions = { actor: Actor; userId: string };

/** Signs a user out everywhere (their personal API tokens stay; they revoke those in Settings). */
export async function revokeUserSessionsAsAdmin({
  actor,
  userId,
}: RevokeUserSessionsOptions): Promise<{ revoked: number }> {
  assertAdmin(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await getUserById(tx, userId);
    const [row] = await tx.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
    await revokeAll(tx, userId);
    const revoked = Number(row?.n ?? 0);
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "user.sessions_revoked",
      entityType: "user",
      entityId: userId,
      data: { revoked },
    });
    return { revoked };
  });
}
