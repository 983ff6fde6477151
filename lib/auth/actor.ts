import type { UserRole } from "@/models";

/** Who is calling, resolved once per request by the route wrapper. */
export type Actor = {
  userId: string;
  role: UserRole;
  email: string;
  /** Set when the credential is a session (browser cookie or a login token). */
  sessionId: string | null;
  /** Set when the credential is a personal API token. */
  apiTokenId: string | null;
  via: "cookie" | "bearer" | "uid";
};

export const isAdmin = (actor: Actor) => actor.role === "admin";
