import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIRequest, type APIRequestContext, type Page } from "../fixtures/browser-test";
import { freshIp, registerUser, type RegisteredUser } from "../fixtures/accounts";
import { bearer } from "../fixtures/api";
import { completeTransportDocument, connect, issuedToOrder, verifiedUser } from "../fixtures/ebl";
import { writeEblBundle } from "../fixtures/ebl-bundles";
import { samplePdf, saveMasterData } from "../fixtures/export-documents";
import { E2E_ADMIN, E2E_BASE_URL } from "../fixtures/ports";
import { VOYAGE, voyageEvents } from "../fixtures/tracking";
import { signIn, waitForSettledPage } from "./helpers";

/**
 * The phone sweep: every screen of the app at 390×844 (an iPhone 12–15), filled with real data made
 * through the API, must be no wider than the viewport: no sideways scrolling of the page. A wide
 * table or grid may scroll inside its own box, or become stacked cards (the `.table-stack` pattern
 * in app/globals.css). A failure names the elements that stick out, outermost first.
 */
test.use({ viewport: { width: 390, height: 844 } });

type Session = "exporter" | "carrier" | "newcomer" | "admin";

/** What the sweep needs: the users (their browser state on disk) and the ids of what they made. */
type World = {
  storage: Record<Session, string>;
  shipmentId: string;
  documentVerifyPath: string;
  draftId: string;
  issuedId: string;
  bundleFile: string;
  supportTicketId: string;
};

let world: World;

const LONG = "Hand-embroidered organic cotton kurtas with mother-of-pearl buttons, assorted sizes S–XXL";

async function ok(response: Awaited<ReturnType<APIRequestContext["get"]>>, status = [200, 201]) {
  expect(status, `${response.url()}: ${await response.text()}`).toContain(response.status());
  return response.json();
}

/** Signs `email` in through the API in a fresh request context and writes its cookies for the browser. */
async function storageFor(playwright: { request: APIRequest }, name: string, email: string, password: string) {
  const context = await playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  await ok(
    await context.post("/api/auth/login", { data: { email, password }, headers: { "x-forwarded-for": freshIp() } }),
  );
  const file = path.join(tmpdir(), `exportly-phone-${name}-${process.ppid}.json`);
  await context.storageState({ path: file });
  await context.dispose();
  return file;
}

/** A shipment with a finalised commercial invoice (long goods lines), a packing list and a payment. */
async function shipmentWithDocuments(request: APIRequestContext, user: RegisteredUser) {
  const reference = `PHONE-OVERFLOW-${Date.now()}-SHIPMENT-WITH-A-LONG-REFERENCE`;
  const created = await ok(
    await request.post("/api/shipments", {
      headers: bearer(user.token),
      data: { reference, templates: ["commercial_invoice", "packing_list", "bill_of_exchange"] },
    }),
  );
  const id = (created as { shipment: { id: string } }).shipment.id;
  await ok(
    await request.put(`/api/shipments/${id}/commercial_invoice`, {
      headers: bearer(user.token),
      data: {
        version: 0,
        data: {
          invoiceNumber: "EXP/2026-27/000123456",
          invoiceDate: "2026-11-21",
          exporter: {
            name: "Shakti Garments Private Limited",
            address: "Plot 42, MIDC Industrial Area, Andheri East",
            country: "IN",
          },
          consignee: {
            name: "Hanseatic Textile Imports GmbH",
            address: "Grosse Elbstrasse 145, 22767 Hamburg",
            country: "DE",
          },
          incoterm: { rule: "FOB", place: "Nhava Sheva" },
          currency: "USD",
          lineItems: [
            { description: LONG, hsCode: "620520", quantity: "12500", unit: "PCS", unitPrice: "1250.50" },
            { description: "Denim trousers", hsCode: "620342", quantity: "800", unit: "PCS", unitPrice: "18.75" },
          ],
        },
      },
    }),
  );
  const finalised = (await ok(
    await request.post(`/api/shipments/${id}/commercial_invoice/finalise`, {
      headers: bearer(user.token),
      data: { version: 1 },
    }),
  )) as { document: { verifyUrl: string } };
  await ok(
    await request.post(`/api/balances/shipments/${id}/payments`, {
      headers: bearer(user.token),
      data: { amount: "1250000.50", paymentDate: "2026-11-20", notes: `Advance by SWIFT, UTR ${"X".repeat(40)}` },
    }),
  );
  // A letter of credit and a check run, so the shipment screen shows the LC form filled and findings.
  await ok(
    await request.put(`/api/shipments/${id}/letter-of-credit`, {
      headers: bearer(user.token),
      data: {
        documentaryCreditNumber: "LC/PHONE/2026/000123456789",
        expiryDate: "2027-12-31",
        expiryPlace: "MUMBAI, INDIA",
        applicant: "HANSEATIC TEXTILE IMPORTS GMBH\nGROSSE ELBSTRASSE 145, 22767 HAMBURG",
        beneficiary: "SHAKTI GARMENTS PRIVATE LIMITED",
        currency: "EUR",
        amount: "1250000.00",
        goodsDescription: LONG,
        documentsRequired: ["commercial_invoice", "packing_list", "bill_of_lading", "phytosanitary_certificate"],
      },
    }),
  );
  await ok(await request.post(`/api/shipments/${id}/compliance-checks`, { headers: bearer(user.token) }));
  await ok(
    await request.post("/api/document", {
      headers: bearer(user.token),
      multipart: {
        shipment_id: id,
        file: {
          name: "certificate-of-analysis-lot-2026-11-000123456789.pdf",
          mimeType: "application/pdf",
          buffer: samplePdf(),
        },
      },
    }),
  );
  await ok(
    await request.post("/api/users/me/tokens", {
      headers: bearer(user.token),
      data: { name: "ERP integration for the Mumbai warehouse (nightly sync)", expiresInDays: 90 },
    }),
  );
  return { id, verifyPath: new URL(finalised.document.verifyUrl, E2E_BASE_URL).pathname };
}

