import { expect, test, type APIRequestContext, type Browser, type Page } from "../fixtures/browser-test";
import { freshIp, PASSWORD, registerUser, uniqueEmail, type RegisteredUser } from "../fixtures/accounts";
import { bearer } from "../fixtures/api";
import { waitForMail } from "../fixtures/mailbox";
import { E2E_BASE_URL } from "../fixtures/ports";
import { expectNoA11yViolations, signIn, useFreshIp, WCAG_21, workspaceReady } from "./helpers";

/**
 * Sharing through the screens: an exporter shares the commercial invoice (edit) and
 * the packing list (read) with a freight forwarder, who works on them in their own browser;
 * then an invitation to an address with no account yet.
 */
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => useFreshIp(page));

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A second person's browser: its own cookies and client address. */
async function browserOf(browser: Browser) {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { "x-forwarded-for": freshIp() },
  });
  return context.newPage();
}

async function setCompany(request: APIRequestContext, user: RegisteredUser, company: string) {
  const response = await request.put(`/api/users/${user.id}`, { data: { company }, headers: bearer(user.token) });
  expect(response.status(), await response.text()).toBe(200);
}

async function createShipment(request: APIRequestContext, owner: RegisteredUser, templates: string[]) {
  const reference = `SHR-${Date.now().toString(36).toUpperCase()}`;
  const response = await request.post("/api/shipments", {
    data: { reference, templates },
    headers: bearer(owner.token),
  });
  expect(response.status(), await response.text()).toBe(201);
  const { shipment } = (await response.json()) as { shipment: { id: string } };
  return { id: shipment.id, reference };
}

