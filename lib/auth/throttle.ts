import { and, asc, eq, gt, inArray, lt } from "drizzle-orm";
import { authFailures } from "@/models";
import type { DbOrTx } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const THROTTLE_LIMIT = 10;

/**
 * Failure counters for sign-in and one-time codes, per account and per client address
 * (docs/architecture.md §4). Counting rows in a sliding 15-minute window keeps the rule exact and needs
 * no extra service; rate-limit libraries either keep state in process memory (wrong across
 * instances) or need Redis, which the embedded default does not have.
 */
export async function assertNotThrottled(db: DbOrTx, keys: string[], limit = THROTTLE_LIMIT): Promise<void> {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  for (const key of keys) {
    const rows = await db
      .select({ createdAt: authFailures.createdAt })
      .from(authFailures)
      .where(and(eq(authFailures.key, key), gt(authFailures.createdAt, since)))
      .orderBy(asc(authFailures.createdAt))
      .limit(limit + 50);
    if (rows.length < limit) continue;
    // Allowed again once enough of the oldest failures have left the window.
    const freedAt = rows[rows.length - limit]!.createdAt.getTime() + THROTTLE_WINDOW_MS;
    const retryAfter = Math.max(1, Math.ceil((freedAt - Date.now()) / 1000));
    throw new AppError("rate_limited", `Too many attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`, {
      headers: { "Retry-After": String(retryAfter) },
    });
  }
}

export async function recordFailure(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(authFailures).values(keys.map((key) => ({ key })));
  await db
    .delete(authFailures)
    .where(and(inArray(authFailures.key, keys), lt(authFailures.createdAt, new Date(Date.now() - THROTTLE_WINDOW_MS))));
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.key, key));
}

export const throttleKeys = (scope: string, email: string, ip: string) => [
  `${scope}:account:${email.toLowerCase()}`,
  `${scope}:ip:${ip}`,
];
