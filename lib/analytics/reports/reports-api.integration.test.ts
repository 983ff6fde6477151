import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as filtersRoute } from "@/app/api/analytics/filters/route";
import { GET as reportRoute } from "@/app/api/reports/[report]/route";
import { PUT as saveDocument } from "@/app/api/shipments/[id]/[x]/route";
import { POST as createShipment } from "@/app/api/shipments/route";
import { PUT as share } from "@/app/api/shipments/share-users/route";
import { PUT as setStatus } from "@/app/api/shipments/status/[id]/route";
import { REPORT_KEYS } from "@/lib/analytics/reports/contract";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call, uniqueIp } from "@/test/http";
import { record } from "@/test/payments";
import { getReport } from "@/test/report-facts";
import { withMailbox } from "@/test/suite-fixtures";

/**
 * The reports over shipments made through the API (the facts are written by the shipment and
 * document writes themselves). Asha's world, by hand:
 *   A1: commercial invoice in USD, departure 2026-03-15, to DE, buyer Acme Ltd, invoice date 2026-03-10,
 *       30 days of credit from the invoice date (due 2026-04-09); lines 10 × 12.50 (HS 6109) and
 *       1 × 1000.00 (HS 8471): 1125.00; paid 125.00 on 2026-03-20. Shared with Sam with the invoice,
 *       with Bina with the packing list only.
 *   A2: commercial invoice in JPY, departure 2026-02-10, to JP, 1 × 150000 (HS 6109); cancelled.
 * Theo is a stranger with nothing shared.
 */
withMailbox();

const Q1 = "?from=2026-01-01&to=2026-03-31";
let asha: TestUser;
let sam: TestUser;
let bina: TestUser;
let theo: TestUser;

