// Which address a request came from, as the front server (scripts/server/server.mjs) records it
// for every per-address limit. Plain JavaScript: the server runs outside Next.js's compiler, in
// the Docker image's standalone output too.

/**
 * The header the front server writes with the resolved address. Any copy a client sends is
 * overwritten, so only the front server's value reaches the app (lib/http/client-ip.ts).
 */
export const CLIENT_ADDRESS_HEADER = "x-exportly-client-ip";

/**
 * Set on globalThis by the front server: the app trusts CLIENT_ADDRESS_HEADER only in a process
 * where this server runs, so the header cannot be forged when the app is served some other way.
 */
export const FRONT_SERVER_MARK = Symbol.for("exportly.frontServer");

/** "::ffff:203.0.113.9" (an IPv4 client on a dual-stack socket) is 203.0.113.9. */
export function normaliseAddress(address) {
  if (!address) return "unknown";
  const trimmed = String(address).trim();
  return trimmed.toLowerCase().startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}

/** TRUST_PROXY as a whole number of proxies; anything else (unset, negative, a typo) is 0: trust no header. */
export function trustedProxyCount(value = process.env.TRUST_PROXY) {
  const count = Number(value ?? 0);
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/**
 * The client's address. With no trusted proxy the socket's peer is the client and every header is
 * ignored (a client writes X-Forwarded-For itself). With N proxies in front, each appends the
 * address it saw, so the client is the Nth entry from the right; entries further left are the
 * client's own claims and are never used. A request without the header reached the app around
 * the proxies: its socket address is the truth.
 */
export function resolveClientAddress({ socketAddress, forwardedFor, trustedProxies }) {
  if (trustedProxies <= 0) return normaliseAddress(socketAddress);
  const entries = String(forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return normaliseAddress(socketAddress);
  return normaliseAddress(entries[Math.max(0, entries.length - trustedProxies)]);
}
