import { expect, test } from "../fixtures/browser-test";
import { E2E_ADMIN } from "../fixtures/ports";
import { signIn, useFreshIp, workspaceReady } from "./helpers";

test.beforeEach(async ({ page }) => useFreshIp(page));

test("the admin bootstrapped from ADMIN_EMAIL/ADMIN_PASSWORD signs in and opens /admin", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await workspaceReady(page);
  await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin" })).toBeVisible();
});
