import { expect, test } from "../fixtures/browser-test";
import { registerUser } from "../fixtures/accounts";
import { bearer } from "../fixtures/api";
import { samplePdf } from "../fixtures/export-documents";
import { E2E_ADMIN } from "../fixtures/ports";
import { expectNoA11yViolations, signIn, useFreshIp, workspaceReady } from "./helpers";

test.use({ locale: "en-GB" });

test("Support: a user files a ticket with a file about a shipment, an admin answers from the queue, the user replies, the admin resolves, the user rates it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await useFreshIp(page);
  const user = await registerUser(request, { firstName: "Meera", lastName: "Iyer" });
  const reference = `SUP-E2E-${Date.now()}`;
  const created = await request.post("/api/shipments", {
    headers: bearer(user.token),
    data: { reference, templates: ["commercial_invoice", "packing_list"] },
  });
  expect(created.status()).toBe(201);
  const subject = `Invoice PDF shows the wrong port ${Date.now()}`;

  // The user: help articles first, searched as they type.
  await page.goto("/login?next=%2Fcontact-support");
  await signIn(page, user.email, user.password);
  await workspaceReady(page);
  await expect(page.getByRole("heading", { name: "Contact support", level: 1 })).toBeVisible();
  await expect(page.getByText("No tickets yet")).toBeVisible();
  await expectNoA11yViolations(page, { where: "/contact-support" });
  await page.getByLabel("Search the help articles").fill("endorse");
  await expect(page.getByRole("status").filter({ hasText: /matches? “endorse”/ })).toBeVisible();
  const article = page.getByRole("button", { name: /Electronic bills of lading: who can do what/ });
  await article.click();
  await expect(article).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("article", { name: /Electronic bills of lading/ })).toContainText("blank-endorses");
  await page.getByLabel("Search the help articles").fill("zzqqxx");
  await expect(page.getByText("No article matches “zzqqxx”. Ask us below.")).toBeVisible();

  // A refused form shows the error summary, each message linked to its field.
  await page.getByRole("button", { name: "Send to support" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText("Enter a subject.");
  await expectNoA11yViolations(page, { where: "/contact-support (refused form)" });

  await page.getByLabel("Category").selectOption("documents");
  await page.getByLabel("Priority").selectOption("high");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill("The port of loading on my invoice PDF says Mumbai; I chose Nhava Sheva.");
  await page.getByLabel("Shipment").selectOption({ label: reference });
  await page
    .getByLabel("Attach files")
    .setInputFiles({ name: "invoice.pdf", mimeType: "application/pdf", buffer: samplePdf("Invoice") });
  await expect(page.getByRole("list", { name: "Files to send" })).toContainText("invoice.pdf");
  await page.getByRole("button", { name: "Send to support" }).click();

  await expect(page).toHaveURL(/\/contact-support\/[0-9a-f-]{36}$/);
  const ticketUrl = page.url();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`#1 ${subject}`);
  await expect(page.getByText("Open", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: reference })).toBeVisible();
  await expect(page.getByRole("link", { name: "invoice.pdf" })).toBeVisible();
  await expectNoA11yViolations(page, { where: "a ticket" });

  // The admin, in another browser: the queue, the ticket, a note, then an answer.
  const adminContext = await browser.newContext({ locale: "en-GB" });
  const admin = await adminContext.newPage();
  await useFreshIp(admin);
  await admin.goto("/login?next=%2Fadmin%2Fsupport");
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin.getByRole("heading", { name: "Support queue", level: 1 })).toBeVisible();
  await admin.getByLabel("Priority").selectOption("high");
  const row = admin.getByRole("row").filter({ hasText: subject });
  await expect(row).toContainText("Meera Iyer");
  await expect(row).toContainText("Unassigned");
  await expect(row).toContainText(/left|Overdue/);
  await expectNoA11yViolations(admin, { where: "/admin/support" });
  await row.getByRole("link", { name: subject }).click();

  await expect(admin.getByRole("heading", { name: subject, level: 1 })).toBeVisible();
  const linked = admin.getByRole("region", { name: "Linked shipment" });
  await expect(linked).toContainText(reference);
  await expect(linked).toContainText("Commercial invoice");
  await expect(linked).toContainText("Packing list");
  await admin.getByLabel("Internal note: not shown to the customer").check();
  await admin.getByLabel("Note", { exact: true }).fill("Port master data looks stale for this user.");
  await admin.getByRole("button", { name: "Add note" }).click();
  await expect(admin.getByText("Internal note: not shown to the customer").first()).toBeVisible();
  await expect(admin.getByText("Port master data looks stale for this user.")).toBeVisible();
  await admin.getByLabel("Public reply: the customer sees it").check();
  await admin.getByLabel("Reply", { exact: true }).fill("Which invoice number is it? Please download the PDF again.");
  await admin.getByRole("button", { name: "Send reply" }).click();
  const settings = admin.getByRole("form", { name: "Status and assignment" });
  await expect(settings.getByLabel("Status")).toHaveValue("waiting_on_customer");
  await expectNoA11yViolations(admin, { where: "/admin/support/{id}" });

  // The user sees the answer (not the note), replies, and the ticket is open again.
  await page.goto(ticketUrl);
  await expect(page.getByText("Which invoice number is it?")).toBeVisible();
  await expect(page.getByText("Port master data looks stale")).toHaveCount(0);
  await expect(page.getByText("Waiting on you")).toBeVisible();
  await page.getByLabel("Your reply").fill("It is EXP/2026/0042.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("It is EXP/2026/0042.")).toBeVisible();
  await expect(page.getByText("Open", { exact: true })).toBeVisible();

  // The admin resolves it, and assigns it to themselves.
  await admin.reload();
  await expect(admin.getByText("It is EXP/2026/0042.")).toBeVisible();
  await settings.getByLabel("Status").selectOption("resolved");
  await settings.getByLabel("Assignee").selectOption({ index: 1 });
  await settings.getByRole("button", { name: "Save changes" }).click();
  await expect(admin.getByRole("heading", { level: 1 }).locator("..")).toContainText("Resolved");

  // The user rates it: keyboard only for the stars.
  await page.reload();
  await expect(page.getByText("Resolved", { exact: true })).toBeVisible();
  await page.getByRole("radio", { name: "5 stars" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await page.getByLabel("Comment (optional)").fill("Quick and clear.");
  await page.getByRole("button", { name: "Send rating" }).click();
  await expect(page.getByText("5 out of 5")).toBeVisible();
  await expect(page.getByText("Quick and clear.")).toBeVisible();

  // The queue shows the rating.
  await admin.goto("/admin/support");
  await expect(admin.getByRole("row").filter({ hasText: subject })).toContainText("5/5");
  await adminContext.close();
});

test("Support: the admin queue is a 404 page for a signed-in customer; another user's ticket is not shown", async ({
  page,
  request,
}) => {
  await useFreshIp(page);
  const [owner, other] = await Promise.all([registerUser(request), registerUser(request)]);
  const created = await request.post("/api/support/tickets", {
    headers: bearer(owner.token),
    data: { subject: "Private question", category: "account", message: "Only I may read this." },
  });
  expect(created.status()).toBe(201);
  const { ticket } = (await created.json()) as { ticket: { id: string } };

  await page.goto("/login?next=%2Fcontact-support");
  await signIn(page, other.email, other.password);
  await workspaceReady(page);
  // Keyboard: Tab reaches the first help article, Enter opens it.
  await page.getByLabel("Search the help articles").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: /Electronic bills of lading/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("article", { name: /Electronic bills of lading/ })).toBeVisible();

  for (const path of ["/admin/support", `/admin/support/${ticket.id}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await page.goto(`/contact-support/${ticket.id}`);
  await expect(page.getByRole("alert").filter({ hasText: "Ticket not found." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Contact support" })).toBeVisible();
  await expect(page.getByText("Only I may read this.")).toHaveCount(0);
});
