import { expect, test } from "../fixtures/browser-test";
import { registerUser } from "../fixtures/accounts";
import { E2E_ADMIN } from "../fixtures/ports";
import { signIn, useFreshIp, workspaceReady } from "./helpers";

test.beforeEach(async ({ page }) => useFreshIp(page));
// The browser's zone, which the first choice of the time zone list names.
test.use({ timezoneId: "Asia/Kolkata" });

test("settings: the time zone (default: the browser's) is saved with the profile, the weekly summary switch on change", async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  await page.goto("/login?next=%2Fsettings");
  await signIn(page, user.email, user.password);
  await workspaceReady(page);

  const zone = page.getByLabel("Time zone");
  await expect(zone).toHaveValue("");
  await expect(zone.locator("option").first()).toHaveText("Use my browser's time zone (Asia/Kolkata)");
  await zone.selectOption("Europe/Berlin");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  const profile = await request.get("/api/auth/profile", { headers: { authorization: `Bearer ${user.token}` } });
  expect((await profile.json()).user.timeZone).toBe("Europe/Berlin");

  const weekly = page.getByLabel("Email me the weekly summary");
  await expect(weekly).not.toBeChecked();
  await expect(weekly).toBeEnabled();
  await weekly.check();
  await expect(page.getByText("You will get the weekly summary on Mondays.")).toBeVisible();

  await page.reload();
  await workspaceReady(page);
  await expect(page.getByLabel("Time zone")).toHaveValue("Europe/Berlin");
  await expect(page.getByLabel("Email me the weekly summary")).toBeChecked();
  const subscription = await request.get("/api/analytics/weekly-summary", {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(await subscription.json()).toEqual({ subscribed: true });

  // Back to the browser's zone: stored as null.
  await page.getByLabel("Time zone").selectOption("");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  const after = await request.get("/api/auth/profile", { headers: { authorization: `Bearer ${user.token}` } });
  expect((await after.json()).user.timeZone).toBeNull();
});

test("the unsubscribe page changes nothing until its button is pressed, and says when the link is not valid", async ({
  page,
}) => {
  await page.goto("/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  await expect(page.getByRole("heading", { name: "Weekly summary" })).toBeVisible();
  await expect(page.getByText("Stop the weekly summary mail for this account?")).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText("This unsubscribe link is not valid.")).toBeVisible();

  await page.goto("/unsubscribe");
  await expect(page.getByText("This link is incomplete.")).toBeVisible();
});

test("admin: platform figures per week beside the page views, as a chart and a table", async ({ page }) => {
  await page.goto("/login?next=%2Fadmin%2Fpageviews");
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/pageviews$/);
  await expect(page.getByRole("heading", { name: "Platform figures per week" })).toBeVisible();
  const table = page.getByRole("table", { name: "Platform figures per week" });
  await expect(table.locator("tbody tr")).toHaveCount(12);
  // This run's sign-ups (the admin at least) are in the current week, the last row.
  await expect(table.locator("tbody tr").last().locator("td").first()).not.toHaveText("0");
  await page.getByLabel("Weeks").selectOption("4");
  await expect(table.locator("tbody tr")).toHaveCount(4);
  await expect(page.locator("figure .recharts-bar-rectangle").first()).toBeVisible();
});
