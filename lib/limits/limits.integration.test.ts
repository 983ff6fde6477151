import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { AppError } from "@/lib/contract/errors";
import { getDbHandle } from "@/lib/db/client";
import { registerTestUser } from "@/test/accounts";
import { call, PASSWORD, uniqueEmail, uniqueIp } from "@/test/http";
import { closeLimitStores, consumeLimit, limitStoreKind, usedPoints } from "./limiter";
import { LIMITS, SIGN_IN_ATTEMPTS, SIGN_IN_ATTEMPTS_PER_ADDRESS } from "./limits";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const BURST = 50;
const WRONG = "Wrong-password-1";

/**
 * The same suite on both stores: the database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and
 * Redis (TEST_REDIS_URL, a real server). Bursts go through the real login route handler.
 */
describe.each(["database", "redis"] as const)("shared limits on the %s store", (store) => {
  const previous = process.env.REDIS_URL;
  beforeAll(() => {
    if (store === "redis") process.env.REDIS_URL = REDIS_URL;
    else delete process.env.REDIS_URL;
  });
  afterAll(async () => {
    await closeLimitStores();
    if (previous === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = previous;
  });

  it("counts on the store it is given", async () => {
    expect(limitStoreKind()).toBe(store);
    const key = uniqueIp();
    await consumeLimit("pageView", key, { points: 3 });
    expect(await usedPoints("pageView", key)).toBe(3);
    if (store === "database") {
      const { db } = await getDbHandle();
      const rows = await db.query.rateLimits.findMany();
      expect(rows.some((row) => row.key === `limit:pageView:${key}` && row.points === 3)).toBe(true);
    }
  });

  it(`lets exactly ${SIGN_IN_ATTEMPTS} of ${BURST} parallel failed sign-ins for one account from one address through, then answers 429`, async () => {
    const { email } = await registerTestUser();
    const ip = uniqueIp();
    const results = await Promise.all(
      Array.from({ length: BURST }, () => call(login, { method: "POST", ip, json: { email, password: WRONG } })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_ATTEMPTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(BURST - SIGN_IN_ATTEMPTS);
    for (const refused of results.filter((r) => r.status === 429)) {
      expect(refused.body).toMatchObject({
        code: "rate_limited",
        message: expect.stringMatching(/too many attempts/i),
      });
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(LIMITS.signIn.duration);
    }
    // The right password is refused too from that address until the window ends.
    expect((await call(login, { method: "POST", ip, json: { email, password: PASSWORD } })).status).toBe(429);
  });

  it(`lets a parallel burst from one address across accounts through only up to the address's ${SIGN_IN_ATTEMPTS_PER_ADDRESS}`, async () => {
    const ip = uniqueIp();
    // Most of the address's points already used, so the burst stays small.
    await consumeLimit("signInAddress", `ip:${ip}`, { points: SIGN_IN_ATTEMPTS_PER_ADDRESS - SIGN_IN_ATTEMPTS });
    const results = await Promise.all(
      Array.from({ length: BURST }, () =>
        call(login, { method: "POST", ip, json: { email: uniqueEmail(), password: WRONG } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_ATTEMPTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(BURST - SIGN_IN_ATTEMPTS);
    // The address refused them before the pairs they named were charged: another address may try.
    expect((await call(login, { method: "POST", json: { email: uniqueEmail(), password: WRONG } })).status).toBe(401);
  });

  it("starts a pair afresh after a successful sign-in, and does not charge the address for it", async () => {
    const { email } = await registerTestUser();
    const ip = uniqueIp();
    for (let i = 0; i < SIGN_IN_ATTEMPTS - 1; i++)
      expect((await call(login, { method: "POST", ip, json: { email, password: WRONG } })).status).toBe(401);
    expect(await usedPoints("signInAddress", `ip:${ip}`)).toBe(SIGN_IN_ATTEMPTS - 1);
    expect((await call(login, { method: "POST", ip, json: { email, password: PASSWORD } })).status).toBe(200);
    expect(await usedPoints("signIn", `pair:${email}|${ip}`)).toBe(0);
    expect(await usedPoints("signInAddress", `ip:${ip}`)).toBe(SIGN_IN_ATTEMPTS - 1);
    expect((await call(login, { method: "POST", ip, json: { email, password: WRONG } })).status).toBe(401);
  });

  it("caps a parallel burst of any limit at its points, with Retry-After within the window", async () => {
    const key = `account-${uniqueEmail()}`;
    const { points, duration } = LIMITS.recipientLookup;
    const outcomes = await Promise.allSettled(
      Array.from({ length: points + 15 }, () => consumeLimit("recipientLookup", key)),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(points);
    const refusals = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(refusals).toHaveLength(15);
    for (const { reason } of refusals) {
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({ status: 429, code: "rate_limited" });
      const retryAfter = Number((reason as AppError).headers?.["Retry-After"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(duration);
    }
  });
});

describe("when the counter store does not answer", () => {
  const previous = process.env.REDIS_URL;
  afterAll(async () => {
    await closeLimitStores();
    if (previous === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = previous;
  });

  it("refuses with 503 unavailable and Retry-After, never lets the request through unlimited", async () => {
    // Port 1 on loopback: nothing listens, so every connection is refused at once.
    process.env.REDIS_URL = "redis://127.0.0.1:1";
    const error = await consumeLimit("signIn", uniqueIp()).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(503);
    expect((error as AppError).code).toBe("unavailable");
    expect((error as AppError).headers).toMatchObject({ "Retry-After": "5" });
  });
});
