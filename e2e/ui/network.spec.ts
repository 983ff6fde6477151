import { expect, test, type APIRequestContext, type Page } from "../fixtures/browser-test";
import { registerUser, uniqueEmail, type RegisteredUser } from "../fixtures/accounts";
import { bearer } from "../fixtures/api";
import { waitForMail } from "../fixtures/mailbox";
import { signIn, useFreshIp, workspaceReady } from "./helpers";

test.beforeEach(async ({ page }) => useFreshIp(page));

async function inviteByApi(request: APIRequestContext, from: RegisteredUser, email: string) {
  const response = await request.post("/api/network", { data: { email }, headers: bearer(from.token) });
  expect(response.status(), await response.text()).toBe(201);
}

async function openNetwork(page: Page, user: RegisteredUser) {
  await page.goto("/login?next=%2Fnetwork");
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/network$/);
  await workspaceReady(page);
  await expect(page.getByRole("heading", { name: "Network", level: 1 })).toBeVisible();
}

test("A network invitation approved and another rejected, with the list filters", async ({ page, request }) => {
  const me = await registerUser(request, { role: "exporter", firstName: "Ravi", lastName: "Shah" });
  const bank = await registerUser(request, { role: "bank", firstName: "Meera", lastName: "Iyer" });
  const line = await registerUser(request, { role: "shipping_line", firstName: "Lars", lastName: "Jensen" });
  const since = Date.now();
  await inviteByApi(request, bank, me.email);
  await inviteByApi(request, line, me.email);
  expect((await waitForMail(me.email, { subject: /Meera Iyer invited you to connect/, since })).text).toContain(
    "Approve or reject the invitation on your Network page",
  );

  await openNetwork(page, me);
  const forMe = page.getByRole("region", { name: /^Invitations for you/ });
  await expect(forMe.getByRole("listitem")).toHaveCount(2);
  const meera = forMe.getByRole("listitem", { name: "Meera Iyer" });
  await expect(meera).toContainText(bank.email);
  await expect(meera).toContainText("Bank");
  await expect(meera).toContainText("Not verified");
  const network = page.getByRole("region", { name: "Your network" });
  await expect(network.getByRole("heading", { name: "No connections yet" })).toBeVisible();

  // Approve by keyboard.
  await meera.getByRole("button", { name: "Approve the invitation from Meera Iyer" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("You are now connected with Meera Iyer.")).toBeVisible();
  await expect(forMe.getByRole("listitem")).toHaveCount(1);
  expect((await waitForMail(bank.email, { subject: /Ravi Shah accepted your invitation/, since })).text).toContain(
    "you are now connected",
  );

  // Reject asks first; Cancel keeps the invitation.
  const lars = forMe.getByRole("listitem", { name: "Lars Jensen" });
  await lars.getByRole("button", { name: /^Reject/ }).click();
  const dialog = page.getByRole("dialog", { name: "Reject this invitation?" });
  await expect(dialog).toContainText("Neither of you can send a new invitation for 30 days.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(lars).toBeVisible();
  await lars.getByRole("button", { name: /^Reject/ }).click();
  await page
    .getByRole("dialog", { name: "Reject this invitation?" })
    .getByRole("button", { name: "Reject invitation" })
    .click();
  await expect(page.getByText("Invitation from Lars Jensen rejected.")).toBeVisible();
  await expect(forMe.getByText("No invitations are waiting for your answer.")).toBeVisible();

  // The network, connected by default, grouped by role.
  const banks = network.getByRole("region", { name: /^Bank/ });
  await expect(banks.getByRole("listitem", { name: "Meera Iyer" })).toContainText("Connected");
  await expect(network.getByRole("listitem")).toHaveCount(1);

  // Status filter: rejected; kept in the URL.
  await network.getByLabel("Status").selectOption("REJECTED");
  await expect(page).toHaveURL(/\/network\?status=REJECTED$/);
  const lines = network.getByRole("region", { name: /^Shipping line/ });
  await expect(lines.getByRole("listitem", { name: "Lars Jensen" })).toContainText("You rejected their invitation on");
  await expect(network.getByRole("listitem")).toHaveCount(1);

  // Role and status together; none match, then back to everything.
  await network.getByLabel("Role").selectOption("bank");
  await expect(page).toHaveURL(/\/network\?role=bank&status=REJECTED$/);
  await expect(network.getByText("No connections match these filters.")).toBeVisible();
  await network.getByLabel("Status").selectOption("all");
  await expect(network.getByRole("listitem")).toHaveCount(1);
  await expect(network.getByRole("listitem", { name: "Meera Iyer" })).toBeVisible();

  // The filters survive a reload (they live in the query string).
  await page.reload();
  await workspaceReady(page);
  await expect(network.getByLabel("Role")).toHaveValue("bank");
  await expect(network.getByLabel("Status")).toHaveValue("all");
  await expect(network.getByRole("listitem", { name: "Meera Iyer" })).toBeVisible();
  await network.getByLabel("Role").selectOption("all");
  await expect(network.getByRole("heading", { name: /^Shipping line/ })).toBeVisible();
  await expect(network.getByRole("heading", { name: /^Bank/ })).toBeVisible();

  // The inviters see the answers.
  const bankView = await request.get("/api/network?connStatus=CONNECTED", { headers: bearer(bank.token) });
  expect(((await bankView.json()) as { connections: { email: string; direction: string }[] }).connections).toEqual([
    expect.objectContaining({ email: me.email, direction: "sent" }),
  ]);
  const lineView = await request.get("/api/network?role=exporter&connStatus=REJECTED", { headers: bearer(line.token) });
  expect(((await lineView.json()) as { connections: { email: string }[] }).connections.map((c) => c.email)).toEqual([
    me.email,
  ]);
  // And the one who was rejected must wait before inviting again.
  const again = await request.post("/api/network", { data: { email: me.email }, headers: bearer(line.token) });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toMatch(/A new invitation can be sent from/);
});

test("Invite by email with validation, cancel a sent invitation, remove a connection after confirmation", async ({
  page,
  request,
}) => {
  const me = await registerUser(request, { role: "exporter", firstName: "Ravi", lastName: "Shah" });
  const surveyor = await registerUser(request, { role: "surveyor", firstName: "Anil", lastName: "Rao" });
  const newcomer = uniqueEmail("newcomer");
  await openNetwork(page, me);

  const form = page.getByRole("form", { name: "Invite a business" });
  const email = form.getByLabel("Email of the business to invite");
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(email).toHaveAccessibleDescription(/Email is required\./);
  await expect(email).toHaveAttribute("aria-invalid", "true");
  // The error summary above the field names it too, and leads back to the field.
  await form.getByRole("alert").getByRole("link", { name: "Email is required." }).click();
  await expect(email).toBeFocused();
  await email.fill("not-an-email");
  await email.press("Enter");
  await expect(email).toHaveAccessibleDescription(/Enter a valid email address/);
  await email.fill(me.email);
  await email.press("Enter");
  await expect(email).toHaveAccessibleDescription(/You cannot invite yourself/);

  // An account: a pending invitation in "Invitations you sent", that does not say who holds the address.
  await email.fill(surveyor.email);
  await email.press("Enter");
  await expect(
    page.getByText(`Invitation emailed to ${surveyor.email}. You will see who they are once they accept.`),
  ).toBeVisible();
  await expect(email).toHaveValue("");
  const sent = page.getByRole("region", { name: /^Invitations you sent/ });
  await expect(sent.getByRole("listitem", { name: surveyor.email })).toContainText("Not yet accepted");

  // An address with no account gets the link by email.
  const since = Date.now();
  await email.fill(newcomer);
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(
    page.getByText(`Invitation emailed to ${newcomer}. You will see who they are once they accept.`),
  ).toBeVisible();
  const newcomerItem = sent.getByRole("listitem", { name: newcomer });
  await expect(newcomerItem).toContainText("Not yet accepted");
  expect((await waitForMail(newcomer, { subject: /Ravi Shah invited you to Exportly/, since })).text).toMatch(
    /\/invitations\/[\w-]+/,
  );

  // Again while pending: the server's refusal under the field.
  await email.fill(surveyor.email.toUpperCase());
  await email.press("Enter");
  await expect(email).toHaveAccessibleDescription(/is still pending/);

  await newcomerItem.getByRole("button", { name: `Cancel the invitation to ${newcomer}` }).click();
  await expect(page.getByText(`Invitation to ${newcomer} cancelled.`)).toBeVisible();
  await expect(sent.getByRole("listitem")).toHaveCount(1);

  // The surveyor approves; the connection can be removed after a confirmation.
  const approve = await request.patch("/api/network", {
    data: { email: me.email, status: "CONNECTED" },
    headers: bearer(surveyor.token),
  });
  expect(approve.status()).toBe(200);
  await page.reload();
  await workspaceReady(page);
  await expect(sent.getByText("None of your invitations is waiting for an answer.")).toBeVisible();
  const network = page.getByRole("region", { name: "Your network" });
  const anil = network.getByRole("region", { name: /^Surveyor/ }).getByRole("listitem", { name: "Anil Rao" });
  await expect(anil).toContainText("Connected since");
  await anil.getByRole("button", { name: "Remove Anil Rao from your network" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove this connection?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(anil).toBeVisible();
  await anil.getByRole("button", { name: /^Remove/ }).click();
  await page
    .getByRole("dialog", { name: "Remove this connection?" })
    .getByRole("button", { name: "Remove connection" })
    .click();
  await expect(page.getByText("Anil Rao removed from your network.")).toBeVisible();
  await expect(network.getByRole("heading", { name: "No connections yet" })).toBeVisible();
});
