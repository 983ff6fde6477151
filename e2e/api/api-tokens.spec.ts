import { expect, test } from "@playwright/test";
import { registerUser } from "../fixtures/accounts";
import { bearer, expectError, expectFieldIssue, isolatedContext } from "../fixtures/api";

test("personal API tokens: created once, authenticate as Bearer, listed without the secret, revocable by the owner only", async ({
  playwright,
}) => {
  const api = await isolatedContext(playwright);
  const owner = await registerUser(api);
  const stranger = await registerUser(api);

  const created = await api.post("/api/users/me/tokens", {
    headers: bearer(owner.token),
    data: { name: "ERP integration" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { token, secret } = (await created.json()) as {
    token: { id: string; name: string; prefix: string };
    secret: string;
  };
  expect(secret).toMatch(/^exp_/);
  expect(secret.length).toBeGreaterThan(30);
  expect(token.name).toBe("ERP integration");
  expect(secret.startsWith(token.prefix)).toBe(true);

  // The secret authenticates, in both header styles.
  const clean = await isolatedContext(playwright);
  const asToken = await clean.get("/api/auth/profile", { headers: bearer(secret) });
  expect(asToken.status()).toBe(200);
  expect(((await asToken.json()) as { user: { id: string } }).user.id).toBe(owner.id);
  expect((await clean.get("/api/auth/profile", { headers: { authorization: secret } })).status()).toBe(200);

  // The list never shows the secret.
  const list = await api.get("/api/users/me/tokens", { headers: bearer(owner.token) });
  expect(list.status()).toBe(200);
  const listText = await list.text();
  expect(listText).not.toContain(secret);
  expect(listText).not.toMatch(/tokenHash|"secret"|"hash"/);
  const tokens = (JSON.parse(listText) as { tokens: { id: string; name: string }[] }).tokens;
  expect(tokens.map((t) => t.id)).toEqual([token.id]);

  // Nobody else sees or deletes it.
  expect(
    (
      (await (await api.get("/api/users/me/tokens", { headers: bearer(stranger.token) })).json()) as {
        tokens: unknown[];
      }
    ).tokens,
  ).toEqual([]);
  await expectError(await api.delete(`/api/users/me/tokens/${token.id}`, { headers: bearer(stranger.token) }), 404, {
    code: "not_found",
  });
  expect((await clean.get("/api/auth/profile", { headers: bearer(secret) })).status()).toBe(200);

  // The owner revokes it; the secret stops working at once.
  expect((await api.delete(`/api/users/me/tokens/${token.id}`, { headers: bearer(owner.token) })).status()).toBe(204);
  await expectError(await clean.get("/api/auth/profile", { headers: bearer(secret) }), 401, { code: "unauthorized" });
  await expectError(await api.delete(`/api/users/me/tokens/${token.id}`, { headers: bearer(owner.token) }), 404);
  expect(
    ((await (await api.get("/api/users/me/tokens", { headers: bearer(owner.token) })).json()) as { tokens: unknown[] })
      .tokens,
  ).toEqual([]);

  // Token endpoints need credentials; a token needs a name.
  await expectError(await clean.get("/api/users/me/tokens"), 401);
  await expectFieldIssue(
    await api.post("/api/users/me/tokens", { headers: bearer(owner.token), data: { name: "" } }),
    "name",
  );
  await clean.dispose();
  await api.dispose();
});

test("logout with a personal API token does not revoke the token", async ({ playwright }) => {
  const api = await isolatedContext(playwright);
  const owner = await registerUser(api);
  const { secret } = (await (
    await api.post("/api/users/me/tokens", { headers: bearer(owner.token), data: { name: "CI" } })
  ).json()) as { secret: string };
  const clean = await isolatedContext(playwright);
  expect((await clean.post("/api/auth/logout", { headers: bearer(secret) })).status()).toBe(204);
  expect((await clean.get("/api/auth/profile", { headers: bearer(secret) })).status()).toBe(200);
  await clean.dispose();
  await api.dispose();
});
