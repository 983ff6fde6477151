import fs from "node:fs";
import { expect, test, type Page } from "../fixtures/browser-test";
import { registerUser } from "../fixtures/accounts";
import { bearer } from "../fixtures/api";
import {
  CONSIGNEE,
  EXPORTER,
  largePdf,
  pdfText,
  PRODUCTS,
  sampleExe,
  samplePdf,
  samplePng,
  saveMasterData,
} from "../fixtures/export-documents";
import { expectNoA11yViolations, signIn, useFreshIp, workspaceReady } from "./helpers";

/**
 * The export documents journey, in Chromium against the production build: master
 * data saved through the API, then everything else through the screens.
 */
// The journey now also saves the packing list and waits for the preview to reload after a save.
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ page }) => useFreshIp(page));

const party = (page: Page, name: string) => page.getByRole("group", { name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const lineCell = (page: Page, column: string, line: number) =>
  page.getByLabel(`${column}, line ${line}`, { exact: true });

async function pickContact(page: Page, partyName: string, contactName: string) {
  await party(page, partyName)
    .getByRole("combobox", { name: `Use a saved contact for ${partyName.toLowerCase()}` })
    .click();
  await party(page, partyName)
    .getByRole("option", { name: new RegExp(`^${contactName}`) })
    .click();
}

async function expectTotal(page: Page, key: string, value: string) {
  await expect(page.locator(`[data-total="${key}"]`)).toHaveText(value);
}

async function save(page: Page, version: number) {
  await page.getByRole("button", { name: "Save document" }).click();
  await expect(page.getByText(`saved (version ${version})`).first()).toBeVisible();
  await expect(page.getByText("All changes saved.")).toBeVisible();
}

test("create a shipment, fill the invoice from saved data, reuse it in the packing list, resolve a conflict, finalise, download the PDF and upload files", async ({
  page,
  request,
  context,
}) => {
  const user = await registerUser(request, { firstName: "Meera", lastName: "Shah" });
  await saveMasterData(request, user);
  const reference = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const invoiceNumber = `INV-${Date.now().toString().slice(-6)}`;

  await page.goto("/exportdocs");
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/exportdocs$/);
  await workspaceReady(page);
  await expect(page.getByRole("heading", { name: "No shipments yet" })).toBeVisible();

  // --- Create a shipment with three templates -------------------------------------------
  await page.getByRole("button", { name: "New shipment" }).click();
  const createDialog = page.getByRole("dialog", { name: "New shipment" });
  await createDialog.getByRole("button", { name: "Create shipment" }).click();
  await expect(createDialog.getByLabel("Shipment reference")).toHaveAccessibleDescription(/Reference is required\./);
  await expect(createDialog.getByRole("alert").getByRole("link", { name: "Reference is required." })).toBeVisible();
  await createDialog.getByLabel("Shipment reference").fill(reference);
  for (const title of [/^Commercial invoice/, /^Packing list/, /^Certificate of origin/])
    await createDialog.getByRole("checkbox", { name: title }).check();
  await createDialog.getByRole("button", { name: "Create shipment" }).click();
  await expect(createDialog).toBeHidden();
  const row = page.getByRole("listitem", { name: `Shipment ${reference}` });
  await expect(row).toBeVisible();
  await expect(row.getByText("3 documents")).toBeVisible();

  // --- Fill the commercial invoice from saved master data --------------------------------
  await row.getByRole("link", { name: "Commercial invoice" }).first().click();
  await expect(page).toHaveURL(/\/exportdocs\/[0-9a-f-]{36}\/commercial_invoice$/);
  const invoiceUrl = page.url();
  const shipmentId = invoiceUrl.split("/").at(-2)!;
  await expect(page.getByRole("heading", { level: 1, name: "Commercial invoice" })).toBeVisible();

  await field(page, "Invoice number").fill(invoiceNumber);
  await field(page, "Invoice date").fill("2026-11-20");
  await pickContact(page, "Exporter (shipper)", EXPORTER.name);
  await pickContact(page, "Consignee", CONSIGNEE.name);
  await expect(party(page, "Consignee").getByLabel("Name", { exact: true })).toHaveValue(CONSIGNEE.name);
  await expect(party(page, "Consignee").getByLabel("Country", { exact: true })).toHaveValue("DE");
  await expect(party(page, "Exporter (shipper)").getByLabel("Tax id (GSTIN, EORI, VAT…)")).toHaveValue(
    "GSTIN 27AAPFU0939F1ZV",
  );

  await field(page, "Mode of transport").selectOption("sea");
  // Ports from the saved ports offered by the combobox (keyboard: type, arrow down, Enter).
  await field(page, "Port of loading").fill("INNSA");
  await page
    .getByRole("option", { name: /^INNSA — / })
    .first()
    .click();
  await field(page, "Port of discharge").fill("DEHAM");
  await field(page, "Port of discharge").press("ArrowDown");
  await field(page, "Port of discharge").press("Enter");
  await field(page, "Incoterms® 2020 rule").selectOption("FOB");
  await field(page, "Named place").fill("Nhava Sheva");

  // Two saved products; the document takes their currency (USD).
  const productSearch = page.getByRole("combobox", { name: "Add a saved product" });
  for (const product of PRODUCTS) {
    await productSearch.fill(product.description);
    await page
      .getByRole("listbox", { name: "Saved products" })
      .getByRole("option", { name: new RegExp(`^${product.description}`) })
      .click();
    await expect(productSearch).toHaveValue("");
  }
  await expect(field(page, "Currency")).toHaveValue("USD");
  await expect(lineCell(page, "Description of goods", 2)).toHaveValue(PRODUCTS[1]!.description);
  await lineCell(page, "Quantity", 1).fill("100");
  await lineCell(page, "Quantity", 2).fill("40");
  // Live totals: 100 × 12.50 + 40 × 18.75 = 2000.00; weights per unit × quantity.
  await expectTotal(page, "subtotal", "USD 2,000.00");
  await expectTotal(page, "total", "USD 2,000.00");
  await expectTotal(page, "totalNetWeight", "49.000");
  await expectTotal(page, "totalGrossWeight", "58.000");
  // Figures may be typed with thousands separators: "1,150.5" is sent as 1150.5.
  await field(page, "Freight").fill("1,150.5");
  await expectTotal(page, "total", "USD 3,150.50");
  await field(page, "Freight").fill("150.5");
  await expectTotal(page, "total", "USD 2,150.50");

  await expect(page.getByText("Unsaved changes", { exact: true })).toBeVisible();
  // The live preview shows the saved version (0: nothing saved yet) and reloads after the save.
  const preview = page.locator("iframe[title^='PDF preview of the commercial invoice']");
  await expect(preview).toHaveAttribute("src", /\/pdf\?v=0$/);
  const previewReloaded = page.waitForResponse(
    (r) => /\/api\/shipments\/[^/]+\/commercial_invoice\/pdf\?v=1$/.test(r.url()) && r.ok(),
  );
  await save(page, 1);
  await expect(preview).toHaveAttribute("src", /\/pdf\?v=1$/);
  expect((await previewReloaded).headers()["content-type"]).toBe("application/pdf");
  await expect(page.getByText("Confirmed by the server on the last save.")).toBeVisible();
  await expectTotal(page, "total", "USD 2,150.50");
  await expect(field(page, "Port of loading")).toHaveValue(/^INNSA — /);

  // A field error from the server lands on its field, the summary at the top links to it in
  // words ("Goods line 1: HS code"), and nothing typed is lost.
  await lineCell(page, "HS code", 1).fill("999999");
  await page.getByRole("button", { name: "Save document" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "The commercial invoice was not saved" });
  await expect(summary).toBeFocused();
  const summaryLink = summary.getByRole("link", { name: /^Goods line 1: HS code: / });
  await expect(summaryLink).toBeVisible();
  await summaryLink.click();
  await expect(lineCell(page, "HS code", 1)).toBeFocused();
  await expect(lineCell(page, "HS code", 1)).toHaveAttribute("aria-invalid", "true");
  await expect(lineCell(page, "HS code", 1)).toHaveAccessibleDescription(/Not an HS 2022 code/);
  await expect(lineCell(page, "HS code", 1)).toHaveValue("999999");
  // An eight-digit national code (ITC-HS) that extends the HS 2022 subheading is accepted.
  await lineCell(page, "HS code", 1).fill(`${PRODUCTS[0]!.hsCode}10`);
  await save(page, 2);
  await expect(lineCell(page, "HS code", 1)).not.toHaveAttribute("aria-invalid", "true");

  // --- The packing list shows the same parties, ports and goods without retyping --------
  await page.getByRole("link", { name: "Export documents" }).first().click();
  await expect(page).toHaveURL(/\/exportdocs$/);
  await page
    .getByRole("listitem", { name: `Shipment ${reference}` })
    .getByRole("link", { name: "Packing list" })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Packing list" })).toBeVisible();
  await expect(party(page, "Consignee").getByLabel("Name", { exact: true })).toHaveValue(CONSIGNEE.name);
  await expect(party(page, "Exporter (shipper)").getByLabel("Name", { exact: true })).toHaveValue(EXPORTER.name);
  await expect(field(page, "Port of loading")).toHaveValue(/^INNSA — /);
  await expect(field(page, "Port of discharge")).toHaveValue(/^DEHAM — /);
  await expect(lineCell(page, "Description of goods", 1)).toHaveValue(PRODUCTS[0]!.description);
  await expect(lineCell(page, "Quantity", 2)).toHaveValue("40");
  // No prices on a packing list, but the same weights.
  await expect(field(page, "Unit price, line 1")).toHaveCount(0);
  await expectTotal(page, "totalGrossWeight", "58.000");
  // A new packing list quotes the commercial invoice's number and date; saving keeps them.
  await expect(field(page, "Invoice number")).toHaveValue(invoiceNumber);
  await expect(field(page, "Invoice date")).toHaveValue("2026-11-20");
  // Sea freight: no flight number to fill.
  await expect(field(page, "Vessel")).toBeVisible();
  await expect(field(page, "Flight number")).toHaveCount(0);
  await page.getByRole("button", { name: "Save document" }).click();
  await expect(page.getByText(/^Packing list saved \(version \d+\)/).first()).toBeVisible();
  await expect(page.getByText("All changes saved.")).toBeVisible();

  // --- Reload the invoice: everything saved is there --------------------------------------
  await page.goto(invoiceUrl);
  await workspaceReady(page);
  await expect(field(page, "Invoice number")).toHaveValue(invoiceNumber);
  await expect(lineCell(page, "Quantity", 1)).toHaveValue("100");

  // --- Edit, then a stale-version conflict from a second tab ------------------------------
  await field(page, "Terms of payment").fill("30% advance, balance against documents");
  const second = await context.newPage();
  await second.goto(invoiceUrl);
  await workspaceReady(second);
  await field(second, "Terms of payment").fill("Letter of credit at sight");
  await save(second, 3);

  await page.getByRole("button", { name: "Save document" }).click();
  const conflict = page.getByRole("dialog", { name: "This document was changed elsewhere" });
  await expect(conflict).toBeVisible();
  const difference = conflict.getByRole("row", { name: /Terms of payment/ });
  await expect(difference).toContainText("30% advance, balance against documents");
  await expect(difference).toContainText("Letter of credit at sight");
  // Deciding later keeps the typed text in the editor.
  await conflict.getByRole("button", { name: "Decide later" }).click();
  await expect(field(page, "Terms of payment")).toHaveValue("30% advance, balance against documents");
  await page.getByRole("button", { name: "Save document" }).click();
  await expect(conflict).toBeVisible();
  await conflict.getByRole("button", { name: "Keep mine (overwrite theirs)" }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByText("saved (version 4)").first()).toBeVisible();
  await second.reload();
  await expect(field(second, "Terms of payment")).toHaveValue("30% advance, balance against documents");
  await second.close();

  // --- Version history lists every save, in a drawer ------------------------------------------
  await page.getByRole("button", { name: "Version history" }).click();
  const drawer = page.getByRole("dialog", { name: "Version history" });
  const history = drawer.getByRole("region", { name: "Version history" });
  await expect(history.getByText("Version 4")).toBeVisible();
  await expect(history.getByText("Version 1", { exact: true })).toBeVisible();
  await drawer.getByRole("button", { name: "Close" }).click();
  await expect(drawer).toBeHidden();

  // --- Finalise ------------------------------------------------------------------------------
  await page.getByRole("button", { name: "Finalise document" }).click();
  const finalise = page.getByRole("dialog", { name: "Finalise the commercial invoice?" });
  await finalise.getByRole("button", { name: "Finalise" }).click();
  await expect(finalise).toBeHidden();
  await expect(page.getByText("Finalised: read only")).toBeVisible();
  await expect(field(page, "Invoice number")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save document" })).toHaveCount(0);

  // --- Download the PDF and read its text ------------------------------------------------
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download PDF" }).click(),
  ]);
  const pdfPath = await download.path();
  const bytes = fs.readFileSync(pdfPath);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = (await pdfText(bytes)).replace(/\s+/g, " ");
  expect(text).toContain(invoiceNumber);
  expect(text).toContain(CONSIGNEE.name);
  expect(text).toContain(PRODUCTS[0]!.description);
  expect(text).toMatch(/2,?150\.50/);

  // --- Uploads: a PDF and a PNG are kept; an .exe named .pdf and an 11 MB file are refused --
  await page.goto(`/exportdocs/${shipmentId}`);
  await workspaceReady(page);
  const uploads = page.getByRole("region", { name: "Uploads" });
  const fileInput = uploads.getByLabel("Choose a file to upload");
  await fileInput.setInputFiles({ name: "lab-report.pdf", mimeType: "application/pdf", buffer: samplePdf() });
  await expect(uploads.getByRole("link", { name: "Download lab-report.pdf" })).toBeVisible();
  await fileInput.setInputFiles({ name: "carton-photo.png", mimeType: "image/png", buffer: samplePng() });
  await expect(uploads.getByRole("link", { name: "Download carton-photo.png" })).toBeVisible();
  await expect(uploads.getByRole("cell", { name: "PNG", exact: true })).toBeVisible();

  await fileInput.setInputFiles({ name: "invoice.pdf", mimeType: "application/pdf", buffer: sampleExe() });
  await expect(uploads.getByRole("alert")).toContainText("“invoice.pdf” was not uploaded.");
  await expect(uploads.getByRole("link", { name: "Download invoice.pdf" })).toHaveCount(0);

  await fileInput.setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: largePdf(11) });
  await expect(uploads.getByRole("alert")).toContainText("Files can be at most 10 MB");
  await expect(uploads.getByRole("link", { name: "Download scan.pdf" })).toHaveCount(0);
  await expect(uploads.getByRole("row")).toHaveCount(3);

  // The screen refuses an 11 MB file before sending it; the server refuses it too (413), and
  // an executable by its bytes whatever its name (415).
  const tooLarge = await request.post("/api/document", {
    headers: bearer(user.token),
    multipart: {
      shipment_id: shipmentId,
      file: { name: "scan.pdf", mimeType: "application/pdf", buffer: largePdf(11) },
    },
  });
  expect(tooLarge.status()).toBe(413);
  const executable = await request.post("/api/document", {
    headers: bearer(user.token),
    multipart: {
      shipment_id: shipmentId,
      file: { name: "invoice.pdf", mimeType: "application/pdf", buffer: sampleExe() },
    },
  });
  expect(executable.status()).toBe(415);
});

