import { expect, test } from "@playwright/test";
import { freshIp, PASSWORD, registerUser, uniqueEmail } from "../fixtures/accounts";
import { expectError, fromIp, isolatedContext } from "../fixtures/api";

const WRONG = "Wrong-Password-123";

test.describe("sign-in throttling (per account-and-address pair, per address, slow-down per account)", () => {
  test("per pair: the 11th attempt from one address answers 429 with Retry-After, even with the right password; colleagues at that address are unaffected", async ({
    playwright,
  }) => {
    const api = await isolatedContext(playwright);
    const user = await registerUser(api);
    const office = freshIp();
    for (let i = 1; i <= 10; i++) {
      await expectError(
        await api.post("/api/auth/login", { headers: fromIp(office), data: { email: user.email, password: WRONG } }),
        401,
        { message: "Invalid email or password." },
      );
    }
    for (const password of [WRONG, PASSWORD]) {
      const throttled = await api.post("/api/auth/login", {
        headers: fromIp(office),
        data: { email: user.email, password },
      });
      await expectError(throttled, 429, { code: "rate_limited", message: /too many attempts/i });
      const retryAfter = throttled.headers()["retry-after"];
      expect(retryAfter).toMatch(/^\d+$/);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      expect(Number(retryAfter)).toBeLessThanOrEqual(15 * 60);
    }
    // A colleague behind the same address signs in.
    const colleague = await registerUser(api);
    expect(
      (
        await api.post("/api/auth/login", {
          headers: fromIp(office),
          data: { email: colleague.email, password: PASSWORD },
        })
      ).status(),
    ).toBe(200);
    await api.dispose();
  });

  test("per address: 100 failures from one IP across emails → 429 there, another IP still gets 401", async ({
    playwright,
  }) => {
    const api = await isolatedContext(playwright);
    const ip = freshIp();
    for (let i = 1; i <= 100; i++) {
      await expectError(
        await api.post("/api/auth/login", {
          headers: fromIp(ip),
          data: { email: uniqueEmail(`spray${i}`), password: WRONG },
        }),
        401,
        { code: "invalid_credentials" },
      );
    }
    const next = uniqueEmail("spray101");
    const throttled = await api.post("/api/auth/login", {
      headers: fromIp(ip),
      data: { email: next, password: WRONG },
    });
    await expectError(throttled, 429, { code: "rate_limited" });
    expect(throttled.headers()["retry-after"]).toMatch(/^\d+$/);

    let otherIp = freshIp();
    while (otherIp === ip) otherIp = freshIp();
    await expectError(
      await api.post("/api/auth/login", { headers: fromIp(otherIp), data: { email: next, password: WRONG } }),
      401,
      { code: "invalid_credentials", message: "Invalid email or password." },
    );
    await api.dispose();
  });

  test("a successful sign-in clears its pair's failures", async ({ playwright }) => {
    const api = await isolatedContext(playwright);
    const user = await registerUser(api);
    const ip = freshIp();
    const attempt = async (password: string) =>
      (await api.post("/api/auth/login", { headers: fromIp(ip), data: { email: user.email, password } })).status();
    for (let i = 0; i < 9; i++) expect(await attempt(WRONG)).toBe(401);
    expect(await attempt(PASSWORD)).toBe(200);
    for (let i = 0; i < 9; i++) expect(await attempt(WRONG)).toBe(401);
    expect(await attempt(PASSWORD)).toBe(200);
    await api.dispose();
  });

  test("a flood from many addresses slows new addresses down but not the owner's usual one", async ({ playwright }) => {
    const api = await isolatedContext(playwright);
    const user = await registerUser(api);
    const home = freshIp();
    const from = async (ip: string, password: string) =>
      api.post("/api/auth/login", { headers: fromIp(ip), data: { email: user.email, password } });
    expect((await from(home, PASSWORD)).status()).toBe(200);
    for (let i = 0; i < 11; i++) expect((await from(freshIp(), WRONG)).status()).toBe(401);
    const slowed = await from(freshIp(), PASSWORD);
    await expectError(slowed, 429, { code: "rate_limited", message: /failed sign-ins on this account/ });
    expect(Number(slowed.headers()["retry-after"])).toBeGreaterThan(0);
    expect((await from(home, PASSWORD)).status()).toBe(200);
    await api.dispose();
  });
});
