import type { Endpoint } from "@/lib/contract/endpoint";
import { AppError } from "@/lib/contract/errors";
import type { Actor } from "./actor";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The writes a suspended business may still make: sign out, revoke its own tokens, and everything
 * it needs to get reinstated (submit its verification and upload its documents). Reading stays
 * open, so it can see why and what it holds. Everything else answers 403 `account_suspended`,
 * decided here for every endpoint at once rather than in each domain function, so a new endpoint
 * is closed to suspended accounts without anyone remembering to close it.
 */
export const SUSPENDED_ALLOWED_WRITES: ReadonlySet<string> = new Set([
  "POST /api/auth/logout",
  "DELETE /api/users/me/tokens/{id}",
  "PUT /api/users/verify",
  "POST /api/pdfdocs",
  // Proving the email address (its confirmation code is a public endpoint and needs no entry).
  "POST /api/auth/verify-email/resend",
  // Contacting support, to be reinstated among other things (docs/support.md).
  "POST /api/support/tickets",
  "POST /api/support/tickets/{id}/messages",
  "PATCH /api/support/tickets/{id}",
]);

export const ACCOUNT_SUSPENDED_MESSAGE =
  "Your business is suspended, so you cannot make changes. You can still read your data, update your verification and contact support to have it reinstated.";

export const isSuspended = (actor: Actor) => actor.user.verificationState === "suspended";

/** Throws 403 `account_suspended` when a suspended account calls a write it may not make. */
export function assertNotSuspended(actor: Actor, method: string, endpoint: Pick<Endpoint, "method" | "path">): void {
  if (!isSuspended(actor) || SAFE_METHODS.has(method)) return;
  if (SUSPENDED_ALLOWED_WRITES.has(`${endpoint.method} ${endpoint.path}`)) return;
  throw new AppError("account_suspended", ACCOUNT_SUSPENDED_MESSAGE);
}