test("the shipment list: search, filter, rename, duplicate, status changes with a refusal, delete, and the unsaved-changes guard", async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  const tag = Date.now().toString(36).toUpperCase();
  const create = async (reference: string, templates: string[]) => {
    const response = await request.post("/api/shipments", {
      headers: bearer(user.token),
      data: { reference, templates },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { shipment: { id: string } }).shipment.id;
  };
  const alphaId = await create(`ALPHA-${tag}`, ["commercial_invoice"]);
  await create(`BETA-${tag}`, ["packing_list", "bill_of_exchange"]);
  const gammaId = await create(`GAMMA-${tag}`, []);
  const setStatus = async (id: string, status: string) => {
    const response = await request.put(`/api/shipments/status/${id}`, {
      headers: bearer(user.token),
      data: { status },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await setStatus(gammaId, "in_progress");

  await page.goto("/exportdocs");
  await signIn(page, user.email, user.password);
  await workspaceReady(page);
  const rows = page.getByRole("list", { name: "Shipments" }).locator(":scope > li");
  await expect(rows).toHaveCount(3);
  // Newest first.
  await expect(rows.first()).toHaveAccessibleName(`Shipment GAMMA-${tag}`);

  await page.getByLabel("Search by reference").fill("beta");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAccessibleName(`Shipment BETA-${tag}`);
  await page.getByLabel("Search by reference").fill("no-such-reference");
  await expect(page.getByRole("heading", { name: "No shipments match" })).toBeVisible();
  await page.getByLabel("Search by reference").fill("");
  await page.getByLabel("Status", { exact: true }).selectOption("in_progress");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAccessibleName(`Shipment GAMMA-${tag}`);
  await page.getByLabel("Status", { exact: true }).selectOption("");
  await expect(rows).toHaveCount(3);
  // The server sorts (and pages) in the chosen order; the old "sorts only loaded rows" note is gone.
  const sortedByServer = page.waitForResponse(
    (r) => r.url().includes("/api/shipments?") && new URL(r.url()).searchParams.get("sort") === "reference" && r.ok(),
  );
  await page.getByLabel("Sort").selectOption("reference");
  await sortedByServer;
  await expect(rows.first()).toHaveAccessibleName(`Shipment ALPHA-${tag}`);
  await expect(page.getByText("Sorts the shipments loaded so far")).toHaveCount(0);

  // Rename; a duplicate under a taken reference is refused with the server's message.
  await page.getByRole("button", { name: `Rename ALPHA-${tag}` }).click();
  const rename = page.getByRole("dialog", { name: `Rename ALPHA-${tag}` });
  await rename.getByLabel("New reference").fill(`ALPHA-RENAMED-${tag}`);
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(rename).toBeHidden();
  const alpha = page.getByRole("listitem", { name: `Shipment ALPHA-RENAMED-${tag}` });
  await expect(alpha).toBeVisible();

  await alpha.getByRole("button", { name: `Duplicate ALPHA-RENAMED-${tag}` }).click();
  const duplicate = page.getByRole("dialog", { name: `Duplicate ALPHA-RENAMED-${tag}` });
  await duplicate.getByLabel("Reference of the copy").fill(`BETA-${tag}`);
  await duplicate.getByRole("button", { name: "Duplicate" }).click();
  await expect(duplicate.getByLabel("Reference of the copy")).toHaveAccessibleDescription(
    /already have a shipment with this reference/,
  );
  await duplicate.getByLabel("Reference of the copy").fill(`DELTA-${tag}`);
  await duplicate.getByRole("button", { name: "Duplicate" }).click();
  await expect(duplicate).toBeHidden();
  await expect(page.getByRole("listitem", { name: `Shipment DELTA-${tag}` })).toBeVisible();
  await expect(rows).toHaveCount(4);

  // Only allowed transitions are offered; a move made elsewhere meanwhile is refused and explained.
  const status = alpha.getByLabel(`Change status of ALPHA-RENAMED-${tag}`);
  await expect(status.locator("option", { hasText: "Mark as shipped" })).toHaveCount(0);
  await status.selectOption({ label: "Mark as in progress" });
  await expect(alpha.getByText("In progress", { exact: true })).toBeVisible();
  await setStatus(alphaId, "ready");
  await setStatus(alphaId, "shipped");
  await status.selectOption({ label: "Mark as ready" });
  await expect(alpha.getByRole("alert")).toContainText("Status not changed:");
  // The row then shows where the shipment stands and offers what it may do next.
  await expect(alpha.getByText("Shipped", { exact: true })).toBeVisible();
  await expect(status.locator("option", { hasText: "Mark as delivered" })).toHaveCount(1);

  // Delete after a confirmation.
  await page.getByRole("button", { name: `Delete BETA-${tag}` }).click();
  const confirm = page.getByRole("dialog", { name: `Delete BETA-${tag}?` });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("listitem", { name: `Shipment BETA-${tag}` })).toBeVisible();
  await page.getByRole("button", { name: `Delete BETA-${tag}` }).click();
  await confirm.getByRole("button", { name: "Delete shipment" }).click();
  await expect(page.getByRole("listitem", { name: `Shipment BETA-${tag}` })).toHaveCount(0);
  await expect(rows).toHaveCount(3);

  // Unsaved changes: leaving through a link asks; declining stays with the input kept.
  await page.goto(`/exportdocs/${gammaId}`);
  await page.getByRole("button", { name: "Add or remove documents" }).click();
  const manage = page.getByRole("dialog", { name: `Documents of GAMMA-${tag}` });
  await manage.getByRole("checkbox", { name: /^Bill of exchange/ }).check();
  await manage.getByRole("button", { name: "Save documents" }).click();
  await expect(manage).toBeHidden();
  await page.getByRole("link", { name: "Bill of exchange" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bill of exchange" })).toBeVisible();
  await expect(page.getByText("Empty", { exact: true })).toBeVisible();
  await page.getByLabel("Bill number", { exact: true }).fill("BOE-1");
  page.once("dialog", (dialog) => void dialog.dismiss());
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Export documents" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bill of exchange" })).toBeVisible();
  await expect(page.getByLabel("Bill number", { exact: true })).toHaveValue("BOE-1");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Export documents" }).click();
  await expect(page).toHaveURL(/\/exportdocs$/);
});

test("axe: the shipment list, a shipment's details, the editor and its dialogs", async ({ page, request }) => {
  const user = await registerUser(request);
  await saveMasterData(request, user);
  const reference = `A11Y-${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post("/api/shipments", {
    headers: bearer(user.token),
    data: { reference, templates: ["commercial_invoice", "packing_list"] },
  });
  const shipmentId = ((await created.json()) as { shipment: { id: string } }).shipment.id;

  await page.goto("/exportdocs");
  await signIn(page, user.email, user.password);
  await workspaceReady(page);
  await page.getByRole("button", { name: `Details of ${reference}` }).click();
  await expect(page.getByRole("region", { name: "Uploads" })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: "New shipment" }).click();
  await expect(page.getByRole("checkbox", { name: /^Packing list/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");

  await page.goto(`/exportdocs/${shipmentId}/commercial_invoice`);
  await workspaceReady(page);
  await page.getByRole("combobox", { name: "Add a saved product" }).click();
  await page.getByRole("listbox", { name: "Saved products" }).getByRole("option").first().click();
  await expect(lineCell(page, "Quantity", 1)).toHaveValue("1");
  await expectNoA11yViolations(page);
});

/** A shipment with a two-line commercial invoice, saved through the API. */
async function invoiceShipment(request: Parameters<typeof registerUser>[0], token: string, extra: object = {}) {
  const reference = `ED-${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post("/api/shipments", {
    headers: bearer(token),
    data: { reference, templates: ["commercial_invoice", "bill_of_lading_instructions"] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const shipmentId = ((await created.json()) as { shipment: { id: string } }).shipment.id;
  const saved = await request.put(`/api/shipments/${shipmentId}/commercial_invoice`, {
    headers: bearer(token),
    data: {
      data: {
        invoiceNumber: "INV-390",
        currency: "USD",
        transportMode: "sea",
        lineItems: [
          {
            description: "Hand-woven cotton towels, 70 × 140 cm, in assorted colours",
            hsCode: "630260",
            quantity: "1250.5",
            unit: "PCS",
            unitPrice: "1234.50",
          },
          { description: "Cotton bath mats", hsCode: "630260", quantity: "40", unit: "PCS", unitPrice: "18.75" },
        ],
        ...extra,
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return shipmentId;
}

test("the editor on a 390 px phone: sections in a select, the goods inside the page, the preview behind a button", async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  const shipmentId = await invoiceShipment(request, user.token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/exportdocs/${shipmentId}/commercial_invoice`);
  await signIn(page, user.email, user.password);
  await workspaceReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Commercial invoice" })).toBeVisible();
  await expect(lineCell(page, "Description of goods", 2)).toHaveValue("Cotton bath mats");

  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  // Quantities and amounts read with thousands separators: 1250.5 × 1234.50 = 1,543,742.25.
  await expect(lineCell(page, "Quantity", 1)).toHaveValue("1,250.5");
  await expect(page.getByText("USD 1,543,742.25").first()).toBeVisible();

  // The sections are a select; choosing one brings it into view.
  await expect(page.getByRole("navigation", { name: "Sections of the document" })).toBeHidden();
  await page.getByLabel("Go to section").selectOption({ label: "Charges" });
  await expect(page.getByRole("heading", { name: "Charges", level: 2 })).toBeInViewport();

  await expectNoA11yViolations(page);

  // The preview waits behind a button, and opens inside the page's width.
  const show = page.getByRole("button", { name: "Show preview" });
  await expect(page.locator("iframe[title^='PDF preview']")).toHaveCount(0);
  await show.click();
  await expect(page.locator("iframe[title^='PDF preview']")).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test("the editor at 1440 px: sections beside the form, the preview beside it, goods without sideways scrolling, fields of the mode only", async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  const shipmentId = await invoiceShipment(request, user.token, { transportMode: "air" });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/exportdocs/${shipmentId}/commercial_invoice`);
  await signIn(page, user.email, user.password);
  await workspaceReady(page);
  await expect(lineCell(page, "Description of goods", 1)).toBeVisible();

  const sections = page.getByRole("navigation", { name: "Sections of the document" });
  await expect(sections.getByRole("link", { name: "Invoice", exact: true })).toHaveAttribute(
    "aria-current",
    "location",
  );
  await sections.getByRole("link", { name: "Goods", exact: true }).click();
  await expect(sections.getByRole("link", { name: "Goods", exact: true })).toHaveAttribute("aria-current", "location");
  await expect(page.locator("iframe[title^='PDF preview']")).toBeVisible();

  // No part of the goods is wider than its box.
  const goods = page.getByRole("list", { name: "Goods lines" });
  // (Inputs are left out: a long description scrolls inside its own input, as text fields do.
  // Screen-reader-only text is left out too: it is a clipped 1 px box by design.)
  const sideways = await goods.evaluate((list) =>
    [list, ...list.querySelectorAll("*")]
      .filter((el) => !el.matches("input, textarea, select") && !el.closest(".visually-hidden"))
      .some((el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0),
  );
  expect(sideways).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Air freight: a flight number, no vessel or voyage.
  await expect(field(page, "Flight number")).toBeVisible();
  await expect(field(page, "Vessel")).toHaveCount(0);
  await expect(field(page, "Voyage number")).toHaveCount(0);
  await field(page, "Mode of transport").selectOption("sea");
  await expect(field(page, "Vessel")).toBeVisible();
  await expect(field(page, "Flight number")).toHaveCount(0);

  // Shared fields carry a small marker whose tooltip names the documents that share them.
  const marker = page.getByRole("button", { name: "Keep mode of transport for this document only" });
  await expect(marker).toHaveAccessibleDescription(/Shared with the bill of lading instructions/);
});
