import { AppError } from "@/lib/contract/errors";

const WINDOW_MS = 60_000;
const MAX_TRACKED = 50_000;

type Window = { start: number; count: number };

/**
 * A cap of `perMinute` calls per key (an address, an account) in fixed one-minute windows, kept
 * in process memory on purpose: for cheap or read-only calls (page views, verifications, recipient
 * lookups) a database write per call would cost more than what it protects, and with several
 * instances the cap is per instance, which still bounds the load. Sign-in failures, which must be
 * exact across instances, are counted in the database instead (lib/auth/throttle.ts). The map is
 * pruned when it grows, so keys seen once do not accumulate.
 */
export function createMinuteLimit({
  perMinute,
  message,
}: {
  perMinute: number;
  message: (retryAfterSeconds: number) => string;
}) {
  const windows = new Map<string, Window>();

  function prune(now: number): void {
    for (const [key, w] of windows) if (now - w.start >= WINDOW_MS) windows.delete(key);
    // Still full of live windows (a flood from many keys): start over rather than grow.
    if (windows.size >= MAX_TRACKED) windows.clear();
  }

  return function assertAllowed(key: string, now = Date.now()): void {
    let window = windows.get(key);
    if (!window || now - window.start >= WINDOW_MS) {
      if (windows.size >= MAX_TRACKED) prune(now);
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > perMinute) {
      const retryAfter = Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
      throw new AppError("rate_limited", message(retryAfter), { headers: { "Retry-After": String(retryAfter) } });
    }
  };
}
