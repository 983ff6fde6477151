import { expect, test } from "../fixtures/browser-test";
import { PASSWORD, uniqueEmail } from "../fixtures/accounts";
import { otpFrom, waitForMail } from "../fixtures/mailbox";
import { logOut, signIn, useFreshIp, workspaceReady } from "./helpers";

test.beforeEach(async ({ page }) => useFreshIp(page));

test("register → logout → login → edit profile → forgot password → sign in with the new password", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("journey");
  const newPassword = "Fresh-Ledger-Quay-42";

  // Register through the UI.
  const pageView = page.waitForRequest((r) => r.url().endsWith("/api/analytics/pageview") && r.method() === "POST");
  await page.goto("/login");
  expect(JSON.parse((await pageView).postData() ?? "{}")).toEqual({ path: "/login" });
  await page.getByRole("button", { name: "Create an account" }).click();
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await page.getByLabel("First name").fill("Asha");
  await page.getByLabel("Last name").fill("Verma");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Role").selectOption("freight_forwarder");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Asha" })).toBeVisible();
  await expect(page.getByText("Freight forwarder").first()).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem("exportlyLoggedIn"),
      localStorage.getItem("exportlyCleanupVersion"),
    ]),
  ).toEqual(["1", "v1.0.0"]);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem("exportlyUser") ?? "null") as { email: string; token?: string } | null,
  );
  expect(stored?.email).toBe(email);
  expect(stored?.token).toBeUndefined();
  // Every protected route is in the navigation; admin is not, for a non-admin.
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const label of [
    "Dashboard",
    "Export documents",
    "Track shipment",
    "Shared documents",
    "eBL",
    "Analytics and reports",
    "AI compliance and insights",
    "Verify business",
    "Payments",
    "Contact support",
    "Settings",
    "Network",
  ]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);

  // Logout, then sign in again.
  await logOut(page);
  expect(await page.evaluate(() => localStorage.getItem("exportlyLoggedIn"))).toBeNull();
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Edit the profile.
  await workspaceReady(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await page.getByLabel("Company", { exact: true }).fill("Verma Exports Pvt Ltd");
  await page.getByLabel("Phone").fill("+91 98765 43210");
  await page.getByLabel("Country").fill("in");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  await page.reload();
  await workspaceReady(page);
  await expect(page.getByLabel("Company", { exact: true })).toHaveValue("Verma Exports Pvt Ltd");
  await expect(page.getByLabel("Country")).toHaveValue("IN");
  await expect(page.getByLabel("Phone")).toHaveValue("+91 98765 43210");

  // Forgot password with the code from the mailbox.
  await logOut(page);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  const since = Date.now() - 1000;
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByLabel("6-digit code")).toBeVisible();
  const mail = await waitForMail(email, { subject: /password reset code/, since });
  await page.getByLabel("6-digit code").fill(otpFrom(mail));
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();

  // The old password no longer works; the new one does.
  await signIn(page, email, PASSWORD);
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Asha" })).toBeVisible();
});
