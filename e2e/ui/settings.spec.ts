import { expect, test } from "../fixtures/browser-test";
import { registerUser } from "../fixtures/accounts";
import { signIn, useFreshIp, workspaceReady } from "./helpers";

test.beforeEach(async ({ page }) => useFreshIp(page));

test("API tokens: empty state, create (secret shown once), revoke after confirmation", async ({ page, request }) => {
  const user = await registerUser(request);
  await page.goto("/login?next=%2Fsettings");
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/settings$/);
  await workspaceReady(page);

  await expect(page.getByText("You have no API tokens.")).toBeVisible();
  await page.getByLabel("Token name").fill("ERP sync");
  // Choosing "never" warns before the token is made, and the answer says it again.
  await page.getByLabel("Expires after").selectOption("never");
  await expect(page.getByRole("note")).toContainText("never expires works until you revoke it");
  await page.getByLabel("Expires after").selectOption("90");
  await expect(page.getByRole("note")).toHaveCount(0);
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByText(/It will not be shown again/)).toBeVisible();
  const secret = (await page.getByLabel("New token").textContent()) ?? "";
  expect(secret.length).toBeGreaterThan(20);

  // The secret works as a bearer token against the API.
  const profile = await request.get("/api/auth/profile", { headers: { authorization: `Bearer ${secret}` } });
  expect(profile.status()).toBe(200);

  const item = page.getByRole("listitem").filter({ hasText: "ERP sync" });
  await expect(item).toBeVisible();
  // The expiry, and the last use with its address, once the list is fetched again.
  await expect(item).toContainText("expires");
  await page.reload();
  await workspaceReady(page);
  await expect(item).toContainText(/last used .* from /);
  await item.getByRole("button", { name: "Revoke token ERP sync" }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke this token?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Revoke token" }).click();
  await expect(page.getByText("You have no API tokens.")).toBeVisible();
  const after = await request.get("/api/auth/profile", { headers: { authorization: `Bearer ${secret}` } });
  expect(after.status()).toBe(401);
});

test("profile field errors show under the field", async ({ page, request }) => {
  const user = await registerUser(request);
  await page.goto("/login?next=%2Fsettings");
  await signIn(page, user.email, user.password);
  await workspaceReady(page);
  await page.getByLabel("Country").fill("1X");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Use the two-letter country code, for example IN.")).toBeVisible();
  await expect(page.getByLabel("Country")).toHaveAttribute("aria-invalid", "true");
});
