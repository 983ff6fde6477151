import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Browser, type Page } from "../fixtures/browser-test";
import { freshIp, registerUser } from "../fixtures/accounts";
import { bearer } from "../fixtures/api";
import { connect, eblParties, issuedToOrder, verifiedUser, type VerifiedUser } from "../fixtures/ebl";
import { E2E_BASE_URL } from "../fixtures/ports";
import { expectNoA11yViolations, signIn, WCAG_21, workspaceReady } from "./helpers";

/** Each party works in a browser context of its own, as four companies would. */
async function sessionOf(browser: Browser, user: VerifiedUser, path: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { "x-forwarded-for": freshIp() },
  });
  const page = await context.newPage();
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, "\\$&")}$`));
  await workspaceReady(page);
  return page;
}

/** The page fits a 390 px phone: nothing wider than the viewport (wide tables scroll in their own box). */
async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const summary = (page: Page) => page.getByRole("complementary", { name: "eBL summary and actions" });

/** Opens the action, checks the confirmation names `names` and says what changes, and confirms. */
async function confirmAction(page: Page, button: string, dialogTitle: RegExp, names: RegExp, confirm: string) {
  await summary(page).getByRole("button", { name: button, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole("region", { name: /Recipient|Issued to|Surrendered|New endorsee|New holder|Returned|Sent back/ }),
  ).toContainText(names);
  // The modal holds the focus: Cancel first, or the dialog's first field when it asks for one.
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await dialog.getByRole("button", { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

/** Endorses to order to a verified connection: pick, continue, confirm with the recipient's name. */
async function endorseTo(page: Page, recipient: VerifiedUser) {
  await summary(page).getByRole("button", { name: "Endorse to order", exact: true }).click();
  const choose = page.getByRole("dialog", { name: "Endorse to order" });
  await choose.getByLabel("Pick a verified connection").selectOption(recipient.email.toLowerCase());
  await expect(choose.getByLabel("Recipient's email")).toHaveValue(recipient.email.toLowerCase());
  await choose.getByRole("button", { name: "Continue" }).click();
  const confirm = page.getByRole("dialog", { name: "Endorse to order: confirm" });
  const card = confirm.getByRole("region", { name: "New endorsee" });
  // The verified legal name (recipient lookup), or the name the connection carries until it exists.
  await expect(card).toContainText(new RegExp(`${recipient.legalName}|${recipient.firstName} ${recipient.lastName}`));
  await expect(confirm.getByRole("list", { name: "What changes" })).toContainText("You will no longer hold this eBL.");
  await confirm.getByRole("button", { name: /^Endorse to order to / }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/eBL endorsed to /).first()).toBeVisible();
}

/** The exporter's shipment with bill of lading instructions of TWO goods lines in one container, made through the API. */
async function twoLineShipment(request: APIRequestContext, exporter: VerifiedUser, reference: string): Promise<string> {
  const created = await request.post("/api/shipments", {
    headers: bearer(exporter.token),
    data: { reference, templates: ["bill_of_lading_instructions"] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { shipment: { id: string } }).shipment.id;
  const saved = await request.put(`/api/shipments/${id}/bill_of_lading_instructions`, {
    headers: bearer(exporter.token),
    data: {
      data: {
        blType: "original",
        consignedTo: "to_order",
        freightTerms: "prepaid",
        portOfLoading: { code: "INNSA" },
        portOfDischarge: { code: "NLRTM" },
        vessel: "MAERSK SELETAR",
        voyage: "402E",
        containerNumbers: "MSKU1234565",
        sealNumbers: "SEAL4471",
        lineItems: [
          {
            description: "Cotton shirts",
            hsCode: "620520",
            quantity: "400",
            unit: "pcs",
            grossWeight: "1200",
            packages: 40,
            packageKind: "Cartons",
          },
          {
            description: "Linen scarves",
            hsCode: "621420",
            quantity: "100",
            unit: "pcs",
            grossWeight: "300",
            packages: 10,
            packageKind: "Bales",
          },
        ],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return id;
}

test("a to-order eBL drafted from a two-line shipment is issued through the screens and travels carrier → exporter → bank → importer → surrender → accepted; its bundle verifies, and fails after one edited character", async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { carrier, exporter, bank, importer } = await eblParties(request);
  const shipmentReference = `EBL-2L-${Date.now().toString().slice(-8)}`;
  await twoLineShipment(request, exporter, shipmentReference);

  // The exporter drafts the bill from its shipment on /ebl, naming its carrier.
  const exporterPage = await sessionOf(browser, exporter, "/ebl");
  await exporterPage.getByRole("button", { name: "New draft eBL" }).click();
  const create = exporterPage.getByRole("dialog", { name: "New draft eBL" });
  await expect(create.getByRole("option", { name: shipmentReference })).toBeAttached();
  await create.getByLabel("Prefill from a shipment").selectOption({ label: shipmentReference });
  await create.getByLabel("Carrier email", { exact: true }).fill(carrier.email);
  await create.getByRole("button", { name: "Create draft" }).click();
  await expect(exporterPage).toHaveURL(/\/ebills\/[0-9a-f-]{36}$/);
  const envelopeUrl = exporterPage.url();
  await expect(exporterPage.getByText(`From shipment ${shipmentReference}`)).toBeVisible();

  // The carrier finds it under Drafts, not under "Issued by me".
  const carrierPage = await sessionOf(browser, carrier, "/ebl");
  await expect(carrierPage.getByRole("tab", { name: "In my possession" })).toHaveAttribute("aria-selected", "true");
  await carrierPage.getByRole("tab", { name: "Issued by me" }).click();
  await expect(carrierPage).toHaveURL(/\/ebl\?tab=issuer$/);
  await expect(carrierPage.getByRole("heading", { name: "You have not issued an eBL" })).toBeVisible();
  await carrierPage.getByRole("tab", { name: "Drafts" }).click();
  await expect(carrierPage).toHaveURL(/\/ebl\?tab=drafts$/);
  const card = carrierPage.getByRole("list", { name: "Drafts" }).getByRole("listitem");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(exporter.legalName);
  await expect(card).toContainText("Nobody yet: not issued");
  await expectNoA11yViolations(carrierPage, { tags: WCAG_21, allImpacts: true });
  await card.getByRole("link").click();
  await expect(carrierPage).toHaveURL(envelopeUrl);
  await expect(summary(carrierPage)).toContainText(exporter.legalName);

  // Ready to issue: the checklist lists what is missing, line 2 included; Issue waits for it.
  const editor = carrierPage.getByRole("form", { name: "Draft transport document" });
  const ready = editor.getByRole("heading", { name: /^Ready to issue: \d+ of \d+$/ });
  await expect(ready).toBeVisible();
  const [done, total] = ((await ready.textContent()) ?? "").match(/\d+/g)!.map(Number);
  expect(done).toBeLessThan(total!);
  await expect(summary(carrierPage).getByRole("button", { name: "Issue eBL" })).toBeDisabled();
  await expect(editor.getByRole("link", { name: "Goods line 2: carrier booking reference" })).toBeVisible();
  await editor.getByRole("link", { name: "Transport document reference" }).click();
  await expect(editor.getByLabel("Transport document reference", { exact: true })).toBeFocused();

  // The goods table holds both lines of the shipment.
  const goods = editor.getByRole("region", { name: "Goods lines" });
  await expect(goods.getByLabel("Goods line 1: Description of goods")).toHaveValue("Cotton shirts");
  await expect(goods.getByLabel("Goods line 2: Description of goods")).toHaveValue("Linen scarves");
  await expect(goods.getByLabel("Goods line 2: HS codes")).toHaveValue("621420");
  await expect(goods.getByLabel("Goods line 2: Container number")).toHaveValue("MSKU1234565");

  // The carrier completes the DCSA fields and saves.
  const reference = `EXPL${Date.now().toString().slice(-8)}`;
  const fill = async (label: string, value: string) => editor.getByLabel(label, { exact: true }).fill(value);
  const choose = async (label: string, value: string) => editor.getByLabel(label, { exact: true }).selectOption(value);
  await fill("Transport document reference", reference);
  await choose("Document type", "BOL");
  await fill("Carrier code", "BOLN");
  await choose("Carrier code list", "SMDG");
  await choose("Kind of bill", "true");
  await fill("Shipped on board date", "2026-11-20");
  await choose("Freight", "PRE");
  await fill("Invoice payable at (UN/LOCODE)", "INNSA");
  await fill("Originals with charges", "1");
  await fill("Originals without charges", "0");
  await fill("Place of issue (UN/LOCODE)", "INNSA");
  await fill("Date of issue", "2026-11-21");
  await fill("Planned departure", "2026-11-22");
  await fill("Planned arrival", "2026-12-20");
  await choose("Receipt at origin", "CY");
  await choose("Delivery at destination", "CY");
  await choose("Cargo movement at origin", "FCL");
  await choose("Cargo movement at destination", "FCL");
  // The booking reference goes on every line at once; line 2's weight is typed with a thousands separator.
  await fill("Carrier booking reference for every line", "BKG88231");
  await editor.getByRole("button", { name: "Apply to all lines" }).first().click();
  await expect(goods.getByLabel("Goods line 1: Carrier booking reference")).toHaveValue("BKG88231");
  await expect(goods.getByLabel("Goods line 2: Carrier booking reference")).toHaveValue("BKG88231");
  await goods.getByLabel("Goods line 2: Gross weight").fill("1,250.5");
  const containers = editor.getByRole("region", { name: "Containers" });
  await containers.getByLabel("Container 1: ISO equipment code").fill("22G1");
  await fill("Notify party", `Global Imports Limited`);
  await fill("Carrier street", "1 Harbour Road");
  await fill("Carrier city", "Mumbai");
  await fill("Carrier country code", "IN");
  await fill("Contact name", "Farid Khan");
  await fill("Contact email", carrier.email);
  await fill("Terms and conditions", "Carried subject to the carrier's standard terms and conditions of carriage.");
  await expect(summary(carrierPage).getByRole("button", { name: "Issue eBL" })).toBeDisabled();
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(carrierPage.getByText("Draft saved.")).toBeVisible();
  await expect(carrierPage.getByRole("heading", { name: reference, level: 1 })).toBeVisible();
  await expect(editor.getByRole("heading", { name: /^Ready to issue: (\d+) of \1$/ })).toBeVisible();
  await expect(summary(carrierPage).getByRole("button", { name: "Issue eBL" })).toBeEnabled();
  await expectNoA11yViolations(carrierPage, { tags: WCAG_21, allImpacts: true });
  await expectFitsPhone(carrierPage);

  // Issue: the confirmation names the shipper by its verified legal name.
  await confirmAction(carrierPage, "Issue eBL", /Issue this eBL/, new RegExp(exporter.legalName), "Issue eBL");
  await expect(carrierPage.getByText(`eBL issued to ${exporter.legalName}.`)).toBeVisible();
  await expect(carrierPage.getByText("Issued", { exact: true }).first()).toBeVisible();
  const bill = carrierPage.getByRole("article", { name: /bill of lading/i });
  await expect(bill).toContainText("MAERSK SELETAR");
  await expect(bill).toContainText("INNSA");
  await expect(bill).toContainText("Cotton shirts");
  await expect(bill).toContainText("Linen scarves");
  await expect(bill).toContainText("1,250.5 KGM");
  await expect(bill).toContainText("One electronic original (1 with charges)");
  await expectFitsPhone(carrierPage);
  await expect(bill).toContainText(`To the order of ${exporter.legalName} (shipper)`);
  await expect(summary(carrierPage).getByRole("button", { name: "Endorse to order" })).toHaveCount(0);

  // The exporter finds it in its possession, its card naming the shipment and the parties, and endorses it to the bank.
  await exporterPage.goto("/ebl");
  await workspaceReady(exporterPage);
  await expect(exporterPage.getByRole("listitem", { name: `eBL ${reference}` })).toContainText(shipmentReference);
  await expectFitsPhone(exporterPage);
  await expect(exporterPage.getByRole("listitem", { name: `eBL ${reference}` })).toContainText("Issued");
  await exporterPage.getByRole("link", { name: reference }).click();
  await expect(exporterPage).toHaveURL(envelopeUrl);
  await expect(exporterPage.getByRole("heading", { name: reference, level: 1 })).toBeVisible();
  await expectNoA11yViolations(exporterPage, { tags: WCAG_21, allImpacts: true });
  await endorseTo(exporterPage, bank);
  await expect(summary(exporterPage)).toContainText(new RegExp(`Endorsee\\s*${bank.legalName}`));
  await expect(summary(exporterPage).getByRole("button", { name: "Endorse to order" })).toHaveCount(0);

  // The bank endorses it on to the importer.
  const bankPage = await sessionOf(browser, bank, "/ebl?tab=awaiting");
  await expect(bankPage.getByRole("tab", { name: "Awaiting my action" })).toHaveAttribute("aria-selected", "true");
  await bankPage.getByRole("link", { name: reference }).click();
  await endorseTo(bankPage, importer);

  // The importer surrenders it for delivery to the carrier.
  const importerPage = await sessionOf(browser, importer, envelopeUrl.replace(E2E_BASE_URL, ""));
  await expect(summary(importerPage)).toContainText(importer.legalName);
  await confirmAction(
    importerPage,
    "Surrender for delivery",
    /Surrender for delivery/,
    new RegExp(carrier.legalName),
    "Surrender for delivery",
  );
  await expect(importerPage.getByText("Surrender for delivery pending", { exact: true }).first()).toBeVisible();

  // The carrier accepts: the bill reaches its terminal state.
  await carrierPage.reload();
  await workspaceReady(carrierPage);
  await confirmAction(
    carrierPage,
    "Accept surrender",
    /Accept the surrender/,
    new RegExp(importer.legalName),
    "Accept surrender",
  );
  await expect(carrierPage.getByText("Surrendered for delivery", { exact: true }).first()).toBeVisible();
  await expect(carrierPage.getByText(/its life has ended and nobody can act on it again/)).toBeVisible();
  await expect(carrierPage.getByText("There is nothing for you to do on this eBL now.")).toBeVisible();

  // The timeline lists every entry, in order, actor → recipient.
  const timeline = carrierPage.getByRole("list", { name: "Chain of entries" });
  await expect(timeline.getByRole("listitem")).toHaveCount(5);
  await expect(timeline.getByRole("listitem").nth(0)).toContainText("Issued");
  await expect(timeline.getByRole("listitem").nth(1)).toContainText(`${exporter.legalName} → to ${bank.legalName}`);
  await expect(timeline.getByRole("listitem").nth(2)).toContainText(`${bank.legalName} → to ${importer.legalName}`);
  await expect(timeline.getByRole("listitem").nth(3)).toContainText("Surrendered for delivery");
  await expect(timeline.getByRole("listitem").nth(4)).toContainText("Accepted the surrender");
  // Each entry carries the verifier's badge for the stored chain (GET …/verify).
  await expect(carrierPage.getByText("Chain verified", { exact: true })).toBeVisible();
  await expect(timeline.getByText("✓ Verified")).toHaveCount(5);
  await expectNoA11yViolations(carrierPage, { tags: WCAG_21, allImpacts: true });

  // The bundle downloads, verifies on /verify, and fails after one edited character.
  const [download] = await Promise.all([
    carrierPage.waitForEvent("download"),
    summary(carrierPage).getByRole("link", { name: "Download bundle" }).click(),
  ]);
  const bundle = await readFile((await download.path())!, "utf8");
  expect(bundle).toContain(reference);
  const tampered = bundle.replace(reference, `${reference.slice(0, -1)}${reference.endsWith("0") ? "1" : "0"}`);
  expect(tampered.length).toBe(bundle.length);
  expect(tampered).not.toBe(bundle);
  await verifyOn(carrierPage, bundle, true);
  await verifyOn(carrierPage, tampered, false);

  for (const page of [carrierPage, exporterPage, bankPage, importerPage]) await page.context().close();
});

test("someone else acted first: the stale endorsement reloads the bill; the endorsee refuses it back; an outsider sees nothing", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
  const [carrier, exporter, bank] = await Promise.all([
    verifiedUser(request, "shipping_line", {
      firstName: "Lars",
      lastName: "Jensen",
      legalName: `North Sea Lines ${tag} Limited`,
    }),
    verifiedUser(request, "exporter", {
      firstName: "Ravi",
      lastName: "Shah",
      legalName: `Ravi Textiles ${tag} Private Limited`,
    }),
    verifiedUser(request, "bank", { firstName: "Meera", lastName: "Iyer", legalName: `Harbour Bank ${tag} Limited` }),
  ]);
  await connect(request, exporter, bank);
  await connect(request, carrier, exporter);
  const reference = `EXPL${Date.now().toString().slice(-8)}`;
  const issued = await issuedToOrder(request, carrier, exporter, reference);
  const url = `/ebills/${issued.id}`;

  // The exporter opens the bill and starts endorsing it to the bank...
  const exporterPage = await sessionOf(browser, exporter, url);
  await expect(exporterPage.getByRole("heading", { name: reference, level: 1 })).toBeVisible();
  await summary(exporterPage).getByRole("button", { name: "Endorse to order", exact: true }).click();
  await exporterPage.getByRole("dialog", { name: "Endorse to order" }).getByLabel("Recipient's email").fill(bank.email);
  await exporterPage
    .getByRole("dialog", { name: "Endorse to order" })
    .getByRole("button", { name: "Continue" })
    .click();
  // ...while the same bill is endorsed from another session first.
  const first = await request.post(`/api/envelopes/${issued.id}/endorse`, {
    headers: bearer(exporter.token),
    data: {
      actionCode: "ENDORSE_TO_ORDER",
      recipient: bank.email,
      expectedLastEntryChecksum: issued.lastEntryChecksum,
    },
  });
  expect(first.status(), await first.text()).toBe(200);
  const confirm = exporterPage.getByRole("dialog", { name: "Endorse to order: confirm" });
  await confirm.getByRole("button", { name: /^Endorse to order to / }).click();
  await expect(exporterPage.getByText(/changed since you loaded it.*Showing its latest state/)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(summary(exporterPage)).toContainText(new RegExp(`Endorsee\\s*${bank.legalName}`));
  await expect(summary(exporterPage).getByRole("button", { name: "Endorse to order" })).toHaveCount(0);

  // The bank refuses the endorsement, with a comment: the bill goes back to the exporter.
  const bankPage = await sessionOf(browser, bank, url);
  await summary(bankPage).getByRole("button", { name: "Refuse transfer", exact: true }).click();
  const refuse = bankPage.getByRole("dialog", { name: "Refuse this transfer?" });
  await expect(refuse.getByRole("region", { name: "Sent back to" })).toContainText(exporter.legalName);
  await refuse.getByLabel("Comment (optional)").fill("Documents not as agreed in the letter of credit.");
  await refuse.getByRole("button", { name: "Refuse transfer" }).click();
  await expect(bankPage.getByText("Transfer refused: the bill went back.")).toBeVisible();
  await expect(summary(bankPage)).toContainText(new RegExp(`Current holder\\s*${exporter.legalName}`));
  const timeline = bankPage.getByRole("list", { name: "Chain of entries" });
  await expect(timeline.getByRole("listitem")).toHaveCount(3);
  await expect(timeline.getByRole("listitem").nth(2)).toContainText("Refused the transfer");
  await expect(timeline.getByRole("listitem").nth(2)).toContainText("Documents not as agreed in the letter of credit.");
  await expectNoA11yViolations(bankPage, { tags: WCAG_21, allImpacts: true });

  // Someone who is no party to the bill, verified or not, learns nothing about it.
  const outsider = await registerUser(request, { role: "importer" });
  const outsiderPage = await sessionOf(browser, { ...outsider, legalName: "" }, url);
  await expect(outsiderPage.getByRole("heading", { name: "eBL not found" })).toBeVisible();
  await expect(outsiderPage.getByText(reference)).toHaveCount(0);
  await outsiderPage.goto("/ebl");
  await expect(outsiderPage.getByRole("button", { name: "Issue an eBL" })).toBeDisabled();
  await expect(outsiderPage.getByRole("heading", { name: "No eBL in your possession" })).toBeVisible();

  for (const page of [exporterPage, bankPage, outsiderPage]) await page.context().close();
});

/** Uploads a bundle on the public /verify page (checked in the browser) and reads the verdict. */
async function verifyOn(page: Page, bundle: string, valid: boolean) {
  await page.goto("/verify");
  await expect(page.getByRole("heading", { level: 1, name: "Verify an electronic bill of lading" })).toBeVisible();
  await page
    .getByLabel("Or choose the bundle file (.json)")
    .setInputFiles({ name: "ebl-bundle.json", mimeType: "application/json", buffer: Buffer.from(bundle) });
  await expect(page.getByRole("heading", { level: 2, name: valid ? "✓ Valid bundle" : "✗ Not valid" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(
    valid ? "ebl-bundle.json: valid." : "ebl-bundle.json: not valid.",
  );
}
