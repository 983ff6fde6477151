import { AppError } from "@/lib/http/errors";

export const VERIFICATIONS_PER_MINUTE = 30;
const WINDOW_MS = 60_000;
const MAX_TRACKED = 50_000;

type Window = { start: number; count: number };
const windows = new Map<string, Window>();

/**
 * A per-address cap on public verifications (fixed one-minute window), as for page views
 * (lib/analytics/page-view-limit.ts): a bundle of up to 10 MB costs real CPU to verify, so one
 * client cannot monopolise it. In process memory on purpose: nothing is stored, and with several
 * instances the cap is per instance, which still bounds the load. Pruned when it grows.
 */
export function assertVerificationAllowed(ip: string, now = Date.now()): void {
  let window = windows.get(ip);
  if (!window || now - window.start >= WINDOW_MS) {
    if (windows.size >= MAX_TRACKED) prune(now);
    window = { start: now, count: 0 };
    windows.set(ip, window);
  }
  window.count += 1;
  if (window.count > VERIFICATIONS_PER_MINUTE) {
    const retryAfter = Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
    throw new AppError("rate_limited", `At most ${VERIFICATIONS_PER_MINUTE} verifications a minute from one address. Try again in ${retryAfter} s, or verify offline with npx exportly-verify.`, {
      headers: { "Retry-After": String(retryAfter) },
    });
  }
}

function prune(now: number): void {
  for (const [ip, w] of windows) if (now - w.start >= WINDOW_MS) windows.delete(ip);
  if (windows.size >= MAX_TRACKED) windows.clear();
}
