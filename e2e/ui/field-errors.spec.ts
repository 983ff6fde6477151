import { expect, test, type Page } from "../fixtures/browser-test";
import { registerUser, uniqueEmail } from "../fixtures/accounts";
import { signIn, useFreshIp } from "./helpers";

test.beforeEach(async ({ page }) => useFreshIp(page));

async function register(page: Page, password: string) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByLabel("First name").fill("Ravi");
  await page.getByLabel("Last name").fill("Kumar");
  await page.getByLabel("Email").fill(uniqueEmail("fields"));
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Role").selectOption("importer");
  await page.getByRole("button", { name: "Create account" }).click();
}

test("a short password is explained under the password field", async ({ page }) => {
  await register(page, "short1");
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters\./);
  // The error summary at the top names it too, and its link moves the focus to the field.
  await page.getByRole("alert").getByRole("link", { name: "Password must be at least 8 characters." }).click();
  await expect(password).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);
});

test("a common password is explained under the password field", async ({ page }) => {
  await register(page, "12345678");
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(/among the most common ones/);
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
});

test("a missing role and names are explained under their fields", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByLabel("First name")).toHaveAccessibleDescription("First name is required.");
  await expect(page.getByRole("alert").getByRole("link", { name: "First name is required." })).toBeVisible();
  await expect(page.getByLabel("Role")).toHaveAttribute("aria-invalid", "true");
});

test("a wrong password says so", async ({ page, request }) => {
  const user = await registerUser(request);
  await page.goto("/login");
  await signIn(page, user.email, "Not-The-Password-1");
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
});

test("a free-text port on the bill of lading instructions is marked on its field and listed in the summary", async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  const created = await request.post("/api/shipments", {
    headers: { authorization: `Bearer ${user.token}` },
    data: { reference: `BL-${Date.now().toString(36)}`, templates: ["bill_of_lading_instructions"] },
  });
  expect(created.status()).toBe(201);
  const shipmentId = ((await created.json()) as { shipment: { id: string } }).shipment.id;
  await page.goto(`/exportdocs/${shipmentId}/bill_of_lading_instructions`);
  await signIn(page, user.email, user.password);
  await expect(page.getByRole("heading", { level: 1, name: "Bill of lading instructions" })).toBeVisible();

  const place = page.getByLabel("Place of receipt", { exact: true });
  await place.fill("Our warehouse in Bhiwandi");
  await page.getByRole("button", { name: "Save document" }).click();

  const summary = page.getByRole("alert").filter({ hasText: "was not saved" });
  await expect(summary).toBeFocused();
  const link = summary.getByRole("link", { name: /^Place of receipt/ });
  await expect(link).toBeVisible();
  // The path never reaches the screen.
  await expect(summary).not.toContainText("placeOfReceipt");
  await link.click();
  await expect(place).toBeFocused();
  await expect(place).toHaveAttribute("aria-invalid", "true");
  await expect(place).toHaveAccessibleDescription(/not a UN\/LOCODE/);
  await expect(place).toHaveValue("Our warehouse in Bhiwandi");
});
