import fs from "node:fs";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { expect, test, type APIRequestContext, type Locator, type Page } from "../fixtures/browser-test";
import { registerUser, type RegisteredUser } from "../fixtures/accounts";
import { bearer } from "../fixtures/api";
import { expectNoA11yViolations, signIn, useFreshIp, workspaceReady } from "./helpers";

test.beforeEach(async ({ page }) => useFreshIp(page));
// Months and dates follow the reader's locale; the zone is not UTC, so the period's days are the browser's (sent as tz).
const ZONE = "Asia/Kolkata";
test.use({ locale: "en-GB", timezoneId: ZONE });

/** Today in the browser's zone, as the screen computes "this month". */
const today = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
}).format(new Date());
const thisMonth = today.slice(0, 7);
const lastYear = String(Number(today.slice(0, 4)) - 1);
const monthLabel = (month: string) =>
  new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** A shipment with a commercial invoice (its departure date is the shipment's day in every report), made through the API. */
async function shipment(
  request: APIRequestContext,
  user: RegisteredUser,
  reference: string,
  invoice: {
    currency: string;
    departureDate: string;
    countryOfDestination: string;
    unitPrice: string;
    quantity: string;
  },
) {
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
        currency: invoice.currency,
        departureDate: invoice.departureDate,
        countryOfDestination: invoice.countryOfDestination,
        lineItems: [
          {
            description: "Cotton shirts",
            hsCode: "620520",
            quantity: invoice.quantity,
            unit: "PCS",
            unitPrice: invoice.unitPrice,
          },
        ],
      },
    },
  });
  expect(saved.status()).toBe(200);
}

/** Three shipments this month (two in USD to Germany, one in EUR to France) and one in June last year. */
async function userWithShipments(request: APIRequestContext) {
  const user = await registerUser(request);
  const tag = Date.now().toString(36).toUpperCase();
  const usd = { currency: "USD", departureDate: today, countryOfDestination: "DE", quantity: "2", unitPrice: "627.50" };
  await shipment(request, user, `AN-${tag}-1`, usd);
  await shipment(request, user, `AN-${tag}-2`, usd);
  await shipment(request, user, `AN-${tag}-3`, {
    currency: "EUR",
    departureDate: today,
    countryOfDestination: "FR",
    quantity: "1",
    unitPrice: "99.99",
  });
  await shipment(request, user, `AN-${tag}-OLD`, { ...usd, departureDate: `${lastYear}-06-15` });
  return { user, tag };
}

async function openAnalytics(page: Page, user: RegisteredUser) {
  await page.goto("/login?next=%2FanalyticsAndReports");
  await signIn(page, user.email, user.password);
  await workspaceReady(page);
  await expect(page.getByRole("heading", { name: "Analytics and reports", level: 1 })).toBeVisible();
}

const card = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** A report table's header labels and its rows' cell texts, as a reader sees them. */
async function tableOf(report: Locator) {
  const table = report.locator("table[data-report-table]");
  await expect(table).toBeVisible();
  const headers = await table.locator("thead th").allInnerTexts();
  const rows: Record<string, string>[] = [];
  for (const row of await table.locator("tbody tr").all()) {
    const cells = await row.locator("th, td").allInnerTexts();
    rows.push(Object.fromEntries(headers.map((h, i) => [h, cells[i]!.trim()])));
  }
  return rows;
}

async function download(page: Page, report: Locator, name: RegExp): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent("download"), report.getByRole("link", { name }).click()]);
  return fs.readFileSync(await file.path());
}

