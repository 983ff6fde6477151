import { expect, test } from "../fixtures/browser-test";
import { registerUser } from "../fixtures/accounts";
import { expectNoA11yViolations, signIn, useFreshIp, workspaceReady } from "./helpers";

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

test("a refused profile save: an error summary at the top links to each field, which shows its own message", async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  await page.goto("/login?next=%2Fsettings");
  await signIn(page, user.email, user.password);
  await workspaceReady(page);
  const profile = page.locator("form").filter({ has: page.getByLabel("Country") });
  // Two values the server refuses (the browser checks neither): a phone of letters, a country code with a digit.
  await page.getByLabel("Phone").fill("call me");
  await page.getByLabel("Country").fill("1X");
  await page.getByRole("button", { name: "Save profile" }).click();

  const summary = profile.getByRole("alert").filter({ has: page.getByRole("heading", { name: "There is a problem" }) });
  await expect(summary).toBeVisible();
  // The summary takes the focus, so a screen reader announces it and Tab reaches its links first.
  await expect(summary).toBeFocused();
  const phoneMessage = "Enter a phone number of 7 to 20 digits; +, spaces and dashes are allowed.";
  const countryMessage = "Use the two-letter country code, for example IN.";
  await expect(summary.getByRole("link")).toHaveText([phoneMessage, countryMessage]);

  // Each field is marked and carries its own message.
  await expect(page.getByLabel("Country")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Country")).toHaveAccessibleDescription(new RegExp(countryMessage.replace(".", "\\.")));
  await expect(page.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");

  // The link moves the focus to its field.
  await summary.getByRole("link", { name: countryMessage }).click();
  await expect(page.getByLabel("Country")).toBeFocused();
  await summary.getByRole("link", { name: phoneMessage }).click();
  await expect(page.getByLabel("Phone")).toBeFocused();
  await expectNoA11yViolations(page);

  // Corrected, the save goes through and the summary is gone.
  await page.getByLabel("Phone").fill("+91 98200 12345");
  await page.getByLabel("Country").fill("IN");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  await expect(summary).toHaveCount(0);
});
