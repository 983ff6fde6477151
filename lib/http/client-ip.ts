/**
 * The client address every per-address limit keys on.
 *
 * In production the front server (scripts/server/server.mjs) resolves it from the socket, or
 * from as many X-Forwarded-For entries as TRUST_PROXY says proxies appended, and writes it into
 * CLIENT_ADDRESS_HEADER over any copy the client sent. That header is believed only in a process
 * the front server marked, so it cannot be forged when the app is served another way.
 *
 * Without the front server (route handlers called in-process by the tests, `next dev`) there is
 * no socket to read: the address is the TRUST_PROXY-th X-Forwarded-For entry from the right, and
 * with TRUST_PROXY=0 (the default: trust no header) every client is "unknown".
 */
// Both names are defined in scripts/server/client-address.mjs (plain JavaScript, outside lib/).
const CLIENT_ADDRESS_HEADER = "x-exportly-client-ip";
const FRONT_SERVER_MARK = Symbol.for("exportly.frontServer");

type Marked = { [FRONT_SERVER_MARK]?: boolean };

export function clientIp(headers: Headers): string {
  if ((globalThis as Marked)[FRONT_SERVER_MARK]) return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || "unknown";
  const hops = trustedProxies();
  if (hops === 0) return "unknown";
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) return "unknown";
  return entries[Math.max(0, entries.length - hops)] ?? "unknown";
}

/** TRUST_PROXY as a whole number of proxies; unset, negative or not a number is 0. */
function trustedProxies(): number {
  const count = Number(process.env.TRUST_PROXY ?? 0);
  return Number.isInteger(count) && count > 0 ? count : 0;
}
