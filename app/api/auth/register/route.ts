import { registerEndpoint } from "@/lib/accounts/endpoints";
import { registerUser } from "@/lib/accounts/register-user";
import { SESSION_LIFETIME_MS } from "@/lib/auth/session";
import { sessionCookie } from "@/lib/auth/session-cookie";
import { route } from "@/lib/http/route";

export const POST = route(registerEndpoint, async ({ body, ip, userAgent, setCookie }) => {
  const { user, session } = await registerUser({ ...body, ip, userAgent });
  setCookie(sessionCookie(session.token, SESSION_LIFETIME_MS / 1000));
  return { user, token: session.token };
});
