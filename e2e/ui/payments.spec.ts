import { expect, test, type APIRequestContext } from "../fixtures/browser-test";
import { registerUser, type RegisteredUser } from "../fixtures/accounts";
import { signIn, useFreshIp, workspaceReady } from "./helpers";

test.beforeEach(async ({ page }) => useFreshIp(page));
// Dates follow the reader's locale (lib/format/dates): this spec reads them as a British reader does.
test.use({ locale: "en-GB" });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A shipment with a USD commercial invoice of 2 × 500.00 + 10 × 25.50 = 1,255.00, made through the API. */
async function invoicedShipment(request: APIRequestContext, user: RegisteredUser, reference: string): Promise<string> {
  const created = await request.post("/api/shipments", {
    headers: bearer(user.token),
    data: { reference, templates: ["commercial_invoice"] },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { shipment: { id: string } }).shipment.id;
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
  return id;
}

test("Payments: record, edit and delete a payment (after confirmation); the balance follows each step", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await registerUser(request);
  const reference = `PAY-E2E-${Date.now()}`;
  await invoicedShipment(request, user, reference);

  await page.goto("/login?next=%2Fdashboard");
  await signIn(page, user.email, user.password);
  await workspaceReady(page);
  // The dashboard's payments card shows the totals per currency (the invoice is there already).
  await expect(page.getByRole("table", { name: "Outstanding per currency" })).toContainText("1,255.00");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Payments" }).click();
  await expect(page).toHaveURL(/\/payments$/);
  await expect(page.getByRole("heading", { name: "Payments", level: 1 })).toBeVisible();

  // The shipment's balance row (the open panel is a row under it that names the shipment too).
  const row = page.getByRole("row").filter({ has: page.getByRole("button", { name: `Payments of ${reference}` }) });
  await expect(row).toContainText("USD 1,255.00");
  const totals = page.getByRole("table", { name: "Totals per currency" });
  await expect(totals.getByRole("row", { name: /USD/ })).toContainText("1,255.00");

  // Open the shipment's payments by keyboard; the next Tab stop is inside the panel.
  const toggle = row.getByRole("button", { name: `Payments of ${reference}` });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const panel = page.getByRole("region", { name: `Payments for ${reference}` });
  await expect(panel).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("button", { name: "Close" })).toBeFocused();
  await expect(panel.getByRole("heading", { name: "No payments recorded yet" })).toBeVisible();
  await expect(panel.getByLabel("Currency")).toHaveValue("USD");

  // Record: too many decimals for USD is explained under the field first.
  await panel.getByLabel("Amount").fill("1000.505");
  await panel.getByLabel("Notes").fill("Advance, SWIFT ref 0042");
  await panel.getByRole("button", { name: "Record payment" }).click();
  // The error summary above the form lists it; its link moves the focus to the field.
  await panel
    .getByRole("alert")
    .getByRole("link", { name: "USD amounts have at most 2 digits after the point." })
    .click();
  await expect(panel.getByLabel("Amount")).toBeFocused();
  await expect(panel.getByLabel("Amount")).toHaveAttribute("aria-invalid", "true");
  await expect(panel.getByLabel("Amount")).toHaveAccessibleDescription(
    /USD amounts have at most 2 digits after the point\./,
  );
  // Typed with a thousands separator, as people write amounts.
  await panel.getByLabel("Amount").fill("1,000.50");
  await panel.getByLabel("Payment date").fill("2026-01-15");
  await panel.getByRole("button", { name: "Record payment" }).click();
  const paymentRow = panel.getByRole("row").filter({ hasText: "USD 1,000.50" });
  await expect(paymentRow).toContainText("15 Jan 2026");
  await expect(paymentRow).toContainText("Advance, SWIFT ref 0042");
  await expect(panel.getByLabel("Amount")).toHaveValue("");
  await expect(row).toContainText("USD 254.50");
  await expect(totals.getByRole("row", { name: /USD/ })).toContainText("254.50");

  // Edit in a dialog: pay the whole invoice.
  await paymentRow.getByRole("button", { name: /^Edit payment USD 1,000.50/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit payment" });
  await expect(dialog.getByLabel("Amount")).toHaveValue("1000.50");
  await dialog.getByLabel("Amount").fill("1255");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole("row").filter({ hasText: "USD 1,255.00" })).toBeVisible();
  await expect(row).toContainText("USD 0.00 · settled");

  // Delete: Cancel keeps it; confirming removes it and the whole invoice is outstanding again.
  await panel.getByRole("button", { name: /^Delete payment USD 1,255.00/ }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this payment?" });
  await expect(confirm).toContainText("USD 1,255.00 received on 15 Jan 2026");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByRole("row").filter({ hasText: "USD 1,255.00" })).toBeVisible();
  await panel.getByRole("button", { name: /^Delete payment USD 1,255.00/ }).click();
  await page
    .getByRole("dialog", { name: "Delete this payment?" })
    .getByRole("button", { name: "Delete payment" })
    .click();
  await expect(panel.getByRole("heading", { name: "No payments recorded yet" })).toBeVisible();
  await expect(row.getByRole("cell").nth(2)).toContainText("USD 1,255.00");

  // More than the outstanding 1,255.00 asks first: Cancel (first) sends nothing; confirming (last) records it.
  await panel.getByLabel("Amount").fill("1,300");
  await panel.getByRole("button", { name: "Record payment" }).click();
  const over = page.getByRole("dialog", { name: "Record more than is outstanding?" });
  // 1,300.00 − 1,255.00 = 45.00
  await expect(over).toContainText(
    "USD 1,300 is more than the USD 1,255.00 outstanding: the shipment will be overpaid by USD 45.00.",
  );
  await expect(over.getByRole("button")).toHaveText(["Cancel", "Record anyway"]);
  await expect(over.getByRole("button", { name: "Cancel" })).toBeFocused();
  await over.getByRole("button", { name: "Cancel" }).click();
  await expect(over).toBeHidden();
  await expect(panel.getByRole("heading", { name: "No payments recorded yet" })).toBeVisible();
  await expect(panel.getByLabel("Amount")).toHaveValue("1,300");
  await panel.getByRole("button", { name: "Record payment" }).click();
  await over.getByRole("button", { name: "Record anyway" }).click();
  await expect(over).toBeHidden();
  await expect(panel.getByRole("row").filter({ hasText: "USD 1,300.00" })).toBeVisible();
  await expect(row).toContainText("USD −45.00 · overpaid");
  await panel.getByRole("button", { name: /^Delete payment USD 1,300.00/ }).click();
  await page
    .getByRole("dialog", { name: "Delete this payment?" })
    .getByRole("button", { name: "Delete payment" })
    .click();
  await expect(panel.getByRole("heading", { name: "No payments recorded yet" })).toBeVisible();

  // Close gives the focus back to the button that opened the panel.
  await panel.getByRole("button", { name: "Close" }).click();
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  // The API agrees, and the audit trail has all three changes.
  const balances = await request.get("/api/balances", { headers: bearer(user.token) });
  const body = (await balances.json()) as {
    balances: { reference: string; outstanding: { amount: string } | null; paymentCount: number }[];
  };
  expect(body.balances.find((b) => b.reference === reference)).toMatchObject({
    outstanding: { amount: "1255.00" },
    paymentCount: 0,
  });
});

