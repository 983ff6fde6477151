import type { APIRequestContext, Page, Request } from "@playwright/test";
import { bearer } from "../fixtures/api";
import { registerUser } from "../fixtures/accounts";
import { expect, test } from "../fixtures/browser-test";
import { expectNoA11yViolations, signIn, useFreshIp, workspaceReady } from "./helpers";

/**
 * The one combobox (components/ui/combobox.tsx) behind every picker: ranking from the server,
 * free text refused, typing into a choice drops it, Enter never submits. Expected orders come
 * from the reference files (lib/reference/data): NL,RTM "Rotterdam" is a seaport listed before
 * US,RAJ "Rotterdam"; HS 090411 and 090412 are the "pepper of the genus piper" subheadings.
 */
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => useFreshIp(page));

/** The first search after a start loads the reference lists (seconds on a busy machine): done here, not under a UI timeout. */
async function warmUp(request: APIRequestContext, token: string) {
  for (const path of ["/api/ports/search?q=warm", "/api/hs-codes/search?q=warm"])
    expect((await request.get(path, { headers: bearer(token), timeout: 60_000 })).status()).toBe(200);
}

/** Counts the requests that would mean a form was submitted. */
function countWrites(page: Page, path: RegExp) {
  const seen: Request[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET" && path.test(new URL(r.url()).pathname)) seen.push(r);
  });
  return () => seen.length;
}

test("ports rank exact names and codes first; Enter picks and never submits the form", async ({ page, request }) => {
  const user = await registerUser(request);
  await warmUp(request, user.token);
  await page.goto("/login?next=%2Fmaster-data");
  await signIn(page, user.email, user.password);
  await workspaceReady(page);
  await page.getByRole("tab", { name: "Ports" }).click();
  await expect(page.getByRole("heading", { name: "No saved ports yet" })).toBeVisible();
  const writes = countWrites(page, /^\/api\/ports$/);

  const input = page.getByRole("combobox", { name: "Port" });
  const options = page.getByRole("listbox", { name: "Port suggestions" }).getByRole("option");
  await input.fill("Rotterdam");
  await expect(options.first()).toContainText("NLRTM — Rotterdam, NL");
  await expect(options.nth(1)).toContainText("USRAJ — Rotterdam");
  await input.fill("NLRTM");
  // Only NLRTM has that code or contains it: the list of "Rotterdam" has been replaced.
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText("NLRTM — Rotterdam, NL");

  // Enter on the open list with nothing highlighted, then on the closed list: no submit.
  await input.press("Enter");
  await input.press("Escape");
  await expect(input).toHaveAttribute("aria-expanded", "false");
  await input.press("Enter");
  await expect(input).toHaveValue("NLRTM");
  // Enter on a highlighted option picks it, and does not submit either.
  await input.press("ArrowDown");
  await expect(input).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
  await input.press("Enter");
  await expect(input).toHaveValue("NLRTM — Rotterdam, NL");
  await expect(input).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("heading", { name: "No saved ports yet" })).toBeVisible();
  expect(writes()).toBe(0);

  // The button saves.
  await page.getByRole("button", { name: "Save port" }).click();
  await expect(page.getByRole("list", { name: "Saved ports" }).getByText("NLRTM — Rotterdam, NL")).toBeVisible();
  expect(writes()).toBe(1);
});

test("HS codes: 'black pepper' finds the 0904 pepper lines; free text is refused; Enter does not save the product", async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  await warmUp(request, user.token);
  await page.goto("/login?next=%2Fmaster-data");
  await signIn(page, user.email, user.password);
  await workspaceReady(page);
  await page.getByRole("tab", { name: "Products" }).click();
  await page.getByRole("button", { name: "Add product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add product" });
  const writes = countWrites(page, /^\/api\/products/);
  await dialog.getByLabel("Description").fill("Malabar black pepper, 25 kg");

  const hs = dialog.getByRole("combobox", { name: "HS code" });
  const options = dialog.getByRole("listbox", { name: "HS 2022 subheadings" }).getByRole("option");
  await hs.fill("black pepper");
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toContainText("0904.11");
  await expect(options.nth(0)).toContainText("pepper (of the genus piper), neither crushed nor ground");
  await expect(options.nth(1)).toContainText("0904.12");
  await expectNoA11yViolations(page, { where: "the HS code combobox, open" });

  await hs.press("ArrowDown");
  await hs.press("Enter");
  await expect(hs).toHaveValue("090411");
  await expect(dialog.getByText("HS code 090411: Spices; pepper (of the genus piper)", { exact: false })).toBeVisible();
  await hs.press("Enter");
  await expect(dialog).toBeVisible();
  expect(writes()).toBe(0);

  // Words that are no choice are refused when the field is left.
  await hs.fill("pepperr");
  await expect(dialog.getByRole("status")).toHaveText("No HS 2022 subheading matches “pepperr”.");
  await hs.press("Tab");
  await expect(dialog.getByText("Choose an HS code from the list, or type its 6, 8 or 10 digits.")).toBeVisible();
  await expect(hs).toHaveAttribute("aria-invalid", "true");
  // A full national code is accepted as typed (the server checks its first six digits).
  await hs.fill("09041110");
  await hs.press("Tab");
  await expect(hs).not.toHaveAttribute("aria-invalid", "true");
  await dialog.getByRole("button", { name: "Save product" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: "Malabar black pepper" })).toContainText("09041110");
});