async function ok<T = any>(promise: Promise<{ status: number; body: T }>, status = 200): Promise<T> {
  const res = await promise;
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

async function shipment(owner: TestUser, templates: string[], data: Record<string, unknown>): Promise<string> {
  const created = await ok<any>(
    call(createShipment, {
      method: "POST",
      token: owner.token,
      json: { reference: `R-${Math.random().toString(36).slice(2, 10)}`, templates },
    }),
    201,
  );
  const id = created.shipment.id as string;
  await ok(
    call(saveDocument, { method: "PUT", token: owner.token, params: { id, x: "commercial_invoice" }, json: { data } }),
  );
  return id;
}

beforeAll(async () => {
  [asha, sam, bina, theo] = await Promise.all([
    registerTestUser(),
    registerTestUser({ firstName: "Sam", role: "importer" }),
    registerTestUser({ firstName: "Bina", role: "bank" }),
    registerTestUser({ firstName: "Theo", role: "importer" }),
  ]);
  const a1 = await shipment(asha, ["commercial_invoice", "packing_list"], {
    currency: "USD",
    departureDate: "2026-03-15",
    countryOfDestination: "DE",
    buyer: { name: "  Acme Ltd " },
    invoiceDate: "2026-03-10",
    creditDays: 30,
    creditFrom: "invoice_date",
    lineItems: [
      { description: "T-shirts", hsCode: "610910", quantity: "10", unit: "PCS", unitPrice: "12.50" },
      { description: "Laptop", hsCode: "847130", quantity: "1", unit: "PCS", unitPrice: "1000" },
    ],
  });
  const a2 = await shipment(asha, ["commercial_invoice"], {
    currency: "JPY",
    departureDate: "2026-02-10",
    countryOfDestination: "JP",
    lineItems: [{ description: "T-shirts", hsCode: "6109.10", quantity: "1", unit: "PCS", unitPrice: "150000" }],
  });
  await ok(call(setStatus, { method: "PUT", token: asha.token, params: { id: a2 }, json: { status: "cancelled" } }));
  await ok(record(asha, a1, { amount: "125.00", paymentDate: "2026-03-20" }), 201);
  for (const [user, name] of [
    [sam, "commercial_invoice"],
    [bina, "packing_list"],
  ] as const) {
    await ok(
      call(share, {
        method: "PUT",
        token: asha.token,
        json: { shipmentId: a1, email: user.email, forms: [{ name, access: "read" }] },
      }),
    );
  }
});

const rows = (body: { rows: Record<string, unknown>[] }) => body.rows.map(({ key: _key, ...rest }) => rest);

describe("reports over shipments written through the API", () => {
  it("the owner's five reports", async () => {
    expect(rows(await ok(getReport(asha, "shipments_by_month", Q1)))).toEqual([
      { month: "2026-01", shipments: 0 },
      { month: "2026-02", shipments: 1 },
      { month: "2026-03", shipments: 1 },
    ]);
    const value = await ok(getReport(asha, "export_value_by_month", Q1));
    expect(rows(value)).toEqual([{ month: "2026-03", currency: "USD", amount: "1125.00", shipments: 1 }]);
    expect(rows(await ok(getReport(asha, "top_destinations", Q1)))).toEqual([
      { country: "DE", currency: "USD", shipments: 1, amount: "1125.00" },
      { country: "JP", currency: null, shipments: 1, amount: null },
    ]);
    expect(
      rows(await ok(getReport(asha, "top_products", Q1))).map((r) => [
        r.chapter,
        r.currency,
        r.shipments,
        r.lines,
        r.amount,
      ]),
    ).toEqual([
      ["61", "JPY", 1, 1, null],
      ["61", "USD", 1, 1, "125.00"],
      ["84", "USD", 1, 1, "1000.00"],
    ]);
    const ageing = await ok(getReport(asha, "receivables_ageing", Q1));
    expect(rows(ageing)).toEqual([
      { currency: "USD", bucket: "not_due", bucketLabel: "Not yet due", shipments: 1, amount: "1000.00" },
    ]);
    // As of 2026-04-30: 21 days past the 9 April due date.
    const late = await ok(getReport(asha, "receivables_ageing", "?from=2026-04-01&to=2026-04-30&partner=acme%20ltd"));
    expect(late.totals).toEqual({
      asOf: "2026-04-30",
      byCurrency: [{ currency: "USD", outstanding: "1000.00", overdue: "1000.00", shipments: 1 }],
    });
  });

  it("a sharee with the invoice counts its value, without it only the shipment; neither sees receivables; a stranger nothing", async () => {
    expect(rows(await ok(getReport(sam, "export_value_by_month", Q1)))).toEqual([
      { month: "2026-03", currency: "USD", amount: "1125.00", shipments: 1 },
    ]);
    expect((await ok(getReport(bina, "shipments_by_month", Q1))).totals).toEqual({ shipments: 1 });
    expect((await ok(getReport(bina, "export_value_by_month", Q1))).rows).toEqual([]);
    expect(rows(await ok(getReport(bina, "top_destinations", Q1)))).toEqual([
      { country: "DE", currency: null, shipments: 1, amount: null },
    ]);
    expect((await ok(getReport(bina, "top_products", Q1))).rows).toEqual([]);
    for (const user of [sam, bina]) {
      const ageing = await ok(getReport(user, "receivables_ageing", `${Q1}&details=true`));
      expect([ageing.rows, ageing.details, ageing.totals.byCurrency]).toEqual([[], [], []]);
    }
    for (const report of REPORT_KEYS.filter(
      (k) => !["document_cycle_time", "ebl_turnaround", "on_time_arrival", "compliance_findings"].includes(k),
    )) {
      const body = await ok(getReport(theo, report, `${Q1}&details=true`));
      expect(body.details, report).toEqual([]);
      expect(
        body.rows.every((r: { shipments: number }) => r.shipments === 0),
        report,
      ).toBe(true);
    }
  });

  it("the filter options come from the same scope", async () => {
    const own = await ok(call(filtersRoute, { token: asha.token, path: "/api/analytics/filters" }));
    expect(own).toEqual({
      countries: [
        { code: "DE", name: "Germany" },
        { code: "JP", name: "Japan" },
      ],
      currencies: ["JPY", "USD"],
      partners: ["Acme Ltd"],
      statuses: ["draft", "cancelled"],
    });
    expect(await ok(call(filtersRoute, { token: bina.token, path: "/api/analytics/filters" }))).toEqual({
      countries: [{ code: "DE", name: "Germany" }],
      currencies: [],
      partners: ["Acme Ltd"],
      statuses: ["draft"],
    });
    expect(await ok(call(filtersRoute, { token: theo.token, path: "/api/analytics/filters" }))).toEqual({
      countries: [],
      currencies: [],
      partners: [],
      statuses: [],
    });
    expect((await call(filtersRoute, { path: "/api/analytics/filters" })).status).toBe(401);
  });
});

/** The route's raw answer (an xlsx is binary: `call` reads text). */
async function download(user: TestUser, report: string, qs: string): Promise<Response> {
  const request = new NextRequest(new URL(`/api/reports/${report}${qs}`, "http://localhost:3000"), {
    headers: { authorization: `Bearer ${user.token}`, "x-forwarded-for": uniqueIp() },
  });
  return reportRoute(request, { params: Promise.resolve({ report }) });
}

describe("formats", () => {
  it("CSV, XLSX and JSON agree, as attachments named <report>_<from>_<to>", async () => {
    for (const report of ["export_value_by_month", "top_products", "receivables_ageing", "shipments_by_month"]) {
      const json = await ok(getReport(asha, report, `${Q1}&details=true`));
      const csv = await download(asha, report, `${Q1}&format=csv`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="${report}_2026-01-01_2026-03-31.csv"`);
      expect(csv.headers.get("cache-control")).toBe("private, no-store");
      const records = parse(await csv.text()) as string[][];
      expect(records[0]).toEqual(json.columns.map((c: { label: string }) => c.label));
      expect(records.slice(1)).toEqual(
        json.rows.map((r: Record<string, unknown>) =>
          json.columns.map((c: { key: string }) => (r[c.key] === null ? "" : String(r[c.key]))),
        ),
      );

      const xlsx = await download(asha, report, `${Q1}&format=xlsx&details=true`);
      expect(xlsx.headers.get("content-type")).toBe(
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      );
      expect(xlsx.headers.get("content-disposition")).toBe(
        `attachment; filename="${report}_2026-01-01_2026-03-31.xlsx"`,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ExcelJS.Buffer);
      const sheet = workbook.worksheets[0]!;
      json.rows.forEach((r: Record<string, string | number | null>, i: number) => {
        json.columns.forEach((c: { key: string; type: string }, j: number) => {
          const value = sheet.getRow(i + 2).getCell(j + 1).value;
          const cell = r[c.key];
          if (cell === null) expect(value).toBeNull();
          else if (c.type === "month") expect(value).toEqual(new Date(`${cell}-01T00:00:00Z`));
          else if (c.type === "money" || c.type === "integer") expect(value).toBe(Number(cell));
          else expect(value).toBe(cell);
        });
      });
      expect(workbook.getWorksheet("Rows")!.rowCount).toBe(json.details.length + 1);
    }
  });
});

describe("refusals", () => {
  it("an unknown report is a 404 listing the reports", async () => {
    const res = await getReport(asha, "top_secrets", Q1);
    expect(res.status).toBe(404);
    expect(res.body.message).toContain("shipments_by_month, export_value_by_month");
  });

  it("bad query values are 400s naming the field, never 500s", async () => {
    const cases: [string, string][] = [
      ["?from=2026-13-01&to=2026-12-31", "from"],
      ["?from=2026-02-30&to=2026-03-31", "from"],
      ["?from=2026-01-01", "to"],
      ["?to=2026-01-01", "from"],
      ["?from=2026-03-01&to=2026-01-01", "to"],
      ["?from=2000-01-01&to=2026-01-01", "to"],
      ["?from=yesterday&to=2026-01-01", "from"],
      ["?from=0000-01-01&to=0000-01-31", "from"],
      ["?from=0001-01-01&to=0001-01-31&compare=previous", "from"],
      [`${Q1}&tz=`, "tz"],
      // Intl knows it, PostgreSQL's tz database no longer does.
      [`${Q1}&tz=US/Pacific-New`, "tz"],
      [`${Q1}&tz=US/Pacific-New&compare=previous`, "tz"],
      [`${Q1}&tz=Mars/Olympus`, "tz"],
      [`${Q1}&status=lost`, "status"],
      [`${Q1}&country=ZZ`, "country"],
      [`${Q1}&currency=ABC`, "currency"],
      [`${Q1}&format=pdf`, "format"],
      [`${Q1}&details=yes`, "details"],
      [`${Q1}&compare=next`, "compare"],
      [`${Q1}&partner=${"x".repeat(201)}`, "partner"],
      [`${Q1}&partner=a%00b`, "partner"],
      [`${Q1}&limit=5`, ""],
    ];
    for (const [qs, field] of cases) {
      const res = await getReport(asha, "top_products", qs);
      expect(res.status, qs).toBe(400);
      expect(res.body.message, qs).toEqual(expect.any(String));
      if (field)
        expect(
          res.body.issues.map((i: { path: string }) => i.path),
          qs,
        ).toContain(field);
    }
    expect((await getReport(undefined, "top_products", Q1)).status).toBe(401);
  });
});
