import { loginEndpoint } from "@/lib/accounts/endpoints";
import { loginUser } from "@/lib/accounts/login-user";
import { SESSION_LIFETIME_MS } from "@/lib/auth/session";
import { sessionCookie } from "@/lib/auth/session-cookie";
import { route } from "@/lib/http/route";

export const POST = route(loginEndpoint, async ({ body, ip, userAgent, setCookie }) => {
  const { user, session } = await loginUser({ ...body, ip, userAgent });
  setCookie(sessionCookie(session.token, SESSION_LIFETIME_MS / 1000));
  return { token: session.token, user };
});
