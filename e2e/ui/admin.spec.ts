import { expect, test } from "../fixtures/browser-test";
import { E2E_ADMIN } from "../fixtures/ports";
import { signIn, useFreshIp, workspaceReady } from "./helpers";
import { registerUser } from "../fixtures/accounts";

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

test("an admin signing in without a ?next= lands on /admin; an explicit one is followed", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
  // Signed in, the login page sends the admin home too.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/login?next=%2Fsettings");
  await expect(page).toHaveURL(/\/settings$/);
});

test("the audit log reads as sentences, not JSON", async ({ page }) => {
  await page.goto("/login?next=%2Fadmin%2Faudit");
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  const entries = page.getByRole("list", { name: "Audit entries, newest first" });
  // The list is drawn by the browser: once it shows, the filter form is live.
  await expect(entries).toBeVisible();
  await page.getByLabel("Action").fill("user.admin_created");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(entries.getByRole("listitem")).toHaveCount(1);
  // The e2e server created its admin from ADMIN_EMAIL/ADMIN_PASSWORD at start-up (no acting user).
  await expect(
    entries.getByText("The system created the administrator account from the server configuration.", { exact: true }),
  ).toBeVisible();
  // Not JSON, not even under "Details".
  await entries.getByText("Details").click();
  await expect(entries).not.toContainText("{");
});

test("the admin area fits a 390 px phone: a menu button opens the sections, nothing overflows", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Something in the lists: a user with a long address and name.
  const long = await registerUser(request, {
    firstName: "Venkatanarasimharajuvaripeta",
    lastName: "Ramaswamy-Subramanian",
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login?next=%2Fadmin");
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);

  const menu = page.getByRole("button", { name: "Menu" });
  const sections = page.getByRole("navigation", { name: "Admin sections" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(sections.getByRole("link", { name: "Users" })).toBeHidden();
  // The button is enabled once the page is live.
  await expect(menu).toBeEnabled();
  // Keyboard: Enter opens, Escape closes and gives the focus back to the button.
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(sections.getByRole("link", { name: "Users" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(sections.getByRole("link", { name: "Verification queue" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  // Escape from the button itself closes it too.
  await page.keyboard.press("Space");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  // Following a section closes the menu.
  await menu.click();
  await sections.getByRole("link", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(menu).toHaveAttribute("aria-expanded", "false");

  for (const [path, heading] of [
    ["/admin", "Admin"],
    ["/admin/verifications", "Verification queue"],
    ["/admin/users", "Users"],
    ["/admin/demo-requests", "Demo requests"],
    ["/admin/outbox", "Email outbox"],
    ["/admin/audit", "Audit log"],
    ["/admin/pageviews", "Page views"],
    ["/admin/jobs", "Job queue"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    const width = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(width.page, `${path} is wider than the phone`).toBeLessThanOrEqual(width.viewport);
  }
  // The chosen user's panel too.
  await page.goto("/admin/users");
  await page.getByLabel("Email, name or company").fill(long.email);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("button", { name: long.email }).click();
  await expect(page.getByRole("heading", { name: "Venkatanarasimharajuvaripeta Ramaswamy-Subramanian" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