test("A report's chart, table, CSV and XLSX agree; the rows behind link to the shipments", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { user, tag } = await userWithShipments(request);
  await openAnalytics(page, user);

  const value = card(page, "Export value per month");
  // The table: one row per month and currency, money with its own currency.
  await expect(value.locator(`tr[data-row-key="${thisMonth}|USD"]`)).toBeVisible();
  const rows = await tableOf(value);
  expect(rows).toEqual([
    { Month: monthLabel(thisMonth), Currency: "EUR", "Export value": "EUR 99.99", Shipments: "1" },
    { Month: monthLabel(thisMonth), Currency: "USD", "Export value": "USD 2,510.00", Shipments: "2" },
  ]);
  // Totals per currency, never summed across them.
  await expect(value.locator('[data-total="USD.amount"]')).toContainText("USD 2,510.00");
  await expect(value.locator('[data-total="EUR.amount"]')).toContainText("EUR 99.99");

  // The chart: one panel per currency, each with one bar; the tooltip shows the exact figure.
  const figure = value.getByRole("group", { name: /^Chart of Export value per month/ });
  await expect(figure).toHaveAttribute("aria-describedby", /.+/);
  const describedBy = await figure.getAttribute("aria-describedby");
  await expect(value.locator(`table[id="${describedBy}"]`)).toBeVisible();
  await expect(figure.locator("[data-chart-panel]")).toHaveCount(2);
  for (const [currency, text] of [
    ["USD", "Export value: USD 2,510.00"],
    ["EUR", "Export value: EUR 99.99"],
  ] as const) {
    const panel = figure.locator(`[data-chart-panel="${currency}"]`);
    const bars = panel.locator(".recharts-bar-rectangle path");
    await expect(bars).toHaveCount(1);
    await bars.first().hover();
    await expect(panel.locator(".recharts-tooltip-wrapper")).toContainText(text);
  }

  // The CSV: the same rows, amounts as exact decimal strings beside their currency.
  const csv = parse((await download(page, value, /^Download CSV/)).toString("utf8"), { columns: true }) as Record<
    string,
    string
  >[];
  expect(csv).toEqual([
    { Month: thisMonth, Currency: "EUR", "Export value": "99.99", Shipments: "1" },
    { Month: thisMonth, Currency: "USD", "Export value": "2510.00", Shipments: "2" },
  ]);

  // The XLSX: the same rows with typed cells (a month as a date, money as a number with two decimals).
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await download(page, value, /^Download XLSX/)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(["Month", "Currency", "Export value", "Shipments"]);
  const sheetRows = [2, 3].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
  const firstOfMonth = new Date(`${thisMonth}-01T00:00:00Z`);
  expect(sheetRows).toEqual([
    [firstOfMonth, "EUR", 99.99, 1],
    [firstOfMonth, "USD", 2510, 2],
  ]);
  expect(sheet.getRow(3).getCell(3).numFmt).toBe("#,##0.00");
  expect(sheet.rowCount).toBe(3);

  // The rows behind: every shipment counted, each linking to its page.
  await value.getByRole("button", { name: /^Show the rows behind/ }).click();
  const behind = value.locator("table[data-report-details]");
  await expect(behind.getByRole("link")).toHaveCount(3);
  for (const n of [1, 2, 3]) {
    await expect(behind.getByRole("link", { name: `AN-${tag}-${n}`, exact: true })).toHaveAttribute(
      "href",
      /^\/exportdocs\//,
    );
  }
  await expect(behind.getByRole("link", { name: `AN-${tag}-OLD` })).toHaveCount(0);
  await expect(value.getByText("3 records.")).toBeVisible();
  // Every record in a workbook too: its "Rows" sheet lists the same three shipments.
  const all = new ExcelJS.Workbook();
  await all.xlsx.load((await download(page, value, /^Download every record/)) as unknown as ArrayBuffer);
  const records = all.getWorksheet("Rows")!;
  expect(records.rowCount).toBe(4);
  const references = [2, 3, 4].map((n) => String(records.getRow(n).getCell(4).value)).sort();
  expect(references).toEqual([1, 2, 3].map((n) => `AN-${tag}-${n}`));

  // Shipments per month agrees with it: three this month.
  const perMonth = card(page, "Shipments per month");
  await expect(perMonth.locator('[data-total="shipments"]')).toContainText("3");
  await expectNoA11yViolations(page, { where: "/analyticsAndReports" });
});

