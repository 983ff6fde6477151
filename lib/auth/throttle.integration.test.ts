import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { PUT as updateEmail } from "@/app/api/users/updateEmail/route";
import { POST as requestReset } from "@/app/v1/auth/password/route";
import { consumeLimit } from "@/lib/limits/limiter";
import {
  REAUTH_ATTEMPTS,
  REGISTRATIONS_PER_HOUR,
  RESET_REQUESTS_PER_WINDOW,
  SIGN_IN_ACCOUNT_FREE_FAILURES,
  SIGN_IN_ATTEMPTS,
  SIGN_IN_ATTEMPTS_PER_ADDRESS,
} from "@/lib/limits/limits";
import { registerTestUser } from "@/test/accounts";
import { call, PASSWORD, uniqueEmail, uniqueIp } from "@/test/http";
import { accountDelaySeconds } from "./throttle";

const WRONG = "Wrong-password-1";
const signIn = (email: string, password: string, ip: string) =>
  call(login, { method: "POST", ip, json: { email, password } });

describe("sign-in throttling per account-and-address pair", () => {
  it("10 failures on one account leave another account at the same address able to sign in", async () => {
    const office = uniqueIp();
    const typist = await registerTestUser();
    const colleague = await registerTestUser();
    for (let i = 0; i < SIGN_IN_ATTEMPTS; i++) expect((await signIn(typist.email, WRONG, office)).status).toBe(401);
    // The pair is used up, even with the right password…
    const blocked = await signIn(typist.email, PASSWORD, office);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe("rate_limited");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    // …but only the pair: the colleague behind the same address signs in.
    expect((await signIn(colleague.email, PASSWORD, office)).status).toBe(200);
    // And the typist from another address (the account is not over its free failures).
    expect((await signIn(typist.email, PASSWORD, uniqueIp())).status).toBe(200);
  });

  it("a successful sign-in resets its pair", async () => {
    const ip = uniqueIp();
    const user = await registerTestUser();
    for (let i = 0; i < SIGN_IN_ATTEMPTS - 1; i++) expect((await signIn(user.email, WRONG, ip)).status).toBe(401);
    expect((await signIn(user.email, PASSWORD, ip)).status).toBe(200);
    // A fresh pair: nine more failures and the right password still works.
    for (let i = 0; i < SIGN_IN_ATTEMPTS - 1; i++) expect((await signIn(user.email, WRONG, ip)).status).toBe(401);
    expect((await signIn(user.email, PASSWORD, ip)).status).toBe(200);
  });
});

describe("sign-in throttling per address across accounts", () => {
  it("answers 429 once an address has failed 100 times, whatever the account; other addresses are unaffected", async () => {
    const ip = uniqueIp();
    const user = await registerTestUser();
    // 99 failures already counted from this address (sped up: each real one costs an argon2 check).
    await consumeLimit("signInAddress", `ip:${ip}`, { points: SIGN_IN_ATTEMPTS_PER_ADDRESS - 1 });
    expect((await signIn(uniqueEmail(), WRONG, ip)).status).toBe(401);
    const capped = await signIn(user.email, PASSWORD, ip);
    expect(capped.status).toBe(429);
    expect(capped.body.message).toMatch(/from this address/);
    expect(Number(capped.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await signIn(user.email, PASSWORD, uniqueIp())).status).toBe(200);
  });

  it("a refused attempt does not use up the pair", async () => {
    const ip = uniqueIp();
    const user = await registerTestUser();
    await consumeLimit("signInAddress", `ip:${ip}`, { points: SIGN_IN_ATTEMPTS_PER_ADDRESS });
    for (let i = 0; i < SIGN_IN_ATTEMPTS + 2; i++) expect((await signIn(user.email, PASSWORD, ip)).status).toBe(429);
    expect((await signIn(user.email, PASSWORD, uniqueIp())).status).toBe(200);
  });
});