test("Payments: a shipment without an invoice asks for the currency; no shipments shows the way to create one", async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  await page.goto("/login?next=%2Fpayments");
  await signIn(page, user.email, user.password);
  await expect(page.getByRole("heading", { name: "No shipments yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create a shipment in Export documents" })).toBeVisible();

  const reference = `PAY-NOINV-${Date.now()}`;
  const created = await request.post("/api/shipments", {
    headers: bearer(user.token),
    data: { reference, templates: ["packing_list"] },
  });
  const id = ((await created.json()) as { shipment: { id: string } }).shipment.id;
  // A link straight to a shipment's payments opens its panel.
  await page.goto(`/payments?shipment=${id}`);
  const panel = page.getByRole("region", { name: `Payments for ${reference}` });
  await expect(
    panel.getByText("This shipment has no invoice total yet: choose the currency of the payment."),
  ).toBeVisible();
  await panel.getByLabel("Amount").fill("300");
  await panel.getByRole("button", { name: "Record payment" }).click();
  await expect(panel.getByLabel("Currency")).toHaveAccessibleDescription(
    /no invoice currency yet: send the payment's currency/,
  );
  await expect(
    panel.getByRole("alert").getByRole("link", { name: /no invoice currency yet: send the payment's currency/ }),
  ).toBeVisible();
  await panel.getByLabel("Currency").selectOption("JPY");
  await panel.getByRole("button", { name: "Record payment" }).click();
  await expect(panel.getByRole("row").filter({ hasText: "JPY 300" })).toBeVisible();
  await expect(
    page.getByRole("row").filter({ has: page.getByRole("button", { name: `Payments of ${reference}` }) }),
  ).toContainText("JPY 300");
  await expect(
    page.getByRole("table", { name: "Totals per currency" }).getByRole("row", { name: /JPY/ }),
  ).toContainText("300");
});
