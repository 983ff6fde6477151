import { expect, test, type APIRequestContext, type Page } from "../fixtures/browser-test";
import { registerUser, type RegisteredUser } from "../fixtures/accounts";
import { expectNoA11yViolations, signIn, useFreshIp, workspaceReady } from "./helpers";

test.beforeEach(async ({ page }) => useFreshIp(page));
test.use({ locale: "en-GB" });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A shipment made through the API; `invoice` saves a USD commercial invoice of 2 × 500.00 + 10 × 25.50 = 1,255.00. */
async function shipment(
  request: APIRequestContext,
  user: RegisteredUser,
  reference: string,
  templates: string[],
  invoice = false,
): Promise<string> {
  const created = await request.post("/api/shipments", {
    headers: bearer(user.token),
    data: { reference, templates },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { shipment: { id: string } }).shipment.id;
  if (invoice) {
    const saved = await request.put(`/api/shipments/${id}/commercial_invoice`, {
      headers: bearer(user.token),
      data: {
        data: {
          currency: "USD",
          lineItems: [
            { description: "Cotton shirts", quantity: "2", unit: "PCS", unitPrice: "500.00" },
            { description: "Linen scarves", quantity: "10", unit: "PCS", unitPrice: "25.50" },
          ],
        },
      },
    });
    expect(saved.status()).toBe(200);
  }
  return id;
}

const tile = (page: Page, region: string, label: string) =>
  page.getByRole("region", { name: region }).getByRole("link", { name: new RegExp(`^.+ ${label}$`) });

async function openDashboard(page: Page, navigate = true) {
  if (navigate) await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await workspaceReady(page);
  await expect(page.locator("[data-skeleton]")).toHaveCount(0);
}

test("Dashboard: a new account sees the empty state and zeros, without layout shift", async ({ page, request }) => {
  const user = await registerUser(request);
  // Sum the layout shifts the page makes (not caused by input) from the first paint on.
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/login?next=%2Fdashboard");
  await signIn(page, user.email, user.password);
  await workspaceReady(page);
  await expect(page.getByRole("heading", { name: "Your dashboard fills as you work" })).toBeVisible();
  await expect(tile(page, "Needs you now", "Documents to finish")).toHaveAttribute("data-figure", "0");
  await expect(tile(page, "Needs you now", "Business verification")).toContainText("Not verified");
  await expect(page.getByRole("region", { name: "Recent activity" })).toBeVisible();
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  // Google's "good" threshold; the skeleton reserves each tile's size, so the figures do not move the page.
  expect(cls).toBeLessThan(0.1);
  await expectNoA11yViolations(page, { where: "dashboard (new account)" });
});

test("Dashboard: tiles show the figures and lead to the filtered lists behind them", async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await registerUser(request);
  const stamp = Date.now();
  const invoiced = `DASH-${stamp}-1`;
  const empty = `DASH-${stamp}-2`;
  // Documents to finish: the saved invoice (a draft) and the two empty documents of the second shipment.
  await shipment(request, user, invoiced, ["commercial_invoice"], true);
  await shipment(request, user, empty, ["commercial_invoice", "packing_list"]);

  await page.goto("/login?next=%2Fdashboard");
  await signIn(page, user.email, user.password);
  await openDashboard(page, false);
  await expect(page.getByRole("heading", { name: "Your dashboard fills as you work" })).toHaveCount(0);

  const documents = tile(page, "Needs you now", "Documents to finish");
  await expect(documents).toHaveAttribute("data-figure", "3");
  await expect(documents).toHaveAttribute("href", "/exportdocs?attention=documents");
  await expect(tile(page, "Shipments by status", "Draft")).toHaveAttribute("data-figure", "2");
  await expect(tile(page, "Shipments by status", "Shipped")).toHaveAttribute("data-figure", "0");
  // Receivables: the invoice has no payment terms, so it is outstanding and not overdue.
  const receivables = page.getByRole("table", { name: "Outstanding per currency" });
  await expect(receivables.getByRole("row", { name: /USD/ })).toContainText("1,255.00");
  await expect(receivables.getByRole("link", { name: "USD 0.00 overdue on 0 shipments" })).toBeVisible();
  // This month: both shipments were made today.
  await expect(page.locator('[data-figure="period-shipments"]')).toHaveText("2");
  // Recent activity: my own entries, as sentences, linking to the shipment.
  const activity = page.getByRole("region", { name: "Recent activity" });
  await expect(activity.getByRole("link", { name: `You created shipment ${empty}.` })).toBeVisible();
  await expectNoA11yViolations(page, { where: "dashboard" });

  // By keyboard: the tile is a link; Enter follows it to the list, filtered as the tile counts.
  await documents.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/exportdocs\?attention=documents$/);
  await expect(page.getByLabel("Needs", { exact: true })).toHaveValue("documents");
  const list = page.getByRole("list", { name: "Shipments" });
  await expect(list).toContainText(invoiced);
  await expect(list).toContainText(empty);

  await openDashboard(page);
  await tile(page, "Shipments by status", "Draft").click();
  await expect(page).toHaveURL(/\/exportdocs\?status=draft$/);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("draft");
  await expect(page.getByRole("list", { name: "Shipments" })).toContainText(invoiced);

  await openDashboard(page);
  await tile(page, "Shipments by status", "Shipped").click();
  await expect(page).toHaveURL(/\/exportdocs\?status=shipped$/);
  await expect(page.getByRole("heading", { name: /No shipments match/i })).toBeVisible();

  await openDashboard(page);
  await tile(page, "Tracking", "Delayed").click();
  await expect(page).toHaveURL(/\/trackShipment\?filter=delayed$/);
  await expect(page.getByLabel("Show", { exact: true })).toHaveValue("delayed");

  await openDashboard(page);
  await tile(page, "Needs you now", "eBLs awaiting my action").click();
  await expect(page).toHaveURL(/\/ebl\?tab=awaiting$/);
  await expect(page.getByRole("tab", { name: "Awaiting my action" })).toHaveAttribute("aria-selected", "true");

  await openDashboard(page);
  await page.getByRole("link", { name: "USD 0.00 overdue on 0 shipments" }).click();
  await expect(page).toHaveURL(/\/payments\?filter=overdue$/);
  await expect(page.getByRole("heading", { name: "Nothing overdue" })).toBeVisible();
  await page.getByRole("button", { name: "Show all shipments" }).click();
  await expect(page.getByRole("button", { name: `Payments of ${invoiced}` })).toBeVisible();
});
