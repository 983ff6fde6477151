import { expect, test, type APIRequestContext } from "../fixtures/browser-test";
import { registerUser, type RegisteredUser } from "../fixtures/accounts";
import { signIn, useFreshIp, workspaceReady } from "./helpers";

test.beforeEach(async ({ page }) => useFreshIp(page));

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Two goods lines of 100 PCS × 4.25 USD (850.00 in all), 22.000 kg gross each. */
const LINES = [1, 2].map((i) => ({
  description: `Cotton shirts, style ${i}`,
  hsCode: "620520",
  quantity: "100",
  unit: "PCS",
  unitPrice: "4.25",
  netWeight: "20.000",
  grossWeight: "22.000",
  packages: 4,
  packageKind: "Cartons",
  marks: `AT/${i}`,
}));

/** An MT700 that agrees with the shipment (amount 850,00 USD, the same parties, ports and goods). */
const MT700 = `:20:LC/E2E/0042
:31C:261101
:40A:IRREVOCABLE
:31D:271231MUMBAI, INDIA
:50:GULF TRADERS LLC
PORT SAEED, DUBAI
:59:ASHA TEXTILES PVT LTD
MUMBAI
:32B:USD850,00
:39A:05/05
:43P:NOT ALLOWED
:43T:ALLOWED
:44E:NHAVA SHEVA, INDIA
:44F:JEBEL ALI, UAE
:44C:271130
:45A:COTTON SHIRTS
:46A:+SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS
+PACKING LIST IN 2 COPIES
:71D:ALL CHARGES OUTSIDE INDIA FOR APPLICANT
:48:21`;

async function shipment(request: APIRequestContext, user: RegisteredUser): Promise<string> {
  const created = await request.post("/api/shipments", {
    headers: bearer(user.token),
    data: { reference: `CHECKS-E2E-${Date.now()}`, templates: ["commercial_invoice", "packing_list"] },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { shipment: { id: string } }).shipment.id;
  const invoice = await request.put(`/api/shipments/${id}/commercial_invoice`, {
    headers: bearer(user.token),
    data: {
      data: {
        invoiceNumber: "EXP/2026/0042",
        invoiceDate: "2026-11-20",
        exporter: { name: "Asha Verma", company: "Asha Textiles Pvt Ltd", address: "12 Mill Road", country: "IN" },
        consignee: { name: "Gulf Traders LLC", address: "Port Saeed", country: "AE" },
        portOfLoading: { code: "INNSA" },
        portOfDischarge: { code: "AEJEA" },
        incoterm: { rule: "FOB", place: "Nhava Sheva" },
        currency: "USD",
        transportMode: "sea",
        lineItems: LINES,
      },
    },
  });
  expect(invoice.status()).toBe(200);
  // The planted fault: the packing list keeps its own goods lines, line 1 at 25.000 kg gross.
  const packing = await request.put(`/api/shipments/${id}/packing_list`, {
    headers: bearer(user.token),
    data: {
      data: { packingListNumber: "PL-42", lineItems: [{ ...LINES[0], grossWeight: "25.000" }, LINES[1]] },
      overrides: ["lineItems"],
    },
  });
  expect(packing.status()).toBe(200);
  return id;
}

test("Compliance checks: paste an MT700, find a planted weight mismatch, follow the link to the field, fix it, re-run clean", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await registerUser(request);
  const id = await shipment(request, user);

  await page.goto(`/login?next=${encodeURIComponent(`/exportdocs/${id}`)}`);
  await signIn(page, user.email, user.password);
  await workspaceReady(page);
  // The sign-in lands on the shipment (next=): no second navigation, which would race the first.
  await expect(page).toHaveURL(new RegExp(`/exportdocs/${id}$`));

  // The letter of credit, from a pasted MT700: the form fills, and what was not read is listed.
  const lc = page.getByRole("region", { name: "Letter of credit" });
  await lc.getByLabel("Paste an MT700").fill(MT700);
  await lc.getByRole("button", { name: "Fill the form from the MT700" }).click();
  await expect(lc.getByLabel(/Documentary credit number/)).toHaveValue("LC/E2E/0042");
  await expect(lc.getByLabel(/^Amount/)).toHaveValue("850.00");
  await expect(lc.getByLabel(/Tolerance plus/)).toHaveValue("5");
  await expect(lc.getByLabel(/Latest date of shipment/)).toHaveValue("2027-11-30");
  await expect(lc.getByRole("status")).toContainText(":71D:");
  await expect(lc.getByRole("checkbox", { name: "Packing list" })).toBeChecked();
  await lc.getByRole("button", { name: "Save letter of credit" }).click();
  await expect(page.getByText("Letter of credit saved.")).toBeVisible();

  // Run the checks: the weight planted on the packing list is found, with its rule.
  const checks = page.getByRole("region", { name: "Check documents" });
  await checks.getByRole("button", { name: "Check documents" }).click();
  const finding = checks.locator('[data-check-id="weights.gross_mismatch"]');
  await expect(finding).toContainText("commercial invoice: 44.000 kg; packing list: 47.000 kg");
  await expect(finding).toContainText("UCP 600 art. 14(d)");

  // The link opens the packing list with the field focused.
  await finding.getByRole("link", { name: "Packing list: Goods line 1: gross weight" }).click();
  await expect(page).toHaveURL(new RegExp(`/exportdocs/${id}/packing_list#field=lineItems\\.0\\.grossWeight$`));
  const field = page.locator('[name="lineItems.0.grossWeight"]');
  await expect(field).toBeFocused();
  await field.fill("22.000");
  await page.getByRole("button", { name: "Save document" }).click();
  await expect(page.getByText(/Packing list saved/)).toBeVisible();

  // Back on the shipment, check again: clean.
  await page.goto(`/exportdocs/${id}`);
  await checks.getByRole("button", { name: "Check again" }).click();
  await expect(checks.getByRole("heading", { name: "No findings" })).toBeVisible();
  await expect(checks.locator('[data-check-id="weights.gross_mismatch"]')).toHaveCount(0);
});

test("Compliance insights: the blocked shipment is listed with a link", async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await registerUser(request);
  const id = await shipment(request, user);
  const run = await request.post(`/api/shipments/${id}/compliance-checks`, { headers: bearer(user.token) });
  expect(run.status()).toBe(200);
  await page.goto("/login?next=%2FaiComplianceAndInsights");
  await signIn(page, user.email, user.password);
  await workspaceReady(page);
  await expect(page).toHaveURL(/\/aiComplianceAndInsights$/);
  await page.getByRole("tab", { name: "Insights" }).click();
  await expect(page).toHaveURL(/\/aiComplianceAndInsights\?tab=insights$/);
  const panel = page.getByRole("region", { name: "Compliance insights" });
  await expect(panel).toContainText("1 shipment checked; 1 blocked by errors.");
  await expect(panel.getByRole("link", { name: /^CHECKS-E2E-/ })).toHaveAttribute("href", `/exportdocs/${id}`);
  await expect(panel).toContainText("Gross weight differs between documents");
});
