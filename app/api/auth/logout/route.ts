import { logoutEndpoint } from "@/lib/accounts/endpoints";
import { revokeSession } from "@/lib/auth/session";
import { clearedSessionCookie } from "@/lib/auth/session-cookie";
import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";

export const POST = route(logoutEndpoint, async ({ actor, setCookie }) => {
  if (actor?.sessionId) await revokeSession(await getDb(), actor.sessionId);
  setCookie(clearedSessionCookie());
});