async function openShareDialog(page: Page, reference: string) {
  await page.goto("/exportdocs");
  await workspaceReady(page);
  await page
    .getByRole("listitem", { name: `Shipment ${reference}` })
    .getByRole("button", { name: `Share ${reference}` })
    .click();
  const dialog = page.getByRole("dialog", { name: `Share ${reference}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("[aria-busy=true]")).toHaveCount(0);
  return dialog;
}

test("share an invoice (edit) and a packing list (read) with a forwarder, who edits one and only reads the other; the owner sees the change and revokes", async ({
  page,
  request,
  browser,
}) => {
  const owner = await registerUser(request, { firstName: "Meera", lastName: "Shah" });
  await setCompany(request, owner, "Shakti Garments Pvt Ltd");
  const forwarder = await registerUser(request, { firstName: "Farid", lastName: "Khan", role: "freight_forwarder" });
  await setCompany(request, forwarder, "Blue Ocean Forwarding");
  const { id: shipmentId, reference } = await createShipment(request, owner, [
    "commercial_invoice",
    "packing_list",
    "certificate_of_origin",
  ]);
  // The owner's first version of the invoice.
  const saved = await request.put(`/api/shipments/${shipmentId}/commercial_invoice`, {
    data: { data: { invoiceNumber: "INV-7001", paymentTerms: "30% advance" } },
    headers: bearer(owner.token),
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // --- The owner shares from the shipment list ---------------------------------------------
  await page.goto("/login?next=%2Fexportdocs");
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/exportdocs$/);
  const dialog = await openShareDialog(page, reference);
  await expect(dialog.getByText("Nobody else has access to this shipment yet.")).toBeVisible();

  // A refused share puts the server's message on its field: sharing with oneself.
  await dialog.getByLabel("Email address").fill(owner.email);
  await dialog.getByRole("checkbox", { name: /^Commercial invoice/ }).check();
  await dialog.getByRole("button", { name: "Share", exact: true }).click();
  await expect(dialog.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Email address")).toHaveAccessibleDescription(
    /You cannot share a shipment with yourself\./,
  );

  await dialog.getByLabel("Email address").fill(forwarder.email);
  await expect(dialog.getByLabel("Permission for Commercial invoice")).toHaveValue("read");
  await dialog.getByLabel("Permission for Commercial invoice").selectOption("write");
  await expect(dialog.getByLabel("Permission for Packing list")).toBeDisabled();
  await dialog.getByRole("checkbox", { name: /^Packing list/ }).check();
  await expect(dialog.getByLabel("Permission for Packing list")).toHaveValue("read");
  await expectNoA11yViolations(page, { where: "share dialog", tags: WCAG_21 });
  await dialog.getByRole("button", { name: "Share", exact: true }).click();
  // Until the forwarder opens the share, the owner sees only the address typed (no member directory).
  await expect(page.getByText(`Invitation sent to ${forwarder.email}.`)).toBeVisible();
  const person = dialog.getByRole("listitem", { name: forwarder.email });
  await expect(person.getByRole("listitem").filter({ hasText: "Commercial invoice" })).toContainText("Can edit");
  await expect(person.getByRole("listitem").filter({ hasText: "Packing list" })).toContainText("Read only");
  await expect(person.getByText("Certificate of origin")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // --- The forwarder, in their own browser, sees both under "Shared with me" ----------------
  const fwd = await browserOf(browser);
  await fwd.goto("/login?next=%2Fshared-documents");
  await signIn(fwd, forwarder.email, forwarder.password);
  await expect(fwd).toHaveURL(/\/shared-documents$/);
  await workspaceReady(fwd);
  await expect(fwd.getByRole("tab", { name: "Shared with me" })).toHaveAttribute("aria-selected", "true");
  const shared = fwd.getByRole("listitem", { name: `Shipment ${reference}` });
  await expect(shared).toContainText(`Shared by Meera Shah (Shakti Garments Pvt Ltd, unverified) · ${owner.email}`);
  await expect(shared.getByRole("row", { name: /Commercial invoice/ })).toContainText("Can edit");
  await expect(shared.getByRole("row", { name: /Packing list/ })).toContainText("Read only");
  await expect(shared.getByText("Certificate of origin")).toHaveCount(0);
  await expectNoA11yViolations(fwd, { where: "/shared-documents, shared with me", tags: WCAG_21 });
  // The tabs follow the keyboard (arrow keys).
  await fwd.getByRole("tab", { name: "Shared with me" }).focus();
  await fwd.keyboard.press("ArrowRight");
  await expect(fwd.getByRole("tab", { name: "Shared by me" })).toBeFocused();
  await expect(fwd.getByRole("tab", { name: "Shared by me" })).toHaveAttribute("aria-selected", "true");
  await expect(fwd.getByRole("heading", { name: "You have not shared any shipment" })).toBeVisible();
  await fwd.keyboard.press("ArrowLeft");
  await expect(fwd.getByRole("tab", { name: "Shared with me" })).toHaveAttribute("aria-selected", "true");

  // --- The shipment as a sharee sees it: the shared documents, no owner actions -------------
  await shared.getByRole("link", { name: reference, exact: true }).click();
  await expect(fwd.getByRole("heading", { level: 1, name: reference })).toBeVisible();
  await expect(fwd.getByRole("heading", { name: "Documents shared with you" })).toBeVisible();
  await expect(fwd.getByRole("link", { name: "Certificate of origin" })).toHaveCount(0);
  for (const action of ["Add or remove documents", `Share ${reference}`])
    await expect(fwd.getByRole("button", { name: action })).toHaveCount(0);
  await expect(fwd.getByLabel(`Change status of ${reference}`)).toHaveCount(0);
  await expect(fwd.getByRole("region", { name: "Uploads" }).getByLabel("Choose a file to upload")).toHaveCount(0);

  // --- Edit the invoice (edit access) --------------------------------------------------------
  await fwd.getByRole("link", { name: "Commercial invoice" }).first().click();
  await expect(fwd.getByRole("heading", { level: 1, name: "Commercial invoice" })).toBeVisible();
  await expect(fwd.getByText("Can edit — shared by Meera Shah (Shakti Garments Pvt Ltd, unverified)")).toBeVisible();
  await expect(
    fwd.getByText("You can edit this document; changes to shared fields apply to this document only."),
  ).toBeVisible();
  await expect(fwd.getByRole("button", { name: "Finalise document" })).toHaveCount(0);
  await expect(field(fwd, "Invoice number")).toHaveValue("INV-7001");
  await field(fwd, "Terms of payment").fill("Letter of credit at sight");
  await fwd.getByRole("button", { name: "Save document" }).click();
  await expect(fwd.getByText("saved (version 2)").first()).toBeVisible();

  // --- The packing list is read only, and the server refuses a forced save ------------------
  await fwd
    .getByRole("navigation", { name: "Documents of this shipment" })
    .getByRole("link", { name: "Packing list" })
    .click();
  await expect(fwd.getByRole("heading", { level: 1, name: "Packing list" })).toBeVisible();
  await expect(fwd.getByText("Read only — shared by Meera Shah (Shakti Garments Pvt Ltd, unverified)")).toBeVisible();
  await expect(field(fwd, "Packing list number")).toBeDisabled();
  await expect(fwd.getByRole("button", { name: "Save document" })).toHaveCount(0);
  const forced = await fwd.request.put(`/api/shipments/${shipmentId}/packing_list`, {
    data: { data: { packingListNumber: "PL-HACK" } },
  });
  expect(forced.status(), await forced.text()).toBe(403);
  expect(((await forced.json()) as { message: string }).message).toMatch(/read-only access/);

  // --- The owner sees the forwarder's change in the version history -------------------------
  await page.goto(`/exportdocs/${shipmentId}/commercial_invoice`);
  await workspaceReady(page);
  await expect(field(page, "Terms of payment")).toHaveValue("Letter of credit at sight");
  await page.getByRole("button", { name: "Version history" }).click();
  const drawer = page.getByRole("dialog", { name: "Version history" });
  const history = drawer.getByRole("region", { name: "Version history" });
  await expect(history.getByRole("listitem").filter({ hasText: "Version 2" })).toContainText("Farid Khan");
  await drawer.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("button", { name: "Finalise document" })).toBeVisible();
  // ...and in the shipment's activity (its audit trail), marked as a partner's.
  await page.goto(`/exportdocs/${shipmentId}`);
  await workspaceReady(page);
  await page.getByText("Activity", { exact: true }).click();
  const activity = page.getByRole("list", { name: "Activity, newest first" });
  await expect(
    activity.getByRole("listitem").filter({ hasText: "Farid Khan (partner) saved the commercial invoice" }).first(),
  ).toBeVisible();
  await expect(
    activity
      .getByRole("listitem")
      .filter({ hasText: /You shared Commercial invoice \(edit\), Packing list \(read\) with/ }),
  ).toBeVisible();

  // --- The owner revokes under "Shared by me"; the forwarder loses access at once -----------
  await fwd.goto(`/exportdocs/${shipmentId}/commercial_invoice`);
  await expect(fwd.getByRole("heading", { level: 1, name: "Commercial invoice" })).toBeVisible();
  await page.goto("/shared-documents");
  await workspaceReady(page);
  await page.getByRole("tab", { name: "Shared by me" }).click();
  const mine = page.getByRole("listitem", { name: `Shipment ${reference}` });
  await expect(mine.getByRole("listitem", { name: "Farid Khan (Blue Ocean Forwarding, unverified)" })).toBeVisible();
  await expectNoA11yViolations(page, { where: "/shared-documents, shared by me", tags: WCAG_21 });
  await mine.getByRole("button", { name: "Revoke access of Farid Khan (Blue Ocean Forwarding, unverified)" }).click();
  const confirm = page.getByRole("dialog", {
    name: "Revoke access of Farid Khan (Blue Ocean Forwarding, unverified)?",
  });
  await confirm.getByRole("button", { name: "Revoke access" }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByText(`Farid Khan (Blue Ocean Forwarding, unverified) no longer has access to ${reference}.`),
  ).toBeVisible();
  await expect(mine.getByText("Not shared with anyone any more.")).toBeVisible();

  await fwd.reload();
  await expect(fwd.getByRole("heading", { level: 1, name: "Document not found" })).toBeVisible();
  await fwd.goto("/shared-documents");
  await expect(fwd.getByRole("heading", { name: "Nothing shared with you yet" })).toBeVisible();
  await fwd.context().close();
});

test("pick a connection, then change a sharee's access from the shipment screen", async ({ page, request }) => {
  const owner = await registerUser(request, { firstName: "Meera", lastName: "Shah" });
  const bank = await registerUser(request, { firstName: "Bina", lastName: "Rao", role: "bank" });
  const surveyor = await registerUser(request, { firstName: "Sunil", lastName: "Iyer", role: "surveyor" });
  // The surveyor is in the owner's network (invited and approved through the network API).
  expect(
    (await request.post("/api/network", { data: { email: surveyor.email }, headers: bearer(owner.token) })).status(),
  ).toBe(201);
  expect(
    (
      await request.patch("/api/network", {
        data: { email: owner.email, status: "CONNECTED" },
        headers: bearer(surveyor.token),
      })
    ).status(),
  ).toBe(200);
  const { id: shipmentId, reference } = await createShipment(request, owner, [
    "commercial_invoice",
    "bill_of_exchange",
  ]);
  const shared = await request.put("/api/shipments/share-users", {
    data: { shipmentId, email: bank.email, forms: [{ name: "bill_of_exchange", access: "read" }] },
    headers: bearer(owner.token),
  });
  expect(shared.status()).toBe(200);
  // The bank opens the share, so the owner sees who it is (until then only the address).
  expect((await request.get(`/api/shipments/${shipmentId}`, { headers: bearer(bank.token) })).status()).toBe(200);

  await page.goto(`/login?next=${encodeURIComponent(`/exportdocs/${shipmentId}`)}`);
  await signIn(page, owner.email, owner.password);
  await expect(page.getByRole("heading", { level: 1, name: reference })).toBeVisible();
  await page.getByRole("button", { name: `Share ${reference}` }).click();
  const dialog = page.getByRole("dialog", { name: `Share ${reference}` });
  // A connection fills the address.
  await dialog.getByLabel("Pick a connection").selectOption({ label: `Sunil Iyer — ${surveyor.email}` });
  await expect(dialog.getByLabel("Email address")).toHaveValue(surveyor.email);
  await dialog.getByRole("checkbox", { name: /^Commercial invoice/ }).check();
  await dialog.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByText("Shared with Sunil Iyer.")).toBeVisible();
  await expect(dialog.getByRole("listitem", { name: "Sunil Iyer" })).toContainText("Read only");

  await dialog.getByRole("button", { name: "Change access of Bina Rao" }).click();
  await expect(dialog.getByRole("heading", { name: "Change access of Bina Rao" })).toBeFocused();
  await expect(dialog.getByLabel("Email address")).toHaveValue(bank.email);
  await expect(dialog.getByRole("checkbox", { name: /^Bill of exchange/ })).toBeChecked();
  await dialog.getByLabel("Permission for Bill of exchange").selectOption("write");
  await dialog.getByRole("checkbox", { name: /^Commercial invoice/ }).check();
  await dialog.getByRole("button", { name: "Update access" }).click();
  await expect(page.getByText("Access of Bina Rao updated.")).toBeVisible();
  const person = dialog.getByRole("listitem", { name: "Bina Rao" });
  await expect(person.getByRole("listitem").filter({ hasText: "Bill of exchange" })).toContainText("Can edit");
  await expect(person.getByRole("listitem").filter({ hasText: "Commercial invoice" })).toContainText("Read only");

  // Unticking every document is refused with the server's message on the list of documents.
  await dialog.getByRole("button", { name: "Change access of Bina Rao" }).click();
  await dialog.getByRole("checkbox", { name: /^Bill of exchange/ }).uncheck();
  await dialog.getByRole("checkbox", { name: /^Commercial invoice/ }).uncheck();
  await dialog.getByRole("button", { name: "Update access" }).click();
  await expect(dialog.getByRole("group", { name: "Documents to share" })).toHaveAccessibleDescription(
    /Choose at least one document to share/,
  );

  const listed = await request.get(`/api/shipments/${shipmentId}/sharedwithusers`, { headers: bearer(owner.token) });
  const users = ((await listed.json()) as { users: { email: string; forms: unknown }[] }).users;
  expect(users.find((u) => u.email === bank.email)!.forms).toEqual([
    { name: "commercial_invoice", access: "read" },
    { name: "bill_of_exchange", access: "edit" },
  ]);
});

test("share with an address that has no account: the invitation email's link, then registering, brings the shipment under Shared with me", async ({
  page,
  request,
  browser,
}) => {
  const owner = await registerUser(request, { firstName: "Meera", lastName: "Shah" });
  const { id: shipmentId, reference } = await createShipment(request, owner, ["commercial_invoice", "packing_list"]);
  const invitee = uniqueEmail("invitee");
  const since = Date.now();

  await page.goto("/login?next=%2Fexportdocs");
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/exportdocs$/);
  const dialog = await openShareDialog(page, reference);
  await dialog.getByLabel("Email address").fill(invitee);
  await dialog.getByRole("checkbox", { name: /^Packing list/ }).check();
  await dialog.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByText(`Invitation sent to ${invitee}.`)).toBeVisible();
  await expect(dialog.getByRole("listitem", { name: invitee })).toContainText("Invitation pending");
  await dialog.getByRole("button", { name: "Close" }).click();

  const mail = await waitForMail(invitee, { since, subject: new RegExp(`shipment ${reference}`) });
  const path = /\/invitations\/[A-Za-z0-9_%-]+/.exec(mail.text)?.[0];
  expect(path, mail.text).toBeTruthy();

  // Signed in with another address, the link says so and changes nothing.
  await page.goto(path!);
  await expect(page.getByRole("heading", { name: "This invitation is for another address" })).toBeVisible();
  await expect(
    page.getByText(`This invitation was sent to ${invitee}. Sign in with that address to accept it.`),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out and use the invited address" })).toBeVisible();
  await expectNoA11yViolations(page, { where: "/invitations/{token}, another account", tags: WCAG_21 });

  // The invitee follows the link in a fresh browser: sign-in first, register, and back here.
  const guest = await browserOf(browser);
  await guest.goto(path!);
  await expect(guest).toHaveURL(/\/login\?next=%2Finvitations%2F/);
  await guest.getByRole("button", { name: "Create an account" }).click();
  await guest.getByLabel("First name").fill("Ines");
  await guest.getByLabel("Last name").fill("Costa");
  await guest.getByLabel("Email").fill(invitee);
  await guest.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await guest.getByLabel("Role").selectOption("customs_house_agent");
  await guest.getByRole("button", { name: "Create account" }).click();
  await expect(guest).toHaveURL(new RegExp(`${path!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await expect(guest.getByRole("heading", { name: "Invitation accepted" })).toBeVisible();
  await expect(guest.getByText(`For ${invitee}: 1 shipment shared with you and 0 network invitations.`)).toBeVisible();
  await workspaceReady(guest);
  await expectNoA11yViolations(guest, { where: "/invitations/{token}, accepted", tags: WCAG_21 });
  await guest.getByRole("link", { name: "Open the documents shared with you" }).click();
  const item = guest.getByRole("listitem", { name: `Shipment ${reference}` });
  await expect(item).toContainText("Shared by Meera Shah");
  await expect(item.getByRole("row", { name: /Packing list/ })).toContainText("Read only");
  await expect(item.getByText("Commercial invoice")).toHaveCount(0);

  // Once the invitee opens the shared document, the owner's list names them and no longer marks them pending.
  await guest.goto(`/exportdocs/${shipmentId}/packing_list`);
  await expect(guest.getByRole("heading", { level: 1, name: "Packing list" })).toBeVisible();
  await page.goto("/shared-documents");
  await page.getByRole("tab", { name: "Shared by me" }).click();
  const person = page
    .getByRole("listitem", { name: `Shipment ${reference}` })
    .getByRole("listitem", { name: "Ines Costa" });
  await expect(person).toContainText(invitee);
  await expect(person.getByText("Invitation pending")).toHaveCount(0);

  // The link is spent.
  await guest.goto(path!);
  await expect(guest.getByRole("heading", { name: "Invitation link not valid" })).toBeVisible();
  await guest.context().close();
});