/**
 * Made once per run: Playwright starts a new worker after a failed test, and that worker reads what
 * the first one made (the file is named after the runner's process) instead of making it again.
 */
const WORLD_FILE = path.join(tmpdir(), `exportly-phone-world-${process.ppid}.json`);

test.beforeAll(async ({ request, playwright }) => {
  test.setTimeout(120_000);
  if (existsSync(WORLD_FILE)) {
    world = JSON.parse(readFileSync(WORLD_FILE, "utf8")) as World;
    return;
  }
  // The server makes its signing key on first use: ask for the JWKS before the bundle script signs.
  expect((await request.get("/.well-known/jwks.json")).status()).toBe(200);
  const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
  const [exporter, carrier, newcomer] = await Promise.all([
    verifiedUser(request, "exporter", {
      firstName: "Asha",
      lastName: "Verma",
      legalName: `Asha Exports ${tag} Private Limited`,
    }),
    verifiedUser(request, "shipping_line", {
      firstName: "Farid",
      lastName: "Khan",
      legalName: `Blue Ocean Lines ${tag} Private Limited`,
    }),
    registerUser(request, { firstName: "Nikhil", lastName: "Rao" }),
  ]);
  await connect(request, exporter, carrier);
  // A pending invitation too, so the network shows both sections.
  await ok(await request.post("/api/network", { headers: bearer(exporter.token), data: { email: newcomer.email } }));
  await saveMasterData(request, exporter);
  const shipment = await shipmentWithDocuments(request, exporter);
  // Tracked, with a voyage replayed (e2e/fixtures/tracking.ts), for the tracking list and detail.
  await ok(
    await request.post(`/api/shipments/${shipment.id}/tracking`, {
      headers: bearer(exporter.token),
      data: {
        carrierCode: VOYAGE.carrierCode,
        carrierBookingReference: VOYAGE.bookingReference,
        transportDocumentReference: VOYAGE.transportDocumentReference,
        equipmentReferences: [VOYAGE.container],
        vesselIMONumber: VOYAGE.vesselIMONumber,
        mode: "VESSEL",
      },
    }),
  );
  await ok(
    await request.post(`/api/shipments/${shipment.id}/tracking/events`, {
      headers: bearer(exporter.token),
      data: voyageEvents(),
    }),
  );

  // Shared both ways: the exporter shares its bill of exchange with the carrier; the carrier shares one back.
  await ok(
    await request.put("/api/shipments/share-users", {
      headers: bearer(exporter.token),
      data: { shipmentId: shipment.id, email: carrier.email, forms: [{ name: "bill_of_exchange", access: "read" }] },
    }),
  );
  const theirs = (await ok(
    await request.post("/api/shipments", {
      headers: bearer(carrier.token),
      data: { reference: `CARRIER-${tag}-SHARED-SHIPMENT-REFERENCE`, templates: ["packing_list"] },
    }),
  )) as { shipment: { id: string } };
  await ok(
    await request.put("/api/shipments/share-users", {
      headers: bearer(carrier.token),
      data: {
        shipmentId: theirs.shipment.id,
        email: exporter.email,
        forms: [{ name: "packing_list", access: "edit" }],
      },
    }),
  );

  // eBLs: a draft the carrier keeps and a bill issued to the exporter.
  const draft = (await ok(
    await request.post("/api/envelopes", {
      headers: bearer(carrier.token),
      data: {
        carrier: carrier.email,
        shipper: exporter.email,
        transportDocument: completeTransportDocument(`DRAFT${tag}0001`),
      },
    }),
  )) as { envelope: { id: string } };
  const issued = await issuedToOrder(request, carrier, exporter, `ISSUED${tag}0001`);

  const bundle = writeEblBundle({ entries: 3 });
  const bundleFile = path.join(tmpdir(), `exportly-phone-bundle-${process.ppid}.json`);
  writeFileSync(bundleFile, bundle.text);

  // A support ticket about the shipment, with a long subject, a file, a public answer and an internal note.
  const ticket = (await ok(
    await request.post("/api/support/tickets", {
      headers: bearer(exporter.token),
      data: {
        subject: `${LONG} — the invoice PDF shows the wrong port of loading`,
        category: "documents",
        priority: "high",
        message: `${LONG}\nThe port of loading on my invoice PDF says Mumbai.`,
        shipmentId: shipment.id,
      },
    }),
  )) as { ticket: { id: string } };
  const admin = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const adminLogin = (await ok(
    await admin.post("/api/auth/login", { data: E2E_ADMIN, headers: { "x-forwarded-for": freshIp() } }),
  )) as { token: string };
  for (const internal of [true, false])
    await ok(
      await admin.post(`/api/admin/support/tickets/${ticket.ticket.id}/messages`, {
        headers: bearer(adminLogin.token),
        data: { body: `${internal ? "Note" : "Answer"}: ${LONG}`, internal },
      }),
    );
  await admin.dispose();

  world = {
    supportTicketId: ticket.ticket.id,
    storage: {
      exporter: await storageFor(playwright, "exporter", exporter.email, exporter.password),
      carrier: await storageFor(playwright, "carrier", carrier.email, carrier.password),
      newcomer: await storageFor(playwright, "newcomer", newcomer.email, newcomer.password),
      admin: await storageFor(playwright, "admin", E2E_ADMIN.email, E2E_ADMIN.password),
    },
    shipmentId: shipment.id,
    documentVerifyPath: shipment.verifyPath,
    draftId: draft.envelope.id,
    issuedId: issued.id,
    bundleFile,
  };
  writeFileSync(WORLD_FILE, JSON.stringify(world));
});

