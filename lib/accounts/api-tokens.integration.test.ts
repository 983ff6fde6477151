import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as signOutEverywhere } from "@/app/api/admin/users/[id]/sessions/route";
import { GET as profile } from "@/app/api/auth/profile/route";
import { GET as listTokens, POST as createToken } from "@/app/api/users/me/tokens/route";
import { POST as requestReset, PUT as resetPassword } from "@/app/v1/auth/password/route";
import { getDb } from "@/lib/db/client";
import { apiTokens } from "@/models";
import { createTestAdmin, registerTestUser, type TestUser } from "@/test/accounts";
import { call, uniqueIp } from "@/test/http";
import { otpIn, startMailbox } from "@/test/mailbox";
import { NEVER_EXPIRES_WARNING, TOKEN_CANNOT_CREATE_TOKENS } from "./create-api-token";

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox.close();
});

const DAY = 24 * 60 * 60 * 1000;

async function newToken(user: TestUser, json: Record<string, unknown> = { name: "ERP" }) {
  const res = await call(createToken, { method: "POST", token: user.token, json });
  expect(res.status).toBe(201);
  return res.body as { token: { id: string; expiresAt: string | null }; secret: string; warning: string | null };
}

const daysFromNow = (iso: string) => (new Date(iso).getTime() - Date.now()) / DAY;

describe("API token expiry", () => {
  it("is chosen at creation: 30 days when left out, 90 or 365, or never with a warning", async () => {
    const user = await registerTestUser();
    const byDefault = await newToken(user);
    expect(daysFromNow(byDefault.token.expiresAt!)).toBeCloseTo(30, 1);
    expect(byDefault.warning).toBeNull();
    for (const days of [30, 90, 365]) {
      const created = await newToken(user, { name: `${days} days`, expiresInDays: days });
      expect(daysFromNow(created.token.expiresAt!)).toBeCloseTo(days, 1);
      expect(created.warning).toBeNull();
    }
    const forever = await newToken(user, { name: "Forever", expiresInDays: null });
    expect(forever.token.expiresAt).toBeNull();
    expect(forever.warning).toBe(NEVER_EXPIRES_WARNING);
    const listed = await call(listTokens, { token: user.token });
    expect(listed.body.tokens.find((t: { id: string }) => t.id === forever.token.id).expiresAt).toBeNull();
  });

  it("refuses any other lifetime with a 400 naming the field", async () => {
    const user = await registerTestUser();
    for (const expiresInDays of [7, 0, "30", -1]) {
      const res = await call(createToken, { method: "POST", token: user.token, json: { name: "x", expiresInDays } });
      expect(res.status).toBe(400);
      expect(res.body.issues[0].path).toBe("expiresInDays");
      expect(res.body.message).toMatch(/30, 90, 365 or null/);
    }
  });

  it("an expired token answers 401", async () => {
    const user = await registerTestUser();
    const { token, secret } = await newToken(user);
    expect((await call(profile, { token: secret })).status).toBe(200);
    await (
      await getDb()
    )
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, token.id));
    const expired = await call(profile, { token: secret });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe("unauthorized");
  });
});

describe("API token last use", () => {
  it("records the time and address, at most once a minute per token", async () => {
    const user = await registerTestUser();
    const { token, secret } = await newToken(user);
    const first = uniqueIp();
    const before = Date.now();
    expect((await call(profile, { token: secret, ip: first })).status).toBe(200);
    const listed = async () =>
      (await call(listTokens, { token: user.token })).body.tokens.find((t: { id: string }) => t.id === token.id);
    const used = await listed();
    expect(used.lastUsedIp).toBe(first);
    expect(new Date(used.lastUsedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Within the minute, another use writes nothing.
    expect((await call(profile, { token: secret, ip: uniqueIp() })).status).toBe(200);
    expect(await listed()).toMatchObject({ lastUsedIp: first, lastUsedAt: used.lastUsedAt });
    // A minute later it does.
    await (
      await getDb()
    )
      .update(apiTokens)
      .set({ lastUsedAt: new Date(Date.now() - 61_000) })
      .where(eq(apiTokens.id, token.id));
    const second = uniqueIp();
    expect((await call(profile, { token: secret, ip: second })).status).toBe(200);
    expect((await listed()).lastUsedIp).toBe(second);
  });
});

describe("who may create tokens", () => {
  it("a personal API token cannot (403 with a message); a signed-in session can", async () => {
    const user = await registerTestUser();
    const { secret } = await newToken(user);
    const byToken = await call(createToken, { method: "POST", token: secret, json: { name: "Child" } });
    expect(byToken.status).toBe(403);
    expect(byToken.body).toEqual({ code: "forbidden", message: TOKEN_CANNOT_CREATE_TOKENS });
    const listed = await call(listTokens, { token: user.token });
    expect(listed.body.tokens).toHaveLength(1);
  });
});

describe("revocation with the sessions", () => {
  it("a token dies with a password reset", async () => {
    const user = await registerTestUser();
    const { secret } = await newToken(user);
    await call(requestReset, { method: "POST", json: { email: user.email } });
    const otp = otpIn(await mailbox.waitFor(user.email, /password reset code/));
    const reset = await call(resetPassword, {
      method: "PUT",
      json: { email: user.email, otp, password: "Brand-new-pass-42" },
    });
    expect(reset.status).toBe(200);
    expect((await call(profile, { token: secret })).status).toBe(401);
    expect((await call(profile, { token: user.token })).status).toBe(401);
  });

  it("a token dies with an admin's sign-out-everywhere, which counts what it ended", async () => {
    const admin = await createTestAdmin();
    const user = await registerTestUser();
    const { secret } = await newToken(user);
    await newToken(user, { name: "Second" });
    const res = await call(signOutEverywhere, { method: "DELETE", token: admin.token, params: { id: user.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ revoked: 1, revokedTokens: 2 });
    expect((await call(profile, { token: secret })).status).toBe(401);
    expect((await call(profile, { token: user.token })).status).toBe(401);
  });
});
