import { expect, test } from "@playwright/test";
import { registerUser } from "../fixtures/accounts";
import { bearer, fromIp, isolatedContext } from "../fixtures/api";
import { E2E_ADMIN } from "../fixtures/ports";

test("PUT /api/users/{id}: an admin edits another user's profile, but not their role", async ({ playwright }) => {
  const api = await isolatedContext(playwright);
  const customer = await registerUser(api);
  const login = await api.post("/api/auth/login", { data: E2E_ADMIN, headers: fromIp() });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { role: string } };
  expect(user.role).toBe("admin");

  const edited = await api.put(`/api/users/${customer.id}`, {
    data: { company: "Edited by support" },
    headers: bearer(token),
  });
  expect(edited.status()).toBe(200);
  expect((await edited.json()).user).toMatchObject({ id: customer.id, company: "Edited by support", role: "exporter" });

  const roleChange = await api.put(`/api/users/${customer.id}`, { data: { role: "bank" }, headers: bearer(token) });
  expect(roleChange.status()).toBe(400);
  await api.dispose();
});