test("The screen does not move as the reports arrive, and the charts are reachable by keyboard", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { user } = await userWithShipments(request);
  await openAnalytics(page, user);
  // A fresh load, measured from its first paint: every layout shift not caused by input adds up (CLS).
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __moved: string[] };
    w.__shift = 0;
    w.__moved = [];
    type Shift = {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        for (const source of entry.sources) {
          const node = source.node instanceof Element ? source.node : source.node?.parentElement;
          w.__moved.push(
            `${entry.value.toFixed(4)} ${node?.tagName ?? "?"}.${node?.className ?? ""} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
          );
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/analyticsAndReports");
  await workspaceReady(page);
  // Every card has settled: data, empty or error, no skeleton left.
  await expect(page.locator("[data-report] [data-skeleton]")).toHaveCount(0);
  await expect(card(page, "Top destinations").locator("table[data-report-table]")).toBeVisible();
  const { shift, moved } = await page.evaluate(() => {
    const w = window as unknown as { __shift: number; __moved: string[] };
    return { shift: w.__shift, moved: w.__moved };
  });
  expect(shift, moved.join("\n")).toBeLessThan(0.01);

  // The chart takes the focus (Recharts' keyboard layer) and its table is a focusable, named region.
  const destinations = card(page, "Top destinations");
  await destinations.locator(".recharts-surface").focus();
  await expect(destinations.locator(".recharts-surface")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(destinations.locator(".recharts-tooltip-wrapper")).toContainText(/Shipments: \d/);
  await page.keyboard.press("Tab");
  await expect(destinations.getByRole("region", { name: /^Top destinations, / })).toBeFocused();
});

test("The period picker and the filters live in the URL and change the figures; the back button returns", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { user } = await userWithShipments(request);
  await openAnalytics(page, user);
  const perMonth = card(page, "Shipments per month");
  const value = card(page, "Export value per month");
  await expect(perMonth.locator('[data-total="shipments"]')).toContainText("3");

  const controls = page.getByRole("form", { name: "Period and filters" });
  // Custom days, refused with a clear message when they do not make a period (and the URL stays).
  await controls.getByLabel("Custom").check();
  await controls.getByLabel("First day").fill(`${lastYear}-06-30`);
  await controls.getByLabel("Last day").fill(`${lastYear}-06-01`);
  await controls.getByRole("button", { name: "Apply" }).click();
  await expect(controls.getByRole("alert")).toContainText("The last day must be on or after the first day.");
  await expect(controls.getByLabel("Last day")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/analyticsAndReports$/);

  // June last year: the one old shipment.
  await controls.getByLabel("First day").fill(`${lastYear}-06-01`);
  await controls.getByLabel("Last day").fill(`${lastYear}-06-30`);
  await controls.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`period=custom&from=${lastYear}-06-01&to=${lastYear}-06-30`));
  await expect(perMonth.locator('[data-total="shipments"]')).toContainText("1");
  await expect(value.locator(`tr[data-row-key="${lastYear}-06|USD"]`)).toContainText("USD 1,255.00");
  await expect(value.locator("tbody tr")).toHaveCount(1);
  // The downloads carry the same period and the browser's zone (Chromium names Kolkata by its older alias).
  await expect(value.getByRole("link", { name: /^Download CSV/ })).toHaveAttribute(
    "href",
    new RegExp(`from=${lastYear}-06-01&to=${lastYear}-06-30&tz=Asia%2F(Kolkata|Calcutta)&format=csv`),
  );

  // Back: this month again, in the URL, the form and the figures.
  await page.goBack();
  await expect(page).toHaveURL(/\/analyticsAndReports$/);
  await expect(controls.getByLabel("This month")).toBeChecked();
  await expect(perMonth.locator('[data-total="shipments"]')).toContainText("3");

  // A currency filter and the comparison with the period before.
  const currency = controls.getByLabel("Currency");
  if ((await currency.evaluate((el) => el.tagName)) === "SELECT") await currency.selectOption("EUR");
  else await currency.fill("EUR");
  await controls.getByLabel("Compare with previous period").check();
  await controls.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/period=month&compare=previous&currency=EUR$/);
  await expect(perMonth.locator('[data-total="shipments"]')).toContainText("1");
  // Nothing in EUR the month before: the change is the whole figure.
  await expect(perMonth.locator('[data-total="shipments"] [data-change]')).toHaveText(/\+1\s+vs 0/);
  await expect(value.locator("tbody tr")).toHaveCount(1);
  await expect(value.locator(`tr[data-row-key="${thisMonth}|EUR"]`)).toContainText("EUR 99.99");

  // A shared link opens the same view.
  const shared = page.url();
  await page.goto("/dashboard");
  await workspaceReady(page);
  await page.goto(shared);
  await expect(controls.getByLabel("Compare with previous period")).toBeChecked();
  await expect(perMonth.locator('[data-total="shipments"]')).toContainText("1");
});

test("A new user sees an empty state with the way to create a shipment", async ({ page, request }) => {
  const user = await registerUser(request);
  await openAnalytics(page, user);
  const perMonth = card(page, "Shipments per month");
  await expect(perMonth.locator("[data-report-empty]")).toContainText("No shipments in this period");
  await expect(perMonth.getByRole("link", { name: "Create a shipment" })).toHaveAttribute("href", "/exportdocs");
  await expect(card(page, "Receivables ageing").locator("[data-report-empty]")).toBeVisible();
  // Downloads stay offered: an empty report is still a file with its header.
  await expect(perMonth.getByRole("link", { name: /^Download CSV/ })).toBeVisible();
});
