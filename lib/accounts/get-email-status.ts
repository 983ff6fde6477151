import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { countPending } from "@/lib/invitations/attach-pending";
import { findPendingEmail } from "./pending-email";
import type { EmailStatus } from "./schemas";

/**
 * Whether the caller's address is proven, a pending change, and what waits for the proof
 * (GET /api/auth/verify-email): the workspace banner reads it.
 */
export async function getEmailStatus({ actor, now = new Date() }: { actor: Actor; now?: Date }): Promise<EmailStatus> {
  const db = await getDb();
  const user = actor.user;
  const verified = user.emailVerifiedAt !== null;
  const pendingEmail = await findPendingEmail(db, user, now);
  const waiting = verified ? { shares: 0, connections: 0 } : await countPending(db, user.id, user.email);
  return { email: user.email, verified, pendingEmail, waiting };
}
