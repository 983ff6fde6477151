import type { NextRequest } from "next/server";
import { getDb } from "@/lib/db/client";
import type { Access, Endpoint } from "@/lib/contract/endpoint";
import { clientIp } from "@/lib/http/client-ip";
import { AppError } from "@/lib/contract/errors";
import { actorFor, type Actor } from "./actor";
import { resolveCredential } from "./session";
import { SESSION_COOKIE } from "./session-cookie";
import { assertNotSuspended } from "./suspension";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Turns the request's credential into an Actor and enforces the endpoint's access level.
 * `Authorization: Bearer <token>` (bearer style) and `Authorization: <token>` (uid style)
 * carry the same credential; the browser sends the httpOnly cookie. A bare user id is not a
 * credential: it is looked up as a token hash and matches nothing.
 * A suspended account's writes stop here too, except the few it needs (lib/auth/suspension.ts).
 */
export async function authenticate(
  request: NextRequest,
  endpoint: Pick<Endpoint, "access" | "method" | "path">,
): Promise<Actor | null> {
  const access: Access = endpoint.access;
  const header = request.headers.get("authorization")?.trim();
  const cookie = request.cookies.get(SESSION_COOKIE)?.value;
  const via: Actor["via"] | null = header ? (/^bearer\s/i.test(header) ? "bearer" : "uid") : cookie ? "cookie" : null;
  const token = header ? header.replace(/^bearer\s+/i, "") : cookie;

  if (!via || !token) {
    if (access === "public") return null;
    throw new AppError("unauthorized", "Please sign in to continue.");
  }

  const resolved = await resolveCredential(await getDb(), token, { ip: clientIp(request.headers) });
  if (!resolved) {
    if (access === "public") return null;
    throw new AppError("unauthorized", "Your session has expired or is not valid. Please sign in again.");
  }

  if (via === "cookie" && !SAFE_METHODS.has(request.method) && !isSameOrigin(request)) {
    throw new AppError("forbidden", "Cross-site request refused.");
  }

  const actor = actorFor(resolved.user, via, resolved.sessionId, resolved.apiTokenId);
  // Admin endpoints answer 404 to everyone else, so their existence is not revealed.
  if (access === "admin" && actor.role !== "admin") throw new AppError("not_found", "Not found.");
  // Public endpoints are open to anyone anyway; what they do with a signed-in caller is harmless.
  if (access !== "public") assertNotSuspended(actor, request.method, endpoint);
  return actor;
}

/**
 * CSRF defence for cookie-authenticated writes: browsers send Sec-Fetch-Site (and Origin) on
 * cross-site requests; a request with neither is not from a browser and carries no ambient cookie risk.
 * Origin is compared whole (scheme, host and port) with the site's own origin: SITE_URL when set
 * (always in production), else the address this request came to. A host match alone would accept
 * http://site from an https site's page, or any port of the same host.
 */
function isSameOrigin(request: NextRequest): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin" || site === "none";
  const origin = request.headers.get("origin");
  if (!origin) return true;
  try {
    return new URL(origin).origin === siteOrigin(request);
  } catch {
    return false;
  }
}

function siteOrigin(request: NextRequest): string {
  const configured = process.env.SITE_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // An unusable SITE_URL stops production at start (lib/site/require-site-url.ts); elsewhere fall through.
    }
  }
  const forwardedProto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const scheme = forwardedProto || request.nextUrl.protocol.replace(/:$/, "");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? request.nextUrl.host;
  return new URL(`${scheme}://${host}`).origin;
}