describe("a flood against one account from many addresses", () => {
  it("slows new addresses down with growing waits but never locks the owner out of their usual address", async () => {
    const user = await registerTestUser();
    const home = uniqueIp();
    expect((await signIn(user.email, PASSWORD, home)).status).toBe(200);
    // The attacker rotates addresses: each pair is fresh, only the account counter grows.
    for (let i = 0; i < SIGN_IN_ACCOUNT_FREE_FAILURES; i++) {
      expect((await signIn(user.email, WRONG, uniqueIp())).status).toBe(401);
    }
    // One more failure sets a wait for addresses the account never signed in from.
    expect((await signIn(user.email, WRONG, uniqueIp())).status).toBe(401);
    const waiting = await signIn(user.email, PASSWORD, uniqueIp());
    expect(waiting.status).toBe(429);
    expect(waiting.body.message).toMatch(/failed sign-ins on this account/);
    expect(Number(waiting.headers.get("retry-after"))).toBeGreaterThan(0);
    // The owner, from the address they used before, is not made to wait.
    expect((await signIn(user.email, PASSWORD, home)).status).toBe(200);
    // Unknown accounts behave the same (the wait says nothing about whether an account exists).
    const ghost = uniqueEmail("ghost");
    for (let i = 0; i <= SIGN_IN_ACCOUNT_FREE_FAILURES; i++) {
      expect((await signIn(ghost, WRONG, uniqueIp())).status).toBe(401);
    }
    expect((await signIn(ghost, WRONG, uniqueIp())).status).toBe(429);
  });

  it("waits double per failure above the free ones, up to 15 minutes, and are never a lock", () => {
    expect(accountDelaySeconds(SIGN_IN_ACCOUNT_FREE_FAILURES)).toBe(0);
    expect(accountDelaySeconds(SIGN_IN_ACCOUNT_FREE_FAILURES + 1)).toBe(1);
    expect(accountDelaySeconds(SIGN_IN_ACCOUNT_FREE_FAILURES + 2)).toBe(2);
    expect(accountDelaySeconds(SIGN_IN_ACCOUNT_FREE_FAILURES + 5)).toBe(16);
    expect(accountDelaySeconds(SIGN_IN_ACCOUNT_FREE_FAILURES + 1000)).toBe(15 * 60);
  });
});

describe("registration and reset request caps", () => {
  it("allows 20 registrations an hour per address", async () => {
    const ip = uniqueIp();
    await consumeLimit("registration", `ip:${ip}`, { points: REGISTRATIONS_PER_HOUR - 1 });
    const body = () => ({ email: uniqueEmail(), password: PASSWORD, firstName: "A", lastName: "B", role: "exporter" });
    expect((await call(register, { method: "POST", ip, json: body() })).status).toBe(201);
    const capped = await call(register, { method: "POST", ip, json: body() });
    expect(capped.status).toBe(429);
    expect(capped.body.message).toMatch(/20 accounts an hour/);
    expect(Number(capped.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call(register, { method: "POST", json: body() })).status).toBe(201);
  });

  it("allows 5 reset requests an hour per account, from any address, without blocking its sign-in", async () => {
    const user = await registerTestUser();
    for (let i = 0; i < RESET_REQUESTS_PER_WINDOW; i++) {
      expect((await call(requestReset, { method: "POST", json: { email: user.email } })).status).toBe(200);
    }
    const capped = await call(requestReset, { method: "POST", json: { email: user.email } });
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get("retry-after"))).toBeGreaterThan(60);
    expect((await signIn(user.email, PASSWORD, uniqueIp())).status).toBe(200);
    // Another account's reset is unaffected.
    expect((await call(requestReset, { method: "POST", json: { email: uniqueEmail() } })).status).toBe(200);
  });
});

describe("re-authentication in the signed-in email change", () => {
  it("does not count wrong passwords toward the sign-in throttle of the address", async () => {
    const office = uniqueIp();
    const user = await registerTestUser();
    for (let i = 0; i < REAUTH_ATTEMPTS; i++) {
      const wrong = await call(updateEmail, {
        method: "PUT",
        ip: office,
        token: user.token,
        json: { email: uniqueEmail(), password: WRONG },
      });
      expect(wrong.status).toBe(400);
    }
    // Its own limit, per account: the next wrong password is refused…
    const capped = await call(updateEmail, {
      method: "PUT",
      ip: office,
      token: user.token,
      json: { email: uniqueEmail(), password: WRONG },
    });
    expect(capped.status).toBe(429);
    // …while signing in from the same address is untouched, for this account and any other.
    expect((await signIn(user.email, PASSWORD, office)).status).toBe(200);
    const colleague = await registerTestUser();
    for (let i = 0; i < SIGN_IN_ATTEMPTS - 1; i++)
      expect((await signIn(colleague.email, WRONG, office)).status).toBe(401);
    expect((await signIn(colleague.email, PASSWORD, office)).status).toBe(200);
  });
});
