import { expect, test } from "../fixtures/browser-test";
import { registerUser } from "../fixtures/accounts";
import { expectNoA11yViolations, signIn, useFreshIp, workspaceReady } from "./helpers";

test.beforeEach(async ({ page }) => useFreshIp(page));

test("Saved data: add a contact and a product, see them listed, delete both after confirmation", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const user = await registerUser(request);
  await page.goto("/login?next=%2Fdashboard");
  await signIn(page, user.email, user.password);
  await workspaceReady(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Saved data" }).click();
  await expect(page).toHaveURL(/\/master-data$/);
  await expect(page.getByRole("heading", { name: "Saved data", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Contacts" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "No saved contacts yet" })).toBeVisible();

  // Add a contact; a bad EORI is explained under its field first.
  await page.getByRole("button", { name: "Add contact" }).click();
  const contactDialog = page.getByRole("dialog", { name: "Add contact" });
  await contactDialog.getByLabel("Company").fill("Nordhafen Handels GmbH");
  await contactDialog.getByLabel("Contact name").fill("Lena Vogel");
  await contactDialog.getByLabel("City").fill("Hamburg");
  await contactDialog.getByLabel("Country").selectOption("DE");
  await contactDialog.getByLabel("EORI").fill("123");
  await contactDialog.getByLabel("Consignee").check();
  await contactDialog.getByRole("button", { name: "Save contact" }).click();
  // The error summary at the top of the form names it and leads to the field.
  await contactDialog
    .getByRole("alert")
    .getByRole("link", { name: /EORI: enter a country code/ })
    .click();
  await expect(contactDialog.getByLabel("EORI")).toBeFocused();
  await expect(contactDialog.getByLabel("EORI")).toHaveAccessibleDescription(/EORI: enter a country code/);
  await expect(contactDialog.getByLabel("EORI")).toHaveAttribute("aria-invalid", "true");
  await contactDialog.getByLabel("EORI").fill("DE123456789012345");
  await contactDialog.getByRole("button", { name: "Save contact" }).click();
  await expect(contactDialog).toBeHidden();
  const contactRow = page.getByRole("row").filter({ hasText: "Nordhafen Handels GmbH (Lena Vogel)" });
  await expect(contactRow).toBeVisible();
  await expect(contactRow).toContainText("Hamburg, DE");
  await expect(contactRow).toContainText("Consignee");

  // Products tab (reached by keyboard: arrow keys move between tabs).
  await page.getByRole("tab", { name: "Contacts" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Products" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "No saved products yet" })).toBeVisible();
  await page.getByRole("button", { name: "Add product" }).click();
  const productDialog = page.getByRole("dialog", { name: "Add product" });
  await productDialog.getByLabel("Description").fill("Assam CTC black tea, 25 kg sacks");
  await productDialog.getByLabel("HS code").fill("090230");
  await productDialog.getByLabel("Unit", { exact: true }).fill("BAG");
  await productDialog.getByLabel("Unit price").fill("112.505");
  await productDialog.getByLabel("Currency").selectOption("USD");
  await productDialog.getByRole("button", { name: "Save product" }).click();
  await expect(productDialog.getByLabel("Unit price")).toHaveAccessibleDescription(
    /Unit price: USD has 2 decimal places at most\./,
  );
  await expect(
    productDialog.getByRole("alert").getByRole("link", { name: "Unit price: USD has 2 decimal places at most." }),
  ).toBeVisible();
  await productDialog.getByLabel("Unit price").fill("112.50");
  await productDialog.getByRole("button", { name: "Save product" }).click();
  await expect(productDialog).toBeHidden();
  const productRow = page.getByRole("row").filter({ hasText: "Assam CTC black tea" });
  await expect(productRow).toContainText("090230");
  await expect(productRow).toContainText("USD 112.50 / BAG");

  // Delete the product: a confirmation first; Cancel keeps it.
  await productRow.getByRole("button", { name: "Delete Assam CTC black tea, 25 kg sacks" }).click();
  const confirmProduct = page.getByRole("dialog", { name: "Delete this product?" });
  await expect(confirmProduct).toBeVisible();
  await confirmProduct.getByRole("button", { name: "Cancel" }).click();
  await expect(productRow).toBeVisible();
  await productRow.getByRole("button", { name: /^Delete / }).click();
  await page
    .getByRole("dialog", { name: "Delete this product?" })
    .getByRole("button", { name: "Delete product" })
    .click();
  await expect(page.getByRole("heading", { name: "No saved products yet" })).toBeVisible();

  // And the contact.
  await page.getByRole("tab", { name: "Contacts" }).click();
  await page
    .getByRole("row")
    .filter({ hasText: "Nordhafen" })
    .getByRole("button", { name: /^Delete / })
    .click();
  await page
    .getByRole("dialog", { name: "Delete this contact?" })
    .getByRole("button", { name: "Delete contact" })
    .click();
  await expect(page.getByRole("heading", { name: "No saved contacts yet" })).toBeVisible();

  // The API agrees.
  const contacts = await request.get("/api/contacts", { headers: { authorization: `Bearer ${user.token}` } });
  expect(((await contacts.json()) as { contacts: unknown[] }).contacts).toEqual([]);
});

test("port combobox works by keyboard: search, arrows, Enter, Escape; save and remove a port", async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  await page.goto("/login?next=%2Fmaster-data");
  await signIn(page, user.email, user.password);
  await workspaceReady(page);
  await page.getByRole("tab", { name: "Ports" }).click();
  await expect(page.getByRole("heading", { name: "No saved ports yet" })).toBeVisible();

  const input = page.getByRole("combobox", { name: "Port" });
  const listbox = page.getByRole("listbox", { name: "Port suggestions" });
  await input.focus();
  await page.keyboard.type("hamburg");
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole("option").first()).toContainText("DEHAM — Hamburg, DE");
  expect(await listbox.getByRole("option").count()).toBeGreaterThan(1);
  await expect(input).toHaveAttribute("aria-expanded", "true");

  // Escape closes the list and keeps what was typed.
  await page.keyboard.press("Escape");
  await expect(listbox).toBeHidden();
  await expect(input).toHaveAttribute("aria-expanded", "false");
  await expect(input).toHaveValue("hamburg");

  // ArrowDown opens and moves; the active option is announced through aria-activedescendant.
  await page.keyboard.press("ArrowDown");
  await expect(listbox).toBeVisible();
  const first = listbox.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  const firstId = await first.getAttribute("id");
  await expect(input).toHaveAttribute("aria-activedescendant", firstId!);
  await page.keyboard.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "false");
  await page.keyboard.press("ArrowUp");
  await expect(first).toHaveAttribute("aria-selected", "true");
  const label = (await first.locator("span").first().textContent())!;
  // Enter picks it (and does not submit the form).
  await page.keyboard.press("Enter");
  await expect(input).toHaveValue(label);
  await expect(listbox).toBeHidden();
  await expect(page.getByRole("list", { name: "Saved ports" })).toHaveCount(0);

  await page.getByRole("button", { name: "Save port" }).click();
  const saved = page.getByRole("list", { name: "Saved ports" });
  await expect(saved.getByText(label)).toBeVisible();
  await expect(input).toHaveValue("");

  // Saved ports come first in the suggestions.
  await input.focus();
  await page.keyboard.type("DEHAM");
  await expect(listbox.getByRole("group", { name: "Saved ports" }).getByRole("option")).toHaveText([label]);

  // A code that does not exist is explained under the field.
  await input.fill("XXYYY — Nowhere");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Save port" }).click();
  await expect(
    page
      .getByRole("alert")
      .getByRole("link", { name: "XXYYY is not a UN/LOCODE. Search for the port, or write its name without a code." }),
  ).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");

  await saved.getByRole("button", { name: `Remove ${label}` }).click();
  await page.getByRole("dialog", { name: "Remove this port?" }).getByRole("button", { name: "Remove port" }).click();
  await expect(page.getByRole("heading", { name: "No saved ports yet" })).toBeVisible();
});

test("axe: Saved data with a listed contact, the add-product dialog and open port suggestions", async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  const headers = { authorization: `Bearer ${user.token}` };
  expect(
    (
      await request.post("/api/contacts", {
        headers,
        data: { data: { company: "Shreeji Exports Pvt Ltd", city: "Pune", country: "IN", roles: ["exporter"] } },
      })
    ).status(),
  ).toBe(201);
  await page.goto("/login?next=%2Fmaster-data");
  await signIn(page, user.email, user.password);
  await workspaceReady(page);
  await expect(page.getByRole("row").filter({ hasText: "Shreeji Exports Pvt Ltd" })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole("tab", { name: "Products" }).click();
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByRole("dialog", { name: "Add product" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Add product" })).toBeHidden();

  await page.getByRole("tab", { name: "Ports" }).click();
  await page.getByRole("combobox", { name: "Port" }).fill("rotterdam");
  await expect(page.getByRole("listbox", { name: "Port suggestions" }).getByRole("option").first()).toBeVisible();
  await expectNoA11yViolations(page);
});
