import { expect, test } from "@playwright/test";
import { PASSWORD, registerUser, uniqueEmail } from "../fixtures/accounts";
import { bearer, expectError, expectFieldIssue, fromIp, isolatedContext } from "../fixtures/api";
import { otpFrom, waitForMail } from "../fixtures/mailbox";

test.describe("PUT /api/users/{id}", () => {
  test("another user's id → 404 and nothing changes", async ({ playwright }) => {
    const api = await isolatedContext(playwright);
    const me = await registerUser(api);
    const other = await registerUser(api, { firstName: "Other" });
    await expectError(
      await api.put(`/api/users/${other.id}`, { headers: bearer(me.token), data: { firstName: "Hacked" } }),
      404,
      { code: "not_found" },
    );
    // An id that names nobody, and a malformed one, answer the same.
    await expectError(
      await api.put(`/api/users/00000000-0000-4000-8000-000000000000`, {
        headers: bearer(me.token),
        data: { firstName: "X" },
      }),
      404,
      { code: "not_found" },
    );
    await expectError(
      await api.put(`/api/users/not-a-uuid`, { headers: bearer(me.token), data: { firstName: "X" } }),
      404,
      { code: "not_found" },
    );
    const profile = (await (await api.get("/api/auth/profile", { headers: bearer(other.token) })).json()) as {
      user: { firstName: string };
    };
    expect(profile.user.firstName).toBe("Other");
    await api.dispose();
  });

  test("role admin → 400 and the role is unchanged; email and password are not writable there either", async ({
    playwright,
  }) => {
    const api = await isolatedContext(playwright);
    const me = await registerUser(api, { role: "importer" });
    await expectFieldIssue(
      await api.put(`/api/users/${me.id}`, { headers: bearer(me.token), data: { role: "admin" } }),
      "role",
    );
    await expectFieldIssue(
      await api.put(`/api/users/${me.id}`, {
        headers: bearer(me.token),
        data: { role: "exporter", firstName: "Changed" },
      }),
      "role",
    );
    await expectFieldIssue(
      await api.put(`/api/users/${me.id}`, { headers: bearer(me.token), data: { email: uniqueEmail("sneaky") } }),
      "email",
    );
    await expectFieldIssue(
      await api.put(`/api/users/${me.id}`, { headers: bearer(me.token), data: { password: "New-Pass-Word-99" } }),
      "password",
    );
    await expectFieldIssue(
      await api.put(`/api/users/${me.id}`, { headers: bearer(me.token), data: { verificationState: "verified" } }),
      "verificationState",
    );
    const profile = (await (await api.get("/api/auth/profile", { headers: bearer(me.token) })).json()) as {
      user: { role: string; firstName: string; email: string };
    };
    expect(profile.user).toMatchObject({ role: "importer", firstName: "Asha", email: me.email });
    // The unchanged role (the client sends the cached user back) is accepted.
    const same = await api.put(`/api/users/${me.id}`, {
      headers: bearer(me.token),
      data: { role: "importer", email: me.email, lastName: "Kapoor" },
    });
    expect(same.status(), await same.text()).toBe(200);
    expect(((await same.json()) as { user: { lastName: string } }).user.lastName).toBe("Kapoor");
    await api.dispose();
  });

  test("bad profile fields → 400 naming the field", async ({ playwright }) => {
    const api = await isolatedContext(playwright);
    const me = await registerUser(api);
    for (const [field, data] of [
      ["firstName", { firstName: "" }],
      ["lastName", { lastName: "z".repeat(101) }],
      ["phone", { phone: "call me" }],
      ["country", { country: "India" }],
    ] as const) {
      await expectFieldIssue(await api.put(`/api/users/${me.id}`, { headers: bearer(me.token), data }), field);
    }
    await api.dispose();
  });

  test("without credentials → 401", async ({ playwright }) => {
    const setup = await isolatedContext(playwright);
    const me = await registerUser(setup);
    await setup.dispose();
    const api = await isolatedContext(playwright);
    await expectError(await api.put(`/api/users/${me.id}`, { data: { firstName: "Anon" } }), 401);
    await api.dispose();
  });
});

test.describe("PUT /api/users/updateEmail", () => {
  test("requires the current password (400), 409 when taken, 200 otherwise", async ({ playwright }) => {
    const api = await isolatedContext(playwright);
    const me = await registerUser(api);
    const other = await registerUser(api);
    const target = uniqueEmail("moved");

    const wrong = await api.put("/api/users/updateEmail", {
      headers: { ...bearer(me.token), ...fromIp() },
      data: { email: target, password: "Not-My-Password-1" },
    });
    const issue = await expectFieldIssue(wrong, "password");
    expect(issue.message).toMatch(/current password/i);

    await expectError(
      await api.put("/api/users/updateEmail", {
        headers: { ...bearer(me.token), ...fromIp() },
        data: { email: other.email.toUpperCase(), password: PASSWORD },
      }),
      409,
      { code: "email_taken" },
    );
    await expectFieldIssue(
      await api.put("/api/users/updateEmail", {
        headers: { ...bearer(me.token), ...fromIp() },
        data: { email: "bad", password: PASSWORD },
      }),
      "email",
    );

    const ok = await api.put("/api/users/updateEmail", {
      headers: { ...bearer(me.token), ...fromIp() },
      data: { email: target, password: PASSWORD },
    });
    expect(ok.status(), await ok.text()).toBe(200);
    // The change applies once the new address is proven: the code mailed to it confirms it.
    expect(await ok.json()).toMatchObject({ user: { email: me.email, id: me.id }, pendingEmail: target });
    const code = otpFrom(await waitForMail(target, { subject: /Confirm your new Exportly email address/ }));
    const confirmed = await api.post("/api/auth/verify-email", {
      headers: { ...bearer(me.token), ...fromIp() },
      data: { code },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    expect(((await confirmed.json()) as { user: { email: string } }).user.email).toBe(target);

    // The new email signs in; the old one no longer does.
    expect(
      (await api.post("/api/auth/login", { headers: fromIp(), data: { email: target, password: PASSWORD } })).status(),
    ).toBe(200);
    await expectError(
      await api.post("/api/auth/login", { headers: fromIp(), data: { email: me.email, password: PASSWORD } }),
      401,
      {
        message: "Invalid email or password.",
      },
    );
    await api.dispose();
  });
});
