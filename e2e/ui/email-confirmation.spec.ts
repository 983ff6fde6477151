import { expect, test } from "../fixtures/browser-test";
import { PASSWORD, registerUser } from "../fixtures/accounts";
import { waitForMail } from "../fixtures/mailbox";
import { expectNoA11yViolations, signIn, useFreshIp, workspaceReady, WCAG_21 } from "./helpers";

test.beforeEach(async ({ page }) => useFreshIp(page));

test("an unproven address: the banner says what waits, and the link confirms on a button press", async ({
  page,
  request,
}) => {
  const owner = await registerUser(request, { firstName: "Meera", lastName: "Shah" });
  const since = Date.now();
  const newcomer = await registerUser(request, { role: "bank", firstName: "Bina", lastName: "Rao" }, { proven: false });
  const confirmation = await waitForMail(newcomer.email, { subject: /^Confirm your Exportly email address$/, since });
  expect(confirmation.subject).not.toMatch(/\d{6}/);

  // Two shipments shared with the address while it is unproven: they wait for it.
  for (const reference of ["EC-1", "EC-2"]) {
    const created = await request.post("/api/shipments", {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { reference: `${reference}-${since}`, templates: ["commercial_invoice"] },
    });
    expect(created.status()).toBe(201);
    const { shipment } = (await created.json()) as { shipment: { id: string } };
    const shared = await request.put("/api/shipments/share-users", {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { shipmentId: shipment.id, email: newcomer.email, forms: [{ name: "commercial_invoice", access: "read" }] },
    });
    expect(shared.status()).toBe(200);
  }

  await page.goto("/login?next=%2Fdashboard");
  await signIn(page, newcomer.email, PASSWORD);
  await workspaceReady(page);
  const banner = page.getByRole("region", { name: "Email confirmation" });
  await expect(banner).toContainText("Confirm your email address to receive 2 shared shipments waiting for it");
  await expectNoA11yViolations(page, { where: "/dashboard, email banner", tags: WCAG_21 });

  // Opening the link alone confirms nothing (mail scanners open links).
  const link = /(\/verify-email#token=[A-Za-z0-9_-]+)/.exec(confirmation.text)![1]!;
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Confirm your email address" })).toBeVisible();
  const before = await request.get("/api/auth/verify-email", {
    headers: { authorization: `Bearer ${newcomer.token}` },
  });
  expect(((await before.json()) as { verified: boolean }).verified).toBe(false);

  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("2 shared shipment(s)");
  await page.goto("/shared-documents");
  await workspaceReady(page);
  await expect(page.getByRole("region", { name: "Email confirmation" })).toBeHidden();
  await expect(page.getByRole("link", { name: `EC-1-${since}`, exact: true })).toBeVisible();
});