test("a document's port: free text refused at the field and by the save, typing into a choice drops its code, a typed UN/LOCODE is looked up", async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  await warmUp(request, user.token);
  const created = await request.post("/api/shipments", {
    headers: bearer(user.token),
    data: { reference: `CBX-${Date.now().toString(36).toUpperCase()}`, templates: ["commercial_invoice"] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const shipmentId = ((await created.json()) as { shipment: { id: string } }).shipment.id;
  await page.goto(`/login?next=${encodeURIComponent(`/exportdocs/${shipmentId}/commercial_invoice`)}`);
  await signIn(page, user.email, user.password);
  await workspaceReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Commercial invoice" })).toBeVisible();
  await page.getByLabel("Mode of transport", { exact: true }).selectOption("sea");
  const writes = countWrites(page, /^\/api\/document\//);

  const port = page.getByRole("combobox", { name: "Port of loading", exact: true });
  const options = page.getByRole("listbox", { name: "Port of loading suggestions" }).getByRole("option");
  const refusal = page.getByText("Choose a port from the list.");

  // Free text: refused when the field is left.
  await port.fill("Rotterdamm");
  await expect(page.getByRole("status").filter({ hasText: "No port matches “Rotterdamm”." })).toHaveCount(1);
  await port.press("Tab");
  await expect(refusal).toBeVisible();
  await expect(port).toHaveAttribute("aria-invalid", "true");
  expect(writes()).toBe(0);

  // A choice clears the refusal; Enter picks it without saving the document.
  await port.fill("Rotterdam");
  await expect(options.first()).toContainText("NLRTM — Rotterdam, NL");
  await port.press("ArrowDown");
  await port.press("Enter");
  await expect(port).toHaveValue("NLRTM — Rotterdam, NL");
  await expect(refusal).toBeHidden();
  await port.press("Enter");
  await expect(page.getByText("Unsaved changes", { exact: true })).toBeVisible();
  expect(writes()).toBe(0);

  // Typing into the chosen port drops the choice: refused, and the save does not keep NLRTM.
  await port.press("End");
  await port.pressSequentially("x");
  await port.press("Tab");
  await expect(refusal).toBeVisible();
  await page.getByRole("button", { name: "Save document" }).click();
  await expect(
    page.getByText("Port of loading: not a UN/LOCODE (five characters such as INNSA).").first(),
  ).toBeVisible();
  // The save's message now marks the field (the editor's field error replaces the picker's own words).
  await expect(port).toHaveAttribute("aria-invalid", "true");
  expect(writes()).toBe(0);

  // A UN/LOCODE typed in full is looked up and chosen when the field is left.
  await port.fill("nlrtm");
  await port.press("Tab");
  await expect(port).toHaveValue("NLRTM — Rotterdam, NL");
  await expect(refusal).toBeHidden();
  await page.getByRole("button", { name: "Save document" }).click();
  await expect(page.getByText("saved (version 1)").first()).toBeVisible();
  await expect(port).toHaveValue(/^NLRTM — Rotterdam/);

  // axe with the suggestions open over the editor.
  await page.getByRole("combobox", { name: "Port of discharge", exact: true }).fill("hamburg");
  await expect(
    page.getByRole("listbox", { name: "Port of discharge suggestions" }).getByRole("option").first(),
  ).toContainText("DEHAM — Hamburg, DE");
  await expectNoA11yViolations(page, { where: "the invoice editor with port suggestions open" });
});
