import { expect, test } from "../fixtures/browser-test";
import { registerUser } from "../fixtures/accounts";
import { INDIAN_BUSINESS, pdfFile, pngFile } from "../fixtures/kyc";
import { E2E_ADMIN } from "../fixtures/ports";
import { expectNoA11yViolations, signIn, useFreshIp, WCAG_21 } from "./helpers";

const PAGES = [
  ["/admin", "Admin"],
  ["/admin/verifications", "Verification queue"],
  ["/admin/users", "Users"],
  ["/admin/demo-requests", "Demo requests"],
  ["/admin/outbox", "Email outbox"],
  ["/admin/audit", "Audit log"],
  ["/admin/pageviews", "Page views"],
  ["/admin/jobs", "Job queue"],
] as const;

test("axe finds no serious or critical violation on any admin page", async ({ page, request }) => {
  // Eight pages, each scanned on a settled page: about a minute on this machine, over 90 s under load.
  test.setTimeout(180_000);
  await useFreshIp(page);
  // Content to judge: a pending submission with a PDF and an image, so the queue shows its panel.
  const user = await registerUser(request);
  for (const [documentType, file] of [
    ["certificate_of_incorporation", pdfFile("incorporation.pdf")],
    ["address_proof", pngFile("address.png")],
    ["signatory_id", pdfFile("id.pdf")],
  ] as const) {
    expect(
      (
        await request.post("/api/pdfdocs", {
          headers: { authorization: `Bearer ${user.token}` },
          multipart: { uid: user.id, documentType, file },
        })
      ).status(),
    ).toBe(201);
  }
  const submitted = await request.put("/api/users/verify", {
    headers: { authorization: `Bearer ${user.token}` },
    data: {
      ...INDIAN_BUSINESS,
      country: "DE",
      gstin: undefined,
      pan: undefined,
      iec: undefined,
      registrationNumber: "HRB 1",
      address: { ...INDIAN_BUSINESS.address, state: "Hamburg" },
    },
  });
  expect(submitted.status()).toBe(200);
  await page.goto("/login?next=%2Fadmin");
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  for (const [path, heading] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    // Let the lists finish loading, so their content is judged too.
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    await expectNoA11yViolations(page, { where: path, tags: WCAG_21 });
  }
});

test("the users page: search, open a user, revoke sessions after confirmation", async ({ page, request }) => {
  await useFreshIp(page);
  const user = await registerUser(request, { lastName: `Searchable${Date.now()}` });
  await page.goto("/login?next=%2Fadmin%2Fusers");
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByLabel("Email, name or company").fill(user.lastName);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("button", { name: user.email }).click();
  await expect(page.getByRole("heading", { name: `${user.firstName} ${user.lastName}` })).toBeVisible();
  await page.getByRole("button", { name: "Revoke sessions" }).click();
  await page
    .getByRole("dialog", { name: "Sign this user out everywhere?" })
    .getByRole("button", { name: "Revoke sessions" })
    .click();
  await expect(page.getByText(/1 session revoked/)).toBeVisible();
  expect(
    (await request.get("/api/auth/profile", { headers: { authorization: `Bearer ${user.token}` } })).status(),
  ).toBe(401);
});

test("a signed-in non-admin gets the 404 screen on every admin page", async ({ page, request }) => {
  await useFreshIp(page);
  const user = await registerUser(request);
  await page.goto("/login?next=%2Fdashboard");
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const [path] of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});
