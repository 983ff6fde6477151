import type { Actor } from "@/lib/auth/actor";
import { notFound } from "@/lib/contract/errors";

/**
 * Admin-only operations call this first. The route already answers 404 to non-admins; this keeps
 * the domain safe when called elsewhere. A leaf (it imports only auth and the error table), so
 * any domain with admin operations (verification review, the admin console) may use it without
 * an import loop.
 */
export function assertAdmin(actor: Actor): void {
  if (!actor.userId) throw new Error("assertAdmin: actor without userId");
  if (actor.role !== "admin") throw notFound();
}