type Overflow = { scrollWidth: number; innerWidth: number; offenders: string[] };

/**
 * The page's width against the viewport, and when it is wider, the elements that stick out past the
 * right edge: only the outermost of each (its parent still fits), and not those clipped by an
 * ancestor that scrolls or hides its overflow inside the viewport (a table in its own scroll box).
 */
async function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const offenders: string[] = [];
    if (scrollWidth > innerWidth) {
      const sticksOut = (el: Element) => el.getBoundingClientRect().right > innerWidth + 0.5;
      const clipped = (el: Element) => {
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          if (getComputedStyle(a).overflowX !== "visible" && !sticksOut(a)) return true;
        }
        return false;
      };
      const describe = (el: Element, kind: string) => {
        const box = el.getBoundingClientRect();
        const cls =
          typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
        const label = el.getAttribute("aria-label") ?? (el.textContent ?? "").trim().slice(0, 40);
        return `${kind} <${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${cls}> right=${Math.round(box.right)} width=${Math.round(box.width)} "${label}"`;
      };
      const out = Array.from(document.body.querySelectorAll("*")).filter(
        (el) => el.getBoundingClientRect().width > 0 && sticksOut(el) && !clipped(el),
      );
      const outSet = new Set(out);
      // Outermost: the parent still fits. Innermost: no child sticks out (the likely cause).
      for (const el of out.filter((e) => !e.parentElement || !outSet.has(e.parentElement)).slice(0, 6)) {
        offenders.push(describe(el, "outermost"));
      }
      for (const el of out.filter((e) => !Array.from(e.children).some((c) => outSet.has(c))).slice(0, 8)) {
        offenders.push(describe(el, "innermost"));
      }
    }
    return { scrollWidth, innerWidth, offenders };
  });
}

