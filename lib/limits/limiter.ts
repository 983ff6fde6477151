import { Redis } from "ioredis";
import { RateLimiterDrizzle, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "@/lib/contract/errors";
import { getDb } from "@/lib/db/client";
import { rateLimits } from "@/models";
import { LIMITS, type LimitName } from "./limits";
import { logger } from "@/lib/observability/logger";

/**
 * The shared limits (docs/limits.md), on rate-limiter-flexible: with `REDIS_URL`, counters live in
 * Redis (RateLimiterRedis, one Lua script per hit); without it, in the `rate_limits` table through
 * our own Drizzle database (RateLimiterDrizzle, one INSERT … ON CONFLICT DO UPDATE per hit), which
 * works on PGlite and PostgreSQL alike. Either way a hit is counted atomically before anything is
 * decided, so a parallel burst cannot slip past the limit, and every instance sees the same counts.
 *
 * Limits are always counted outside the caller's transaction, on purpose: a refused or failed
 * request still used its point (and on PGlite, which has one connection, a query from inside a
 * transaction to the outside would wait for the transaction forever).
 */
type Limiter = RateLimiterDrizzle | RateLimiterRedis;

type LimitStores = {
  /** One Redis client per URL; tests switch `REDIS_URL` between suites. */
  redis: Map<string, Redis>;
  /** Limiters per store client (a Redis client or a database handle), per limit name. */
  limiters: WeakMap<object, Map<LimitName, Limiter>>;
};

declare global {
  // On globalThis so hot reload and the separate route bundles share one set of clients.
  var __exportlyLimits: LimitStores | undefined;
}

function stores(): LimitStores {
  globalThis.__exportlyLimits ??= { redis: new Map(), limiters: new WeakMap() };
  return globalThis.__exportlyLimits;
}

export function limitStoreKind(): "redis" | "database" {
  return process.env.REDIS_URL?.trim() ? "redis" : "database";
}

function redisClient(url: string): Redis {
  const { redis } = stores();
  let client = redis.get(url);
  if (!client) {
    // A few retries, not ioredis's default twenty: a request should fail soon when Redis is gone.
    client = new Redis(url, { maxRetriesPerRequest: 2 });
    client.on("error", (error: Error) => logger.error({ error: error.message }, "limits: redis error"));
    redis.set(url, client);
  }
  return client;
}

async function limiter(name: LimitName): Promise<Limiter> {
  const url = process.env.REDIS_URL?.trim();
  const client: object = url ? redisClient(url) : await getDb();
  const { limiters } = stores();
  let byName = limiters.get(client);
  if (!byName) {
    byName = new Map();
    limiters.set(client, byName);
  }
  let found = byName.get(name);
  if (!found) {
    const { points, duration } = LIMITS[name];
    const options = { points, duration, keyPrefix: `limit:${name}` };
    found = url
      ? new RateLimiterRedis({ ...options, storeClient: client })
      : new RateLimiterDrizzle({
          ...options,
          storeClient: client,
          schema: rateLimits,
          // The clean-up deletes every expired row of the table, whatever the limit: one timer per database is enough.
          clearExpiredByTimeout: byName.size === 0,
        });
    byName.set(name, found);
  }
  return found;
}

export const retryAfterSeconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

function refused(name: LimitName, res: RateLimiterRes): AppError {
  const retryAfter = retryAfterSeconds(res);
  return new AppError("rate_limited", LIMITS[name].message(retryAfter), {
    headers: { "Retry-After": String(retryAfter) },
  });
}

/**
 * The counter store did not answer. Failing closed keeps a limit a limit (an outage must not open
 * sign-in to brute force), and a 503 with Retry-After tells the client it is passing, not a bug.
 */
function storeDown(name: LimitName, error: unknown): AppError {
  logger.error({ limit: name, error: String(error) }, "limits: the counter store did not answer");
  return new AppError("unavailable", "We cannot check this request right now. Please try again in a moment.", {
    headers: { "Retry-After": "5" },
    cause: error,
  });
}

/**
 * Counts one hit (or `points`) against each key in turn and throws the 429 `rate_limited` error,
 * with `Retry-After`, when any of them is over its limit. A hit refused by a later key is given
 * back to the earlier ones, so a refused request counts only against the key that refused it.
 */
export async function consumeLimit(
  name: LimitName,
  keys: string | readonly string[],
  { points = 1 }: { points?: number } = {},
): Promise<void> {
  const rl = await limiter(name);
  const list = typeof keys === "string" ? [keys] : keys;
  for (let i = 0; i < list.length; i++) {
    try {
      await rl.consume(list[i]!, points);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw storeDown(name, error);
      await Promise.all(list.slice(0, i).map((key) => rl.reward(key, points)));
      throw refused(name, error);
    }
  }
}

/**
 * Counts one hit and says whether it was within the limit, without a 429: for limits that only
 * decide whether to do something optional (send a repeated notice), never whether to answer.
 */
export async function tryConsumeLimit(name: LimitName, key: string): Promise<boolean> {
  const rl = await limiter(name);
  try {
    await rl.consume(key, 1);
    return true;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw storeDown(name, error);
    return false;
  }
}

/** Gives points back, for a hit that turned out not to count (a successful sign-in from an address). */
export async function refundLimit(name: LimitName, key: string, points = 1): Promise<void> {
  await (await limiter(name)).reward(key, points);
}

/** Forgets a key's count, e.g. an account's failures once it signs in. */
export async function clearLimit(name: LimitName, key: string): Promise<void> {
  await (await limiter(name)).delete(key);
}

/**
 * Counts one hit against a key and answers how many its window holds now, without refusing: for
 * counters that decide something other than a 429 (the per-account sign-in slow-down).
 */
export async function countHit(name: LimitName, key: string): Promise<number> {
  const rl = await limiter(name);
  try {
    return (await rl.consume(key)).consumedPoints;
  } catch (error) {
    if (error instanceof RateLimiterRes) return error.consumedPoints;
    throw storeDown(name, error);
  }
}

/** Holds a key over its limit for `seconds` (at least one): `refusal` answers the 429 until then. */
export async function blockKey(name: LimitName, key: string, seconds: number): Promise<void> {
  const rl = await limiter(name);
  await rl.block(key, Math.max(1, Math.ceil(seconds))).catch((error: unknown) => {
    throw storeDown(name, error);
  });
}

/** Marks a key as seen for the limit's whole window (a remembered fact, such as a known address). */
export async function markKey(name: LimitName, key: string): Promise<void> {
  const rl = await limiter(name);
  await rl.set(key, 1, LIMITS[name].duration).catch((error: unknown) => {
    throw storeDown(name, error);
  });
}

/** Whether a key was used in its current window (see `markKey`). */
export async function isMarked(name: LimitName, key: string): Promise<boolean> {
  return (await usedPoints(name, key)) > 0;
}

/** The 429 a key over its limit would answer now, or null when it is not over (see `blockKey`). */
export async function refusal(name: LimitName, key: string): Promise<AppError | null> {
  const rl = await limiter(name);
  const res = await rl.get(key).catch((error: unknown) => {
    throw storeDown(name, error);
  });
  if (!res || res.consumedPoints <= LIMITS[name].points || res.msBeforeNext <= 0) return null;
  return refused(name, res);
}

/** Points used by a key in its current window (0 when none); for tests and diagnostics. */
export async function usedPoints(name: LimitName, key: string): Promise<number> {
  const res = await (await limiter(name)).get(key);
  return res?.consumedPoints ?? 0;
}

/** Closes the Redis connections (tests, scripts); the next hit opens them again. */
export async function closeLimitStores(): Promise<void> {
  const { redis } = stores();
  const clients = [...redis.values()];
  redis.clear();
  await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
}
