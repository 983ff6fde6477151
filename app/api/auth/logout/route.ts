import { logoutEndpoint } from "@/lib/accounts/endpoints";
import { logout } from "@/lib/accounts/logout";
import { clearedSessionCookie } from "@/lib/auth/session-cookie";
import { route } from "@/lib/http/route";

export const POST = route(logoutEndpoint, async ({ actor, setCookie }) => {
  await logout({ actor });
  setCookie(clearedSessionCookie());
});