async function expectFits(page: Page, where: string) {
  await waitForSettledPage(page);
  const result = await measure(page);
  expect(
    result.scrollWidth,
    `${where} is ${result.scrollWidth}px wide in a ${result.innerWidth}px viewport; sticking out:\n  ${result.offenders.join("\n  ")}`,
  ).toBeLessThanOrEqual(result.innerWidth);
}

/** A screen of the sweep: where it is, whose session opens it, and what shows it is ready. */
type Screen = {
  name: string;
  session?: Session;
  path: () => string;
  /** Waits until the screen shows its content (and opens a tab or panel when the screen needs a click). */
  ready: (page: Page) => Promise<void>;
};

const h1 = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
};
const workspace = (name: string | RegExp) => async (page: Page) => {
  // The start-up overlay hides a second after the first data: allow for a busy machine.
  await expect(page.getByText("Loading your workspace…")).toBeHidden({ timeout: 30_000 });
  await h1(name)(page);
};
const tab = (heading: string | RegExp, tabName: string, shows: string | RegExp) => async (page: Page) => {
  await workspace(heading)(page);
  await page.getByRole("tab", { name: tabName }).click();
  await expect(page.getByRole("tabpanel").getByText(shows).first()).toBeVisible();
};

const PUBLIC: Screen[] = [
  { name: "landing", path: () => "/", ready: async (page) => expect(page.locator("h1")).toBeVisible() },
  { name: "about", path: () => "/about", ready: h1(/./) },
  { name: "security", path: () => "/security", ready: h1(/./) },
  { name: "privacy policy", path: () => "/privacyPolicy", ready: h1(/./) },
  { name: "terms and conditions", path: () => "/termsAndConditions", ready: h1(/./) },
  { name: "terms of use", path: () => "/termsOfUse", ready: h1(/./) },
  { name: "data processing agreement", path: () => "/data-processing-agreement", ready: h1(/./) },
  { name: "partner list", path: () => "/partner-list", ready: h1(/./) },
  { name: "verify (empty)", path: () => "/verify", ready: h1("Verify an electronic bill of lading") },
  {
    name: "verify (after a result)",
    path: () => "/verify",
    ready: async (page) => {
      await page.getByLabel("Or choose the bundle file (.json)").setInputFiles(world.bundleFile);
      await expect(page.getByRole("heading", { level: 2, name: "✓ Valid bundle" })).toBeVisible();
    },
  },
  {
    name: "verify a document",
    path: () => world.documentVerifyPath,
    ready: async (page) => expect(page.getByText("Verified").first()).toBeVisible(),
  },
  { name: "login", path: () => "/login", ready: h1("Sign in to Exportly") },
  {
    name: "verify email (no session)",
    path: () => "/verify-email",
    ready: async (page) => expect(page.locator("h1")).toBeVisible(),
  },
  {
    name: "undo email change (no token)",
    path: () => "/undo-email-change",
    ready: async (page) => expect(page.locator("h1")).toBeVisible(),
  },
];

