import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as profile } from "@/app/api/auth/profile/route";
import { POST as register } from "@/app/api/auth/register/route";
import { PUT as updateUser } from "@/app/api/users/[id]/route";
import { DELETE as deleteToken } from "@/app/api/users/me/tokens/[id]/route";
import { GET as listTokens, POST as createToken } from "@/app/api/users/me/tokens/route";
import { PUT as updateEmail } from "@/app/api/users/updateEmail/route";
import { POST as requestReset, PUT as resetPasswordRoute } from "@/app/v1/auth/password/route";
import { getDb } from "@/lib/db/client";
import { auditLog, users } from "@/models";
import { POST as verifyEmail } from "@/app/api/auth/verify-email/route";
import { call, PASSWORD, uniqueEmail, uniqueIp } from "@/test/http";
import { otpIn, startMailbox } from "@/test/mailbox";

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox.close();
});

async function newUser(overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  const res = await call(register, {
    method: "POST",
    json: { email, password: PASSWORD, firstName: "Asha", lastName: "Verma", role: "exporter", ...overrides },
  });
  expect(res.status).toBe(201);
  return { email, id: res.body.user.id as string, token: res.body.token as string, body: res.body };
}

describe("POST /api/auth/register", () => {
  it("creates the account, signs it in and never returns a hash", async () => {
    const { body, id } = await newUser({ email: "Mixed.Case@Example.COM" });
    expect(body.user).toMatchObject({
      email: "mixed.case@example.com",
      firstName: "Asha",
      role: "exporter",
      verificationState: "unverified",
    });
    expect(body.user._id).toBe(id);
    expect(body.user.uid).toBe(id);
    expect(JSON.stringify(body.user)).not.toMatch(/hash|token|password/i);
    const db = await getDb();
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "user.registered")));
    expect(entries).toHaveLength(1);
  });

  it("sets an httpOnly SameSite=Lax session cookie", async () => {
    const res = await call(register, {
      method: "POST",
      json: { email: uniqueEmail(), password: PASSWORD, firstName: "A", lastName: "B", role: "bank" },
    });
    expect(res.cookies[0]).toMatch(/^exportly_session=[\w-]{43};/);
    expect(res.cookies[0]).toMatch(/HttpOnly/i);
    expect(res.cookies[0]).toMatch(/SameSite=lax/i);
  });

  it("refuses a duplicate email whatever its case with 409", async () => {
    const { email } = await newUser();
    const res = await call(register, {
      method: "POST",
      json: { email: email.toUpperCase(), password: PASSWORD, firstName: "A", lastName: "B", role: "bank" },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "email_taken", message: expect.stringContaining("already exists") });
  });

  it.each([
    ["a bad email", { email: "not-an-email" }, "email", "Enter a valid email address."],
    ["a 7-character password", { password: "Abc-123" }, "password", "Password must be at least 8 characters."],
    ["a 129-character password", { password: "x".repeat(129) }, "password", "Password must be at most 128 characters."],
    ["a common password", { password: "password123" }, "password", "among the most common"],
    ["an empty first name", { firstName: "  " }, "firstName", "First name is required."],
    [
      "a 101-character last name",
      { lastName: "x".repeat(101) },
      "lastName",
      "Last name must be at most 100 characters.",
    ],
    ["the admin role", { role: "admin" }, "role", "Choose a role"],
    ["an unknown role", { role: "pirate" }, "role", "Choose a role"],
    ["a missing email", { email: undefined }, "email", "Email is required."],
  ])("answers 400 for %s", async (_label, override, path, message) => {
    const json = {
      email: uniqueEmail(),
      password: PASSWORD,
      firstName: "A",
      lastName: "B",
      role: "exporter",
      ...override,
    };
    const res = await call(register, { method: "POST", json });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.issues).toEqual(expect.arrayContaining([{ path, message: expect.stringContaining(message) }]));
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password", async () => {
    const { email, id } = await newUser();
    const res = await call(login, { method: "POST", json: { email: email.toUpperCase(), password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(id);
    expect(res.body.token).toMatch(/^[\w-]{43}$/);
  });

  it("answers unknown email and wrong password alike", async () => {
    const { email } = await newUser();
    const wrong = await call(login, { method: "POST", json: { email, password: "Wrong-password-1" } });
    const unknown = await call(login, { method: "POST", json: { email: uniqueEmail(), password: "Wrong-password-1" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ message: "Invalid email or password.", code: "invalid_credentials" });
  });

  it("throttles an account-and-address pair after 10 failures with 429 and Retry-After, even with the right password", async () => {
    const { email } = await newUser();
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) {
      expect((await call(login, { method: "POST", ip, json: { email, password: "Wrong-password-1" } })).status).toBe(
        401,
      );
    }
    const blocked = await call(login, { method: "POST", ip, json: { email, password: PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
  });
});

describe("sessions and credentials", () => {
  it("accepts the bearer and the uid header styles, refuses a bare user id and garbage", async () => {
    const { token, id } = await newUser();
    expect((await call(profile, { headers: { authorization: `Bearer ${token}` } })).body.user.id).toBe(id);
    expect((await call(profile, { headers: { authorization: token } })).body.user.id).toBe(id);
    const bareId = await call(profile, { headers: { authorization: id } });
    expect(bareId.status).toBe(401);
    expect(bareId.body.message).toBeTruthy();
    expect((await call(profile, { headers: { authorization: "Bearer nonsense" } })).status).toBe(401);
    const none = await call(profile);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: "Please sign in to continue.", code: "unauthorized" });
  });

  it("accepts the session cookie", async () => {
    const { token, id } = await newUser();
    expect((await call(profile, { headers: { cookie: `exportly_session=${token}` } })).body.user.id).toBe(id);
  });

  it("logout revokes the session at once and clears the cookie", async () => {
    const { token } = await newUser();
    const res = await call(logout, { method: "POST", token });
    expect(res.status).toBe(204);
    expect(res.cookies[0]).toMatch(/exportly_session=;.*Max-Age=0/i);
    expect((await call(profile, { token })).status).toBe(401);
  });

  it("refuses a cookie-authenticated cross-site write (CSRF) but allows a same-origin one", async () => {
    const { token, id } = await newUser();
    const crossSite = await call(updateUser, {
      method: "PUT",
      params: { id },
      json: { company: "Evil Co" },
      headers: { cookie: `exportly_session=${token}`, origin: "http://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const sameOrigin = await call(updateUser, {
      method: "PUT",
      params: { id },
      json: { company: "Good Co" },
      headers: {
        cookie: `exportly_session=${token}`,
        origin: "http://localhost:3000",
        "sec-fetch-site": "same-origin",
      },
    });
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.body.user.company).toBe("Good Co");
  });
});

describe("PUT /api/users/{id}", () => {
  it("edits names, phone, company and country, with an audit entry", async () => {
    const { token, id } = await newUser();
    const res = await call(updateUser, {
      method: "PUT",
      token,
      params: { id },
      json: { firstName: "Meera", lastName: "Iyer", phone: "+91 98765-43210", company: "Iyer Exports", country: "in" },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      firstName: "Meera",
      lastName: "Iyer",
      phone: "+91 98765-43210",
      company: "Iyer Exports",
      country: "IN",
    });
    const db = await getDb();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "user.updated")));
    expect(entry?.data).toEqual({ fields: ["firstName", "lastName", "phone", "company", "country"] });
  });

  it("accepts the whole cached user back unchanged (the spec's client sends it)", async () => {
    const { token, id, body } = await newUser();
    const res = await call(updateUser, {
      method: "PUT",
      token,
      params: { id },
      json: { ...body.user, company: "Same Co" },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.company).toBe("Same Co");
  });

  it("refuses changes to role, email, password and verification", async () => {
    const { token, id } = await newUser();
    for (const [field, value] of [
      ["role", "admin"],
      ["email", "other@example.com"],
      ["password", "New-password-99"],
      ["verificationState", "verified"],
    ]) {
      const res = await call(updateUser, { method: "PUT", token, params: { id }, json: { [field as string]: value } });
      expect(res.status).toBe(400);
      expect(res.body.issues[0].path).toBe(field);
    }
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row?.role).toBe("exporter");
    expect(row?.verificationState).toBe("unverified");
  });

  it("answers 404 for another user's id and leaves it untouched; 400 for bad fields", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const res = await call(updateUser, {
      method: "PUT",
      token: bob.token,
      params: { id: alice.id },
      json: { company: "Hijacked" },
    });
    expect(res.status).toBe(404);
    expect((await call(profile, { token: alice.token })).body.user.company).toBeNull();
    expect(
      (await call(updateUser, { method: "PUT", token: bob.token, params: { id: "not-a-uuid" }, json: {} })).status,
    ).toBe(404);
    const bad = await call(updateUser, {
      method: "PUT",
      token: bob.token,
      params: { id: bob.id },
      json: { phone: "12", country: "India" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["country", "phone"]);
  });
});

