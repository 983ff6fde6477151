export const SESSION_COOKIE = "exportly_session";

export type CookieToSet = {
  name: string;
  value: string;
  httpOnly: boolean;
  sameSite: "lax";
  secure: boolean;
  path: string;
  maxAge: number;
};

/**
 * Secure when the request came over HTTPS (directly or through a proxy that says so), or when
 * COOKIE_SECURE forces it either way; a Secure cookie would be dropped on plain-HTTP installs.
 */
export function isSecureRequest(headers: Headers, url: URL): boolean {
  if (process.env.COOKIE_SECURE) return process.env.COOKIE_SECURE === "true";
  return url.protocol === "https:" || headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

export function sessionCookie(token: string, maxAgeSeconds: number): CookieToSet {
  return {
    name: SESSION_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: "lax",
    secure: false,
    path: "/",
    maxAge: maxAgeSeconds,
  };
}

export function clearedSessionCookie(): CookieToSet {
  return { ...sessionCookie("", 0) };
}
