import type { Actor } from "@/lib/auth/actor";
import { revokeSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";

export type LogoutOptions = { actor: Actor | null };

/**
 * Ends the caller's session at once (docs/architecture.md §4). A personal API token is not a
 * session and stays valid (it is revoked in the settings); a caller without a session has nothing
 * to end. The route clears the cookie either way.
 */
export async function logout({ actor }: LogoutOptions): Promise<void> {
  if (actor?.sessionId) await revokeSession(await getDb(), actor.sessionId);
}
