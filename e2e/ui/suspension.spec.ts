import { expect, test } from "../fixtures/browser-test";
import { freshIp } from "../fixtures/accounts";
import { bearer, expectError } from "../fixtures/api";
import { verifiedUser } from "../fixtures/ebl";
import { E2E_ADMIN } from "../fixtures/ports";
import { signIn, useFreshIp, workspaceReady } from "./helpers";

test.beforeEach(async ({ page }) => useFreshIp(page));

test("a suspended business: its token stops, it may sign in to read why, and its writes are refused with a message", async ({
  page,
  request,
}) => {
  const user = await verifiedUser(request, "exporter", {
    firstName: "Sunita",
    lastName: "Rao",
    legalName: "Rao Exports Private Limited",
  });
  const created = await request.post("/api/users/me/tokens", {
    headers: bearer(user.token),
    data: { name: "ERP", expiresInDays: 90 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { secret } = (await created.json()) as { secret: string };

  const adminLogin = await request.post("/api/auth/login", {
    data: E2E_ADMIN,
    headers: { "x-forwarded-for": freshIp() },
  });
  const adminToken = ((await adminLogin.json()) as { token: string }).token;
  const suspended = await request.post(`/api/admin/users/${user.id}/suspend`, {
    headers: bearer(adminToken),
    data: { reason: "Documents under review by compliance." },
  });
  expect(suspended.status(), await suspended.text()).toBe(200);

  await expectError(await request.get("/api/auth/profile", { headers: bearer(secret) }), 401);

  await page.goto("/login?next=%2Fsettings");
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/settings$/);
  await workspaceReady(page);
  const banner = page.getByRole("region", { name: "Business verification" });
  await expect(banner).toContainText("Your business is suspended");
  await expect(banner.getByRole("link", { name: "Contact support" })).toBeVisible();

  await page.getByLabel("First name").fill("Mallory");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText(/Your business is suspended, so you cannot make changes/)).toBeVisible();

  await banner.getByRole("link", { name: "See details" }).click();
  await expect(page).toHaveURL(/\/verifybusiness$/);
  await expect(page.getByText("Documents under review by compliance.")).toBeVisible();
});
