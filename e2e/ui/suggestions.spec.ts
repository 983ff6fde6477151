import { expect, test } from "../fixtures/browser-test";
import { registerUser } from "../fixtures/accounts";
import { expectNoA11yViolations, signIn, useFreshIp, workspaceReady } from "./helpers";

test.beforeEach(async ({ page }) => useFreshIp(page));

test("Document suggestions: ask, read the reasons, add them to a shipment and find the new documents there", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await registerUser(request);
  const reference = `SUG-E2E-${Date.now()}`;
  const created = await request.post("/api/shipments", {
    headers: { authorization: `Bearer ${user.token}` },
    data: { reference, templates: ["commercial_invoice"] },
  });
  expect(created.status()).toBe(201);
  const shipmentId = ((await created.json()) as { shipment: { id: string } }).shipment.id;

  await page.goto("/login?next=%2FaiComplianceAndInsights");
  await signIn(page, user.email, user.password);
  await workspaceReady(page);
  await expect(page.getByRole("heading", { name: "AI compliance and insights", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Document suggestions" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "No checklist yet" })).toBeVisible();

  // Refused first: no importing country, no commodity, no value; the summary names the fields.
  await page.getByRole("button", { name: "Suggest documents" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toContainText("import_country");
  await expect(summary).toContainText("commodity");

  // The importing country from the picker (India is preset as the exporting country).
  const importing = page.getByRole("combobox", { name: "Importing country" });
  await importing.fill("Germ");
  await page.getByRole("listbox", { name: "Countries" }).getByRole("option", { name: "Germany (DE)" }).click();
  await expect(importing).toHaveValue("Germany (DE)");

  // HS suggestions as the commodity is typed; nothing is used until one is chosen.
  await page.getByLabel("Commodity").fill("frozen prawns");
  const hs = page.getByRole("group", { name: "HS code" });
  await expect(hs.getByRole("radio", { name: "Don't use an HS code" })).toBeChecked();
  const prawns = hs.getByRole("radio", { name: /^0306\.17/ });
  await expect(prawns).toBeVisible();
  await prawns.check();

  await page.getByLabel("Value", { exact: true }).fill("42,000.00");
  await page.getByText("More details (Incoterm, payment, packaging, GST)").click();
  await page.getByLabel("Incoterm").selectOption("CIF");
  await page.getByLabel("Payment terms").selectOption("lc");
  await page.getByLabel("Goods in containers").selectOption("yes");
  // Recorded on the shipment when asked (optional).
  await page.getByLabel("Record on shipment (optional)").selectOption({ label: reference });
  await page.getByRole("button", { name: "Suggest documents" }).click();

  // The checklist, grouped by level, each document with its rule, reason and source.
  await expect(page.getByRole("heading", { name: "Suggested documents" })).toBeVisible();
  await expect(
    page.getByText(/How this was worked out: .*rule set 2026\.11\.1.*No language model is involved/),
  ).toBeVisible();
  const required = page.getByRole("region", { name: /^Required/ });
  const eic = required.getByRole("listitem").filter({ hasText: "EIC health certificate" }).first();
  await expect(eic).toContainText("D2.eic_health_certificate");
  await expect(eic).toContainText("Export Inspection Council");
  await expect(eic.getByRole("link", { name: /Source/ })).toHaveAttribute("href", /eicindia\.gov\.in/);
  await expect(required.getByText("Insurance certificate", { exact: true })).toBeVisible();
  await expect(required.getByText("Verified gross mass (VGM) declaration", { exact: true })).toBeVisible();
  await expect(page.getByText("Air waybill", { exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // Add to the shipment: the documents Exportly can prepare appear on it.
  await expect(page.getByText("This checklist is recorded on the shipment you chose.")).toBeVisible();
  await expect(page.getByLabel("Shipment", { exact: true })).toHaveValue(shipmentId);
  await page.getByRole("button", { name: "Add to shipment" }).click();
  const done = page.getByRole("status").filter({ hasText: `Added to ${reference}` });
  await expect(done).toContainText("Insurance certificate");
  await expect(done).toContainText("Bill of exchange");
  await done.getByRole("link", { name: `Open ${reference}` }).click();
  await expect(page).toHaveURL(/\/exportdocs\/[0-9a-f-]{36}$/);
  const documents = page.getByRole("region", { name: /Documents/ }).first();
  for (const title of ["Commercial invoice", "Packing list", "Insurance certificate", "Bill of exchange"])
    await expect(documents.getByRole("link", { name: title, exact: true })).toBeVisible();
});
