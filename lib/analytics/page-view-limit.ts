import { AppError } from "@/lib/http/errors";

export const PAGE_VIEWS_PER_MINUTE = 120;
const WINDOW_MS = 60_000;
const MAX_TRACKED = 50_000;

type Window = { start: number; count: number };
const windows = new Map<string, Window>();

/**
 * A per-address cap on page views (fixed one-minute window), so one client cannot flood the
 * table. Kept in process memory on purpose: a view is not worth a database write to count it,
 * and with several instances the cap is per instance, which still bounds the flood. The map is
 * pruned when it grows, so addresses seen once do not accumulate.
 */
export function assertPageViewAllowed(ip: string, now = Date.now()): void {
  let window = windows.get(ip);
  if (!window || now - window.start >= WINDOW_MS) {
    if (windows.size >= MAX_TRACKED) prune(now);
    window = { start: now, count: 0 };
    windows.set(ip, window);
  }
  window.count += 1;
  if (window.count > PAGE_VIEWS_PER_MINUTE) {
    const retryAfter = Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
    throw new AppError("rate_limited", "Too many page views from this address. Try again in a minute.", { headers: { "Retry-After": String(retryAfter) } });
  }
}

function prune(now: number): void {
  for (const [ip, w] of windows) if (now - w.start >= WINDOW_MS) windows.delete(ip);
  // Still full of live windows (a flood from many addresses): start over rather than grow.
  if (windows.size >= MAX_TRACKED) windows.clear();
}