const WORKSPACE: Screen[] = [
  { name: "dashboard", session: "exporter", path: () => "/dashboard", ready: workspace(/./) },
  { name: "dashboard (new user)", session: "newcomer", path: () => "/dashboard", ready: workspace(/./) },
  {
    name: "shipment list",
    session: "exporter",
    path: () => "/exportdocs",
    ready: async (page) => {
      await workspace(/./)(page);
      await expect(page.getByText(/PHONE-OVERFLOW-/).first()).toBeVisible();
    },
  },
  {
    name: "shipment screen",
    session: "exporter",
    path: () => `/exportdocs/${world.shipmentId}`,
    ready: workspace(/PHONE-OVERFLOW-/),
  },
  {
    name: "commercial invoice editor (finalised)",
    session: "exporter",
    path: () => `/exportdocs/${world.shipmentId}/commercial_invoice`,
    ready: workspace(/./),
  },
  {
    name: "packing list editor",
    session: "exporter",
    path: () => `/exportdocs/${world.shipmentId}/packing_list`,
    ready: workspace(/./),
  },
  {
    name: "saved data: contacts",
    session: "exporter",
    path: () => "/master-data",
    ready: tab(/./, "Contacts", "Hanseatic Textile Imports GmbH"),
  },
  {
    name: "saved data: products",
    session: "exporter",
    path: () => "/master-data",
    ready: tab(/./, "Products", "Denim trousers"),
  },
  {
    name: "saved data: ports",
    session: "exporter",
    path: () => "/master-data",
    ready: async (page) => {
      await workspace(/./)(page);
      await page.getByRole("tab", { name: "Ports" }).click();
      await expect(page.getByRole("list", { name: "Saved ports" })).toContainText("DEHAM");
    },
  },
  {
    name: "shared with me",
    session: "exporter",
    path: () => "/shared-documents",
    ready: tab(/./, "Shared with me", /CARRIER-/),
  },
  {
    name: "shared by me",
    session: "exporter",
    path: () => "/shared-documents",
    ready: tab(/./, "Shared by me", /PHONE-OVERFLOW-/),
  },
  { name: "network", session: "exporter", path: () => "/network", ready: workspace(/./) },
  { name: "eBL list (carrier)", session: "carrier", path: () => "/ebl", ready: workspace(/./) },
  { name: "eBL list (holder)", session: "exporter", path: () => "/ebl", ready: workspace(/./) },
  {
    name: "eBL draft",
    session: "carrier",
    path: () => `/ebills/${world.draftId}`,
    ready: workspace(/./),
  },
  {
    name: "eBL bill (issued)",
    session: "exporter",
    path: () => `/ebills/${world.issuedId}`,
    ready: workspace(/./),
  },
  {
    name: "payments",
    session: "exporter",
    path: () => "/payments",
    ready: async (page) => {
      await workspace("Payments")(page);
      await expect(page.getByRole("table", { name: "Totals per currency" })).toBeVisible();
    },
  },
  {
    name: "a shipment's payments",
    session: "exporter",
    path: () => `/payments?shipment=${world.shipmentId}`,
    ready: async (page) => {
      await workspace("Payments")(page);
      await expect(page.getByText(/Advance by SWIFT/).first()).toBeVisible();
    },
  },
  { name: "settings", session: "exporter", path: () => "/settings", ready: workspace(/./) },
  { name: "notifications", session: "exporter", path: () => "/notifications", ready: workspace("Notifications") },
  {
    name: "business verification (verified)",
    session: "exporter",
    path: () => "/verifybusiness",
    ready: workspace(/./),
  },
  { name: "business verification (form)", session: "newcomer", path: () => "/verifybusiness", ready: workspace(/./) },
  {
    name: "track shipment",
    session: "exporter",
    path: () => "/trackShipment",
    ready: async (page) => {
      await workspace("Track shipment")(page);
      await expect(page.getByRole("row").filter({ hasText: /PHONE-OVERFLOW-/ })).toBeVisible();
    },
  },
  {
    name: "track a shipment (form)",
    session: "exporter",
    path: () => "/trackShipment",
    ready: async (page) => {
      await workspace("Track shipment")(page);
      await page.getByRole("button", { name: "Track a shipment" }).first().click();
      await expect(page.getByRole("dialog", { name: "Track a shipment" })).toBeVisible();
    },
  },
  {
    name: "tracking detail (map and table)",
    session: "exporter",
    path: () => `/trackShipment/${world.shipmentId}`,
    ready: async (page) => {
      await workspace(/PHONE-OVERFLOW-/)(page);
      await expect(page.locator(".leaflet-overlay-pane path.tracking-map-route")).toBeAttached();
      await page.getByText(/^Raw DCSA events/).click();
    },
  },
  { name: "analytics and reports", session: "exporter", path: () => "/analyticsAndReports", ready: workspace(/./) },
  {
    name: "AI compliance and insights",
    session: "exporter",
    path: () => "/aiComplianceAndInsights",
    ready: workspace(/./),
  },
  {
    name: "AI compliance: insights",
    session: "exporter",
    path: () => "/aiComplianceAndInsights?tab=insights",
    ready: async (page) => {
      await workspace(/./)(page);
      await expect(page.getByRole("region", { name: "Compliance insights" })).toBeVisible();
    },
  },
  {
    name: "AI compliance: a document checklist",
    session: "exporter",
    path: () => "/aiComplianceAndInsights",
    ready: async (page) => {
      await workspace(/./)(page);
      await page.getByRole("combobox", { name: "Importing country" }).fill("Germ");
      await page.getByRole("option", { name: "Germany (DE)" }).click();
      await page.getByLabel("Commodity").fill("frozen prawns");
      await page.getByLabel("Value", { exact: true }).fill("42000");
      await page.getByRole("button", { name: "Suggest documents" }).click();
      await expect(page.getByRole("heading", { name: "Suggested documents" })).toBeVisible();
    },
  },
  {
    name: "contact support",
    session: "exporter",
    path: () => "/contact-support",
    ready: async (page) => {
      await workspace("Contact support")(page);
      await page.getByRole("button", { name: /Electronic bills of lading/ }).click();
      await expect(page.getByRole("link", { name: /the invoice PDF shows the wrong port/ })).toBeVisible();
    },
  },
  {
    name: "a support ticket",
    session: "exporter",
    path: () => `/contact-support/${world.supportTicketId}`,
    ready: async (page) => {
      await workspace(/the invoice PDF shows the wrong port/)(page);
      await expect(page.getByText(/^Answer:/)).toBeVisible();
    },
  },
];

