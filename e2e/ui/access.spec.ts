import { expect, test } from "../fixtures/browser-test";
import { registerUser } from "../fixtures/accounts";
import { bearer } from "../fixtures/api";
import { logOut, signIn, useFreshIp, workspaceReady } from "./helpers";

test.beforeEach(async ({ page }) => useFreshIp(page));

test("a visitor opening a protected route signs in and lands where they were going", async ({ page, request }) => {
  const user = await registerUser(request);
  await page.goto("/exportdocs");
  await expect(page).toHaveURL(/\/login\?next=%2Fexportdocs$/);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/exportdocs$/);
  await expect(page.getByRole("heading", { name: "Export documents", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No shipments yet" })).toBeVisible();
});

test("an unsafe next target falls back to the dashboard", async ({ page, request }) => {
  const user = await registerUser(request);
  await page.goto("/login?next=%2F%2Fevil.example%2F");
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

// The unit table (lib/site/safe-next.test.ts) has every vector; these check the page and the form use it.
// Each is written into the URL as is: `/%0a/x` reaches the page as "/", a newline, "/x".
for (const next of ["/%0a/x", "/%09/evil.example", "/%5Cevil.example", "https:evil.example", "JaVaScRiPt:alert(1)"]) {
  test(`next=${next} after sign-in lands on the dashboard`, async ({ page, request }) => {
    const user = await registerUser(request);
    const response = await page.goto(`/login?next=${next}`);
    expect(response?.status()).toBe(200);
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // Signed in, the login page itself redirects: to the dashboard, never a 500.
    await page.goto(`/login?next=${next}`);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}

test("an unknown path answers 404 with the not-found screen", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
});

test("a signed-in user opening /login goes to the dashboard; /admin is a 404 for a non-admin", async ({
  page,
  request,
}) => {
  const user = await registerUser(request, { role: "bank" });
  await page.goto("/login");
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await workspaceReady(page);

  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);

  const admin = await page.goto("/admin");
  expect(admin?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("protected pages show honest empty states", async ({ page, request }) => {
  const user = await registerUser(request);
  await page.goto("/login?next=%2Febills%2Fenvelope-1");
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/ebills\/envelope-1$/);
  await expect(page.getByRole("heading", { name: "eBL not found", level: 1 })).toBeVisible();
  for (const [path, heading] of [
    ["/exportdocs/some/doc", "Document"],
    ["/trackShipment", "Track shipment"],
    ["/payments", "Payments"],
    ["/contact-support", "Contact support"],
    ["/network", "Network"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  }
});

test("a stale client cache is wiped and the user is sent to /login", async ({ page, request }) => {
  const user = await registerUser(request);
  await page.goto("/login");
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The sign-in writes its cache after the address changes: wait until it has.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("exportlyCleanupVersion"))).toBe("v1.0.0");
  // Plant the stale cache from a page of the same origin where no app code runs (a live app page
  // may act on it while the test is still writing), then open the app the way a returning user does.
  await page.goto("/api/health");
  await page.evaluate(() => {
    localStorage.setItem("exportlyCleanupVersion", "v0.9.0");
    localStorage.setItem("leftover", "x");
  });
  // The app redirects itself while the page is still loading: wait only for the navigation to commit.
  await page.goto("/dashboard", { waitUntil: "commit" });
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => ({
      version: localStorage.getItem("exportlyCleanupVersion"),
      leftover: localStorage.getItem("leftover"),
      user: localStorage.getItem("exportlyUser"),
    })),
  ).toEqual({
    version: "v1.0.0",
    leftover: null,
    user: null,
  });
});

test("a partner opening a shared document sees “Shared documents” highlighted, the owner “Export documents”", async ({
  page,
  request,
}) => {
  const owner = await registerUser(request, { firstName: "Meera", lastName: "Shah" });
  const partner = await registerUser(request, { firstName: "Farid", lastName: "Khan", role: "freight_forwarder" });
  const reference = `NAV-${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post("/api/shipments", {
    data: { reference, templates: ["commercial_invoice"] },
    headers: bearer(owner.token),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { shipment } = (await created.json()) as { shipment: { id: string } };
  const shared = await request.put("/api/shipments/share-users", {
    data: { shipmentId: shipment.id, email: partner.email, forms: [{ name: "commercial_invoice", access: "read" }] },
    headers: bearer(owner.token),
  });
  expect(shared.status(), await shared.text()).toBe(200);

  const nav = page.getByRole("navigation", { name: "Main" });
  await page.goto(`/login?next=${encodeURIComponent(`/exportdocs/${shipment.id}/commercial_invoice`)}`);
  await signIn(page, partner.email, partner.password);
  await expect(page).toHaveURL(new RegExp(`/exportdocs/${shipment.id}/commercial_invoice$`));
  await expect(nav.getByRole("link", { name: "Shared documents" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Export documents" })).not.toHaveAttribute("aria-current", "page");
  await page.goto(`/exportdocs/${shipment.id}`);
  await expect(page.getByRole("heading", { name: reference, level: 1 })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Shared documents" })).toHaveAttribute("aria-current", "page");
  await logOut(page);

  await page.goto(`/login?next=${encodeURIComponent(`/exportdocs/${shipment.id}`)}`);
  await signIn(page, owner.email, owner.password);
  await expect(page.getByRole("heading", { name: reference, level: 1 })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Export documents" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Shared documents" })).not.toHaveAttribute("aria-current", "page");
});
