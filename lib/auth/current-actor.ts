import "server-only";
import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { getDb } from "@/lib/db/client";
import type { UserRow } from "@/models";
import { actorFor, type Actor } from "./actor";
import { resolveCredential } from "./session";
import { SESSION_COOKIE } from "./session-cookie";
import { safeNext } from "@/lib/site/safe-next";

/** Header set by proxy.ts with the requested path and query, so layouts can build `?next=`. */
export const REQUEST_PATH_HEADER = "x-exportly-path";

export type PageSession = { actor: Actor; user: UserRow };

/** For server components: the signed-in user from the session cookie, or null. */
export async function getPageSession(): Promise<PageSession | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  const resolved = await resolveCredential(await getDb(), token);
  if (!resolved) return null;
  return { user: resolved.user, actor: actorFor(resolved.user, "cookie", resolved.sessionId, null) };
}

/** Protected pages: visitors without a valid session go to /login?next=<where they were going>. */
export async function requirePageSession(): Promise<PageSession> {
  const session = await getPageSession();
  if (session) return session;
  const next = safeNext((await headers()).get(REQUEST_PATH_HEADER));
  redirect(`/login?next=${encodeURIComponent(next)}`);
}

/** Admin pages: visitors sign in first; signed-in non-admins see the 404 screen. */
export async function requireAdminPageSession(): Promise<PageSession> {
  const session = await requirePageSession();
  if (session.user.role !== "admin") notFound();
  return session;
}