const ADMIN: Screen[] = [
  "/admin",
  "/admin/verifications",
  "/admin/demo-requests",
  "/admin/outbox",
  "/admin/jobs",
  "/admin/audit",
  "/admin/pageviews",
].map((where) => ({
  name: `admin ${where}`,
  session: "admin" as const,
  path: () => where,
  ready: h1(/./),
}));
ADMIN.push(
  {
    name: "admin support queue",
    session: "admin",
    path: () => "/admin/support",
    ready: async (page) => {
      await h1("Support queue")(page);
      await expect(page.getByRole("link", { name: /the invoice PDF shows the wrong port/ }).first()).toBeVisible();
    },
  },
  {
    name: "admin support ticket",
    session: "admin",
    path: () => `/admin/support/${world.supportTicketId}`,
    ready: async (page) => {
      await h1(/the invoice PDF shows the wrong port/)(page);
      await expect(page.getByText(/^Note:/)).toBeVisible();
    },
  },
);
ADMIN.push({
  name: "admin users with a user open",
  session: "admin",
  path: () => "/admin/users",
  ready: async (page) => {
    await h1(/./)(page);
    // Other specs create many accounts before this one: find the admin by search, not on page 1.
    await page.getByRole("searchbox", { name: "Email, name or company" }).fill(E2E_ADMIN.email);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("button", { name: E2E_ADMIN.email }).click();
    await expect(page.getByRole("button", { name: E2E_ADMIN.email })).toHaveAttribute("aria-pressed", "true");
  },
});

for (const screen of [...PUBLIC, ...WORKSPACE, ...ADMIN]) {
  test(`fits 390 px: ${screen.name}`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({
      baseURL: E2E_BASE_URL,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { "x-forwarded-for": freshIp() },
      storageState: screen.session ? world.storage[screen.session] : undefined,
    });
    const page = await context.newPage();
    await page.goto(screen.path());
    await screen.ready(page);
    await expectFits(page, screen.name);
    await context.close();
  });
}

test("fits 390 px: signing in through the form lands on a dashboard that fits", async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": freshIp() });
  const user = await registerUser(request);
  await page.goto("/login?next=%2Fdashboard");
  await expectFits(page, "login form");
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Loading your workspace…")).toBeHidden({ timeout: 30_000 });
  await expectFits(page, "dashboard after sign-in");
});
