import type { UserRole, UserRow } from "@/models";

/** Who is calling, resolved once per request by the route wrapper. */
export type Actor = {
  userId: string;
  role: UserRole;
  email: string;
  /** Set when the credential is a session (browser cookie or a login token). */
  sessionId: string | null;
  /** Set when the credential is a personal API token. */
  apiTokenId: string | null;
  /** `mail`: a support reply that came by mail, from the ticket's user (lib/support/mail/receive-reply.ts). */
  via: "cookie" | "bearer" | "uid" | "mail";
  /** The account as loaded with the credential in this request (saves a second lookup). */
  user: UserRow;
};

/** The Actor for a resolved credential. */
export function actorFor(user: UserRow, via: Actor["via"], sessionId: string | null, apiTokenId: string | null): Actor {
  return { userId: user.id, role: user.role, email: user.email, sessionId, apiTokenId, via, user };
}

export const isAdmin = (actor: Actor) => actor.role === "admin";

/**
 * The caller's user id. Every domain function that scopes a query by owner calls this first: a
 * missing actor is a bug (an answer of 500), and Drizzle's `and()` would otherwise silently drop
 * an `eq(owner, undefined)` condition and widen the query to everyone's rows
 * (docs/architecture.md §4). `caller` names the function in the error.
 */
export function requireUserId(actor: Actor | null | undefined, caller: string): string {
  if (!actor?.userId) throw new Error(`${caller}: actor without userId`);
  return actor.userId;
}
