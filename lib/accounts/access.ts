import { requireUserId, type Actor } from "@/lib/auth/actor";
import { notFound } from "@/lib/contract/errors";

/**
 * A user record may be managed by that user or by an admin. Anyone else gets the same 404 as
 * for an id that does not exist, so other accounts cannot be discovered (docs/architecture.md §3).
 */
export function assertCanManageUser(actor: Actor, userId: string): void {
  requireUserId(actor, "assertCanManageUser");
  if (actor.userId !== userId && actor.role !== "admin") throw notFound("User not found.");
}