describe("PUT /api/users/updateEmail", () => {
  it("needs the current password, refuses a taken email, then changes it and tells the old address", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const wrong = await call(updateEmail, {
      method: "PUT",
      token: alice.token,
      json: { email: uniqueEmail(), password: "Not-the-password-1" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues[0].path).toBe("password");
    const taken = await call(updateEmail, {
      method: "PUT",
      token: alice.token,
      json: { email: bob.email.toUpperCase(), password: PASSWORD },
    });
    expect(taken.status).toBe(409);
    const next = uniqueEmail("renamed");
    const ok = await call(updateEmail, {
      method: "PUT",
      token: alice.token,
      json: { email: next, password: PASSWORD },
    });
    expect(ok.status).toBe(200);
    // Applied once the new address is proven (proven-email.integration.test.ts has the whole flow).
    expect(ok.body).toMatchObject({ user: { email: alice.email }, pendingEmail: next });
    const notice = await mailbox.waitFor(alice.email, /email address is being changed/);
    expect(notice.text).toContain(next);
    const code = otpIn(await mailbox.waitFor(next, /Confirm your new Exportly email address/));
    expect((await call(verifyEmail, { method: "POST", token: alice.token, json: { code } })).status).toBe(200);
    expect((await call(login, { method: "POST", json: { email: next, password: PASSWORD } })).status).toBe(200);
  });
});

describe("password reset (/v1/auth/password)", () => {
  it("emails a code, refuses a wrong one, resets with the right one and revokes every session", async () => {
    const { email, token } = await newUser();
    const known = await call(requestReset, { method: "POST", json: { email } });
    const unknown = await call(requestReset, { method: "POST", json: { email: uniqueEmail() } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const mail = await mailbox.waitFor(email, /password reset code/);
    expect(mail.html).toContain(otpIn(mail));
    const otp = otpIn(mail);
    const wrongOtp = otp === "000000" ? "111111" : "000000";
    const wrong = await call(resetPasswordRoute, {
      method: "PUT",
      json: { email, otp: wrongOtp, password: "Brand-new-pass-42" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Invalid or expired code.");
    const ok = await call(resetPasswordRoute, { method: "PUT", json: { email, otp, password: "Brand-new-pass-42" } });
    expect(ok.status).toBe(200);
    expect((await call(profile, { token })).status).toBe(401);
    expect((await call(login, { method: "POST", json: { email, password: PASSWORD } })).status).toBe(401);
    expect((await call(login, { method: "POST", json: { email, password: "Brand-new-pass-42" } })).status).toBe(200);
    const reused = await call(resetPasswordRoute, { method: "PUT", json: { email, otp, password: "Another-pass-43" } });
    expect(reused.status).toBe(400);
  });

  it("allows at most 5 attempts per code: the right code fails after 5 wrong ones", async () => {
    const { email } = await newUser();
    await call(requestReset, { method: "POST", json: { email } });
    const otp = otpIn(await mailbox.waitFor(email, /password reset code/));
    const wrongOtp = otp === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await call(resetPasswordRoute, {
            method: "PUT",
            json: { email, otp: wrongOtp, password: "Brand-new-pass-42" },
          })
        ).status,
      ).toBe(400);
    }
    const late = await call(resetPasswordRoute, { method: "PUT", json: { email, otp, password: "Brand-new-pass-42" } });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe("Invalid or expired code.");
  });

  it("refuses an expired code", async () => {
    const { email, id } = await newUser();
    await call(requestReset, { method: "POST", json: { email } });
    const otp = otpIn(await mailbox.waitFor(email, /password reset code/));
    const db = await getDb();
    const { passwordResetCodes } = await import("@/models");
    await db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, id));
    const res = await call(resetPasswordRoute, { method: "PUT", json: { email, otp, password: "Brand-new-pass-42" } });
    expect(res.status).toBe(400);
  });

  it("validates the request: code format and new password", async () => {
    const res = await call(resetPasswordRoute, {
      method: "PUT",
      json: { email: "x@example.com", otp: "12ab", password: "short" },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["otp", "password"]);
  });
});

describe("personal API tokens", () => {
  it("are shown once, authenticate, list without secret, and are revoked by their owner only", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const created = await call(createToken, { method: "POST", token: alice.token, json: { name: "ERP sync" } });
    expect(created.status).toBe(201);
    const secret = created.body.secret as string;
    expect(secret).toMatch(/^exp_[\w-]{43}$/);
    expect((await call(profile, { token: secret })).body.user.id).toBe(alice.id);
    expect((await call(profile, { headers: { authorization: secret } })).body.user.id).toBe(alice.id);
    const list = await call(listTokens, { token: alice.token });
    expect(list.body.tokens).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(list.body.tokens[0]).toMatchObject({ name: "ERP sync", prefix: secret.slice(0, 10) });
    expect((await call(listTokens, { token: bob.token })).body.tokens).toEqual([]);
    const byBob = await call(deleteToken, {
      method: "DELETE",
      token: bob.token,
      params: { id: created.body.token.id },
    });
    expect(byBob.status).toBe(404);
    expect((await call(profile, { token: secret })).status).toBe(200);
    expect(
      (await call(deleteToken, { method: "DELETE", token: alice.token, params: { id: created.body.token.id } })).status,
    ).toBe(204);
    expect((await call(profile, { token: secret })).status).toBe(401);
  });

  it("refuses an empty name", async () => {
    const { token } = await newUser();
    const res = await call(createToken, { method: "POST", token, json: { name: " " } });
    expect(res.status).toBe(400);
    expect(res.body.issues[0]).toEqual({ path: "name", message: "Name is required." });
  });
});
