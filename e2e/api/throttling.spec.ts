import { expect, test } from "@playwright/test";
import { freshIp, PASSWORD, registerUser, uniqueEmail } from "../fixtures/accounts";
import { expectError, fromIp, isolatedContext } from "../fixtures/api";

const WRONG = "Wrong-Password-123";

test.describe("sign-in throttling (10 failures in 15 minutes)", () => {
  test("per account: the 11th attempt answers 429 with Retry-After, from any address, even with the right password", async ({
    playwright,
  }) => {
    const api = await isolatedContext(playwright);
    const user = await registerUser(api);
    for (let i = 1; i <= 10; i++) {
      // A different address each time, so only the account counter can trip.
      await expectError(
        await api.post("/api/auth/login", { headers: fromIp(), data: { email: user.email, password: WRONG } }),
        401,
        {
          message: "Invalid email or password.",
        },
      );
    }
    for (const password of [WRONG, PASSWORD]) {
      const throttled = await api.post("/api/auth/login", { headers: fromIp(), data: { email: user.email, password } });
      await expectError(throttled, 429, { code: "rate_limited", message: /too many attempts/i });
      const retryAfter = throttled.headers()["retry-after"];
      expect(retryAfter).toMatch(/^\d+$/);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      expect(Number(retryAfter)).toBeLessThanOrEqual(15 * 60);
    }
    // Another account is unaffected.
    const other = await registerUser(api);
    expect(
      (
        await api.post("/api/auth/login", { headers: fromIp(), data: { email: other.email, password: PASSWORD } })
      ).status(),
    ).toBe(200);
    await api.dispose();
  });

  test("per address: 10 failures from one IP across emails → 429 for an 11th email there, another IP still gets 401", async ({
    playwright,
  }) => {
    const api = await isolatedContext(playwright);
    const ip = freshIp();
    for (let i = 1; i <= 10; i++) {
      await expectError(
        await api.post("/api/auth/login", {
          headers: fromIp(ip),
          data: { email: uniqueEmail(`spray${i}`), password: WRONG },
        }),
        401,
        {
          code: "invalid_credentials",
        },
      );
    }
    const eleventh = uniqueEmail("spray11");
    const throttled = await api.post("/api/auth/login", {
      headers: fromIp(ip),
      data: { email: eleventh, password: WRONG },
    });
    await expectError(throttled, 429, { code: "rate_limited" });
    expect(Number(throttled.headers()["retry-after"])).toBeGreaterThan(0);
    expect(throttled.headers()["retry-after"]).toMatch(/^\d+$/);

    let otherIp = freshIp();
    while (otherIp === ip) otherIp = freshIp();
    await expectError(
      await api.post("/api/auth/login", { headers: fromIp(otherIp), data: { email: eleventh, password: WRONG } }),
      401,
      {
        code: "invalid_credentials",
        message: "Invalid email or password.",
      },
    );
    await api.dispose();
  });

  test("a successful sign-in clears the account's failures", async ({ playwright }) => {
    const api = await isolatedContext(playwright);
    const user = await registerUser(api);
    for (let i = 0; i < 9; i++) {
      expect(
        (
          await api.post("/api/auth/login", { headers: fromIp(), data: { email: user.email, password: WRONG } })
        ).status(),
      ).toBe(401);
    }
    expect(
      (
        await api.post("/api/auth/login", { headers: fromIp(), data: { email: user.email, password: PASSWORD } })
      ).status(),
    ).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect(
        (
          await api.post("/api/auth/login", { headers: fromIp(), data: { email: user.email, password: WRONG } })
        ).status(),
      ).toBe(401);
    }
    await api.dispose();
  });
});
