/**
 * The client address for throttling. Next.js fills X-Forwarded-For with the socket address
 * only when the request has none, so the header is trusted only as far as TRUST_PROXY says:
 * with N trusted proxies in front, the client is the Nth entry from the right.
 */
export function clientIp(headers: Headers): string {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) return "unknown";
  const hops = Math.max(1, Number(process.env.TRUST_PROXY ?? 1) || 1);
  return entries[Math.max(0, entries.length - hops)] ?? "unknown";
}
