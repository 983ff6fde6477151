import { expect, test } from "@playwright/test";
import { registerUser } from "../fixtures/accounts";
import { expectError, isolatedContext } from "../fixtures/api";

test.describe("credentials on GET /api/auth/profile", () => {
  test("bearer style and the bare token (uid style) are the same credential", async ({ playwright }) => {
    const setup = await isolatedContext(playwright);
    const user = await registerUser(setup);
    await setup.dispose();

    const api = await isolatedContext(playwright);
    for (const authorization of [`Bearer ${user.token}`, `bearer ${user.token}`, user.token]) {
      const response = await api.get("/api/auth/profile", { headers: { authorization } });
      expect(response.status(), authorization.slice(0, 8)).toBe(200);
      expect(((await response.json()) as { user: { id: string } }).user.id).toBe(user.id);
    }
    await api.dispose();
  });

  test("a bare user id is never a credential", async ({ playwright }) => {
    const setup = await isolatedContext(playwright);
    const user = await registerUser(setup);
    await setup.dispose();

    const api = await isolatedContext(playwright);
    await expectError(await api.get("/api/auth/profile", { headers: { authorization: user.id } }), 401, {
      code: "unauthorized",
    });
    await expectError(await api.get("/api/auth/profile", { headers: { authorization: `Bearer ${user.id}` } }), 401, {
      code: "unauthorized",
    });
    await api.dispose();
  });

  test("no credentials and garbage tokens answer 401 {message}", async ({ playwright }) => {
    const api = await isolatedContext(playwright);
    await expectError(await api.get("/api/auth/profile"), 401, {
      code: "unauthorized",
      message: "Please sign in to continue.",
    });
    for (const authorization of ["Bearer not-a-token", "garbage", "Bearer ", "Basic dXNlcjpwYXNz", "x".repeat(2000)]) {
      await expectError(await api.get("/api/auth/profile", { headers: { authorization } }), 401, {
        code: "unauthorized",
      });
    }
    // A forged session cookie is no better.
    await expectError(await api.get("/api/auth/profile", { headers: { cookie: "exportly_session=forged" } }), 401);
    await api.dispose();
  });
});
