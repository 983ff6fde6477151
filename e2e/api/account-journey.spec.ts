import { expect, test } from "@playwright/test";
import { freshIp, PASSWORD, uniqueEmail } from "../fixtures/accounts";
import { allKeys, bearer, expectError, fromIp, isolatedContext } from "../fixtures/api";
import { otpFrom, waitForMail } from "../fixtures/mailbox";

const SECRET_KEYS = ["passwordHash", "password_hash", "hash", "token", "tokenHash", "password", "codeHash"];

test("register → logout → login → edit profile → reset password by emailed OTP → sign in with the new password", async ({
  playwright,
}) => {
  const api = await isolatedContext(playwright);
  const email = uniqueEmail("journey");
  const ip = freshIp();

  // Register: 201 {user, token}; the DTO has id = _id = uid and carries no secret.
  const registered = await api.post("/api/auth/register", {
    headers: fromIp(ip),
    data: { email, password: PASSWORD, firstName: "Asha", lastName: "Verma", role: "exporter" },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { user, token } = (await registered.json()) as { user: Record<string, unknown>; token: string };
  expect(typeof token).toBe("string");
  expect(token.length).toBeGreaterThanOrEqual(32);
  expect(user.id).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
  expect(user._id).toBe(user.id);
  expect(user.uid).toBe(user.id);
  expect(user.email).toBe(email);
  expect(user.role).toBe("exporter");
  for (const key of SECRET_KEYS) expect(allKeys(user)).not.toContain(key);
  expect(JSON.stringify(user)).not.toContain(token);
  expect(registered.headers()["set-cookie"] ?? "").toMatch(/httponly/i);

  // The profile answers the same DTO, without secrets.
  const profile = await api.get("/api/auth/profile", { headers: bearer(token) });
  expect(profile.status()).toBe(200);
  const profileUser = ((await profile.json()) as { user: Record<string, unknown> }).user;
  expect(profileUser.id).toBe(user.id);
  for (const key of SECRET_KEYS) expect(allKeys(profileUser)).not.toContain(key);

  // Logout: 204, and the token is revoked at once.
  const logout = await api.post("/api/auth/logout", { headers: bearer(token) });
  expect(logout.status()).toBe(204);
  await expectError(await api.get("/api/auth/profile", { headers: bearer(token) }), 401, { code: "unauthorized" });

  // Login: 200 {token, user}.
  const login = await api.post("/api/auth/login", { headers: fromIp(ip), data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const session = (await login.json()) as { token: string; user: { id: string } };
  expect(session.user.id).toBe(user.id);
  expect(session.token).not.toBe(token);
  for (const key of SECRET_KEYS) expect(allKeys(session.user)).not.toContain(key);

  // Edit names, phone, company and country.
  const edit = await api.put(`/api/users/${user.id}`, {
    headers: bearer(session.token),
    data: {
      firstName: "Asha R.",
      lastName: "Verma-Iyer",
      phone: "+91 98765 43210",
      company: "Verma Exports Pvt Ltd",
      country: "in",
    },
  });
  expect(edit.status(), await edit.text()).toBe(200);
  const edited = ((await edit.json()) as { user: Record<string, unknown> }).user;
  expect(edited).toMatchObject({
    firstName: "Asha R.",
    lastName: "Verma-Iyer",
    phone: "+91 98765 43210",
    company: "Verma Exports Pvt Ltd",
    country: "IN",
    role: "exporter",
    email,
  });
  const reread = (
    (await (await api.get("/api/auth/profile", { headers: bearer(session.token) })).json()) as {
      user: Record<string, unknown>;
    }
  ).user;
  expect(reread).toMatchObject({ firstName: "Asha R.", company: "Verma Exports Pvt Ltd", country: "IN" });

  // Request a reset code: the same answer for an existing and an unknown email.
  const since = Date.now() - 1000;
  const requested = await api.post("/v1/auth/password", { headers: fromIp(), data: { email } });
  expect(requested.status()).toBe(200);
  const unknown = await api.post("/v1/auth/password", { headers: fromIp(), data: { email: uniqueEmail("nobody") } });
  expect(unknown.status()).toBe(200);
  expect(await unknown.text()).toBe(await requested.text());
  expect(((await requested.json()) as { message: string }).message.length).toBeGreaterThan(0);

  const otp = otpFrom(await waitForMail(email, { subject: /password reset code/i, since }));
  const wrong = otp === "000000" ? "111111" : "000000";
  const NEW_PASSWORD = "Another-Strong-Pass-42";

  await expectError(
    await api.put("/v1/auth/password", { headers: fromIp(), data: { email, otp: wrong, password: NEW_PASSWORD } }),
    400,
    {
      code: "invalid_code",
      message: "Invalid or expired code.",
    },
  );
  const reset = await api.put("/v1/auth/password", { headers: fromIp(), data: { email, otp, password: NEW_PASSWORD } });
  expect(reset.status(), await reset.text()).toBe(200);
  expect(((await reset.json()) as { message: string }).message.length).toBeGreaterThan(0);

  // Every session is revoked; the code is used up.
  await expectError(await api.get("/api/auth/profile", { headers: bearer(session.token) }), 401, {
    code: "unauthorized",
  });
  await expectError(
    await api.put("/v1/auth/password", { headers: fromIp(), data: { email, otp, password: "Yet-Another-Pass-77" } }),
    400,
    {
      message: "Invalid or expired code.",
    },
  );

  // The old password no longer works; the new one does.
  await expectError(
    await api.post("/api/auth/login", { headers: fromIp(), data: { email, password: PASSWORD } }),
    401,
    {
      code: "invalid_credentials",
      message: "Invalid email or password.",
    },
  );
  const relogin = await api.post("/api/auth/login", { headers: fromIp(), data: { email, password: NEW_PASSWORD } });
  expect(relogin.status(), await relogin.text()).toBe(200);
  const fresh = (await relogin.json()) as { token: string };
  expect((await api.get("/api/auth/profile", { headers: bearer(fresh.token) })).status()).toBe(200);
  await api.dispose();
});

test("the session cookie set at registration authenticates the profile, and logout clears it", async ({
  playwright,
}) => {
  const api = await isolatedContext(playwright);
  const email = uniqueEmail("cookie");
  const registered = await api.post("/api/auth/register", {
    headers: fromIp(),
    data: { email, password: PASSWORD, firstName: "Ravi", lastName: "Nair", role: "importer" },
  });
  expect(registered.status()).toBe(201);
  const profile = await api.get("/api/auth/profile");
  expect(profile.status()).toBe(200);
  expect(((await profile.json()) as { user: { email: string } }).user.email).toBe(email);
  expect((await api.post("/api/auth/logout")).status()).toBe(204);
  await expectError(await api.get("/api/auth/profile"), 401);
  await api.dispose();
});
