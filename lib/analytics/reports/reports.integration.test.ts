import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { openReceivables, receivablesSummary } from "@/lib/analytics/receivables";
import { getDb } from "@/lib/db/client";
import { users } from "@/models";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { getReport, insertFactShipment, insertPayment, insertShare } from "@/test/report-facts";
import { withMailbox } from "@/test/suite-fixtures";

/**
 * Known answers for the five reports, computed by hand from the fixture below (the comments give
 * the arithmetic), never by calling the reports' code.
 *
 * Asha (owner, no zone set) — day = shipment_date, else created_at's date in the zone:
 *   S1 created 2026-03-31T20:00Z (UTC: 31 Mar; Asia/Kolkata +05:30: 1 Apr), DE, USD 1000.00, due 2026-03-01,
 *      paid 300.00 on 10 Mar and 200.00 on 5 Apr; goods 61 (2 lines, 600.00), 62 (1 line, 400.00); partner Müller GmbH
 *   S2 shipment date 2026-03-15, JP, JPY 1500000, due 2026-04-10, paid 5.00 USD (another currency); 61 (1, 1500000)
 *   S3 created 2026-02-01T00:00Z, KW, KWD 1234.567, no due date, draft; 00 (1, 1234.567)
 *   S4 created 2026-02-20T12:00Z, DE, USD 500.00, cancelled; 61 (1, 500.00)
 *   S5 shipment date 2026-02-28, US, USD 90071992547409.93 (2^53 + 1 minor units), due 2025-12-01; 84 (1, same)
 *   S6 shipment date 2026-03-10, US, USD 90071992547409.93, paid in full 20 Mar; 84 (3, same)
 *   S7 created 2026-03-20T00:00Z, no destination, no invoice, in progress
 *   S8 created 2026-04-15T00:00Z, FR, EUR 200.00, due 2026-01-15
 *   S9 created 2025-12-15T00:00Z, DE, USD 300.00, due 2026-01-31
 * Sam (stranger to Asha's data): X1 created 2026-03-05, DE, USD 999.00, due 2026-03-01; Asha shares S1 with
 * its commercial invoice and S2 with its packing list only.
 */
withMailbox();

const BIG = 9_007_199_254_740_993n; // 2^53 + 1
const Q1 = "?from=2026-01-01&to=2026-03-31";
let asha: TestUser;
let sam: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  [asha, sam] = await Promise.all([registerTestUser(), registerTestUser({ firstName: "Sam", role: "importer" })]);
  const a = (ref: string, spec: Omit<Parameters<typeof insertFactShipment>[1], "reference">) =>
    insertFactShipment(asha, { reference: ref, ...spec }).then((id) => (ids[ref] = id));
  await a("S1", {
    createdAt: "2026-03-31T20:00:00Z",
    country: "DE",
    partner: "Müller GmbH",
    currency: "USD",
    invoicedMinor: 100_000n,
    dueDate: "2026-03-01",
    products: { "61": [2, 60_000n], "62": [1, 40_000n] },
  });
  await a("S2", {
    createdAt: "2026-01-10T10:00:00Z",
    shipmentDate: "2026-03-15",
    status: "delivered",
    country: "JP",
    currency: "JPY",
    invoicedMinor: 1_500_000n,
    dueDate: "2026-04-10",
    products: { "61": [1, 1_500_000n] },
  });
  await a("S3", {
    createdAt: "2026-02-01T00:00:00Z",
    status: "draft",
    country: "KW",
    currency: "KWD",
    invoicedMinor: 1_234_567n,
    products: { "00": [1, 1_234_567n] },
  });
  await a("S4", {
    createdAt: "2026-02-20T12:00:00Z",
    status: "cancelled",
    country: "DE",
    currency: "USD",
    invoicedMinor: 50_000n,
    dueDate: "2026-01-01",
    products: { "61": [1, 50_000n] },
  });
  await a("S5", {
    createdAt: "2026-03-01T00:00:00Z",
    shipmentDate: "2026-02-28",
    country: "US",
    currency: "USD",
    invoicedMinor: BIG,
    dueDate: "2025-12-01",
    products: { "84": [1, BIG] },
  });
  await a("S6", {
    createdAt: "2026-03-10T00:00:00Z",
    shipmentDate: "2026-03-10",
    country: "US",
    currency: "USD",
    invoicedMinor: BIG,
    dueDate: "2026-03-15",
    products: { "84": [3, BIG] },
  });
  await a("S7", { createdAt: "2026-03-20T00:00:00Z", status: "in_progress" });
  await a("S8", {
    createdAt: "2026-04-15T00:00:00Z",
    country: "FR",
    currency: "EUR",
    invoicedMinor: 20_000n,
    dueDate: "2026-01-15",
    products: { "61": [1, 20_000n] },
  });
  await a("S9", {
    createdAt: "2025-12-15T00:00:00Z",
    country: "DE",
    currency: "USD",
    invoicedMinor: 30_000n,
    dueDate: "2026-01-31",
  });
  await insertPayment(ids.S1!, "USD", 30_000n, "2026-03-10");
  await insertPayment(ids.S1!, "USD", 20_000n, "2026-04-05");
  await insertPayment(ids.S2!, "USD", 500n, "2026-03-01");
  await insertPayment(ids.S6!, "USD", BIG, "2026-03-20");
  ids.X1 = await insertFactShipment(sam, {
    reference: "X1",
    createdAt: "2026-03-05T00:00:00Z",
    country: "DE",
    currency: "USD",
    invoicedMinor: 99_900n,
    dueDate: "2026-03-01",
  });
  await insertShare(ids.S1!, sam, ["commercial_invoice"]);
  await insertShare(ids.S2!, sam, ["packing_list"]);
});

const ok = async (user: TestUser, report: string, qs: string) => {
  const res = await getReport(user, report, qs);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const rowsOf = (body: { rows: Record<string, unknown>[] }) => body.rows.map(({ key: _key, ...rest }) => rest);

describe("shipments_by_month", () => {
  it("counts each shipment on its day in UTC, every month listed, cancelled included, strangers never", async () => {
    const body = await ok(asha, "shipments_by_month", Q1);
    expect(body).toMatchObject({ report: "shipments_by_month", from: "2026-01-01", to: "2026-03-31", timeZone: "UTC" });
    // Feb: S3, S4 (cancelled), S5 (shipment date 28 Feb); Mar: S1 (31 Mar UTC), S2, S6, S7. X1 is Sam's.
    expect(body.rows).toEqual([
      { key: "2026-01", month: "2026-01", shipments: 0 },
      { key: "2026-02", month: "2026-02", shipments: 3 },
      { key: "2026-03", month: "2026-03", shipments: 4 },
    ]);
    expect(body.totals).toEqual({ shipments: 7 });
  });

  it("counts on the day in Asia/Kolkata: S1 (20:00Z on 31 March) moves to April", async () => {
    const q1 = await ok(asha, "shipments_by_month", `${Q1}&tz=Asia/Kolkata`);
    expect(q1.timeZone).toBe("Asia/Kolkata");
    expect(rowsOf(q1)).toEqual([
      { month: "2026-01", shipments: 0 },
      { month: "2026-02", shipments: 3 },
      { month: "2026-03", shipments: 3 },
    ]);
    const april = "?from=2026-04-01&to=2026-04-30";
    expect((await ok(asha, "shipments_by_month", `${april}&tz=Asia/Kolkata`)).totals).toEqual({ shipments: 2 }); // S1, S8
    expect((await ok(asha, "shipments_by_month", april)).totals).toEqual({ shipments: 1 }); // S8
  });

  it("the user's own zone wins over the tz the browser sends", async () => {
    const db = await getDb();
    await db.update(users).set({ timeZone: "Asia/Kolkata" }).where(eq(users.id, asha.id));
    try {
      const body = await ok(asha, "shipments_by_month", `${Q1}&tz=UTC`);
      expect(body.timeZone).toBe("Asia/Kolkata");
      expect(body.totals).toEqual({ shipments: 6 });
    } finally {
      await db.update(users).set({ timeZone: null }).where(eq(users.id, asha.id));
    }
  });

  it("filters by status, currency, country and partner; compare=previous adds the period before", async () => {
    const months = async (qs: string) =>
      rowsOf(await ok(asha, "shipments_by_month", `${Q1}${qs}`)).map((r) => r.shipments);
    expect(await months("&status=shipped,delivered")).toEqual([0, 1, 3]); // S5 | S1, S2, S6
    expect(await months("&currency=usd")).toEqual([0, 2, 2]); // S4, S5 | S1, S6
    expect(await months("&country=de")).toEqual([0, 1, 1]); // S4 | S1
    expect(await months("&partner=M%C3%9CLLER%20GMBH")).toEqual([0, 0, 1]); // S1
    const compared = await ok(asha, "shipments_by_month", `${Q1}&compare=previous`);
    // 90 days; the 90 before: 2025-10-03..2025-12-31, holding S9.
    expect(compared.comparison).toEqual({ from: "2025-10-03", to: "2025-12-31", totals: { shipments: 1 } });
  });
});

describe("export_value_by_month", () => {
  it("sums exactly per month and currency (JPY 0 digits, KWD 3, USD past 2^53), cancelled left out", async () => {
    const body = await ok(asha, "export_value_by_month", Q1);
    expect(body.rows).toEqual([
      { key: "2026-02|KWD", month: "2026-02", currency: "KWD", amount: "1234.567", shipments: 1 },
      { key: "2026-02|USD", month: "2026-02", currency: "USD", amount: "90071992547409.93", shipments: 1 },
      { key: "2026-03|JPY", month: "2026-03", currency: "JPY", amount: "1500000", shipments: 1 },
      // S1 100000 + S6 9007199254740993 = 9007199254840993 minor units
      { key: "2026-03|USD", month: "2026-03", currency: "USD", amount: "90071992548409.93", shipments: 2 },
    ]);
    expect(body.totals).toEqual({
      byCurrency: [
        { currency: "JPY", amount: "1500000", shipments: 1 },
        { currency: "KWD", amount: "1234.567", shipments: 1 },
        // 2 × 9007199254740993 + 100000 = 18014398509581986
        { currency: "USD", amount: "180143985095819.86", shipments: 3 },
      ],
    });
    const compared = await ok(asha, "export_value_by_month", `${Q1}&compare=previous`);
    expect(compared.comparison.totals).toEqual({ byCurrency: [{ currency: "USD", amount: "300.00", shipments: 1 }] });
  });
});

describe("top_destinations", () => {
  it("ranks countries by shipments (ties by code), value per currency, no value for cancelled or unknown", async () => {
    const body = await ok(asha, "top_destinations", Q1);
    expect(body.rows).toEqual([
      { key: "DE|USD", country: "DE", currency: "USD", shipments: 1, amount: "1000.00" },
      { key: "DE|none", country: "DE", currency: null, shipments: 1, amount: null },
      { key: "US|USD", country: "US", currency: "USD", shipments: 2, amount: "180143985094819.86" },
      { key: "JP|JPY", country: "JP", currency: "JPY", shipments: 1, amount: "1500000" },
      { key: "KW|KWD", country: "KW", currency: "KWD", shipments: 1, amount: "1234.567" },
      { key: "unknown|none", country: "unknown", currency: null, shipments: 1, amount: null },
    ]);
    expect(body.totals).toEqual({
      shipments: 7,
      byCurrency: [
        { currency: "JPY", amount: "1500000", shipments: 1 },
        { currency: "KWD", amount: "1234.567", shipments: 1 },
        { currency: "USD", amount: "180143985095819.86", shipments: 3 },
      ],
    });
    const cancelled = await ok(asha, "top_destinations", `${Q1}&status=cancelled`);
    expect(rowsOf(cancelled)).toEqual([{ country: "DE", currency: null, shipments: 1, amount: null }]);
  });
});

describe("top_products", () => {
  it("ranks HS chapters by shipments with lines and value; cancelled lines count without value", async () => {
    const body = await ok(asha, "top_products", Q1);
    expect(body.rows).toEqual([
      {
        key: "61|JPY",
        chapter: "61",
        chapterTitle: "Apparel and clothing accessories; knitted or crocheted",
        currency: "JPY",
        shipments: 1,
        lines: 1,
        amount: "1500000",
      },
      // S1 (2 lines, 600.00) and S4 (cancelled: 1 line, no value)
      {
        key: "61|USD",
        chapter: "61",
        chapterTitle: "Apparel and clothing accessories; knitted or crocheted",
        currency: "USD",
        shipments: 2,
        lines: 3,
        amount: "600.00",
      },
      {
        key: "84|USD",
        chapter: "84",
        chapterTitle: "Machinery and mechanical appliances, boilers, nuclear reactors; parts thereof",
        currency: "USD",
        shipments: 2,
        lines: 4,
        amount: "180143985094819.86",
      },
      {
        key: "00|KWD",
        chapter: "00",
        chapterTitle: "No HS code",
        currency: "KWD",
        shipments: 1,
        lines: 1,
        amount: "1234.567",
      },
      {
        key: "62|USD",
        chapter: "62",
        chapterTitle: expect.stringMatching(/^Apparel and clothing accessories; not knitted/),
        currency: "USD",
        shipments: 1,
        lines: 1,
        amount: "400.00",
      },
    ]);
    expect(body.totals).toEqual({
      shipments: 6, // S1..S6, S1 once though in two chapters
      lines: 10,
      byCurrency: [
        { currency: "JPY", amount: "1500000", shipments: 1 },
        { currency: "KWD", amount: "1234.567", shipments: 1 },
        // 60000 + 40000 + 2 × 9007199254740993; S1, S5, S6
        { currency: "USD", amount: "180143985095819.86", shipments: 3 },
      ],
    });
  });
});

describe("receivables_ageing", () => {
  it("ages what is owed as of the period's end, per currency and bucket", async () => {
    const body = await ok(asha, "receivables_ageing", Q1);
    expect(body.rows).toEqual([
      // S8: 15 Jan → 31 Mar = 75 days
      {
        key: "EUR|d61_90",
        currency: "EUR",
        bucket: "d61_90",
        bucketLabel: "61–90 days past due",
        shipments: 1,
        amount: "200.00",
      },
      // S2: due 10 Apr; the 5.00 USD paid does not reduce a JPY invoice
      {
        key: "JPY|not_due",
        currency: "JPY",
        bucket: "not_due",
        bucketLabel: "Not yet due",
        shipments: 1,
        amount: "1500000",
      },
      {
        key: "KWD|no_due_date",
        currency: "KWD",
        bucket: "no_due_date",
        bucketLabel: "No due date",
        shipments: 1,
        amount: "1234.567",
      },
      // S1: 1 Mar → 31 Mar = 30 days; 1000.00 − 300.00 (the 5 Apr payment is after the as-of date)
      {
        key: "USD|d0_30",
        currency: "USD",
        bucket: "d0_30",
        bucketLabel: "0–30 days past due",
        shipments: 1,
        amount: "700.00",
      },
      // S9: 31 Jan → 31 Mar = 59 days
      {
        key: "USD|d31_60",
        currency: "USD",
        bucket: "d31_60",
        bucketLabel: "31–60 days past due",
        shipments: 1,
        amount: "300.00",
      },
      // S5: 1 Dec → 31 Mar = 120 days. S6 is paid, S4 cancelled, S7 has no invoice.
      {
        key: "USD|over_90",
        currency: "USD",
        bucket: "over_90",
        bucketLabel: "Over 90 days past due",
        shipments: 1,
        amount: "90071992547409.93",
      },
    ]);
    expect(body.totals).toEqual({
      asOf: "2026-03-31",
      byCurrency: [
        { currency: "EUR", outstanding: "200.00", overdue: "200.00", shipments: 1 },
        { currency: "JPY", outstanding: "1500000", overdue: "0", shipments: 1 },
        { currency: "KWD", outstanding: "1234.567", overdue: "0.000", shipments: 1 },
        // 70000 + 30000 + 9007199254740993
        { currency: "USD", outstanding: "90071992548409.93", overdue: "90071992548409.93", shipments: 3 },
      ],
    });
    // As of 10 Apr: S1 has 500.00 left (41 days: d31_60), S2 is due that day (0 days: d0_30).
    const april = await ok(asha, "receivables_ageing", "?from=2026-04-01&to=2026-04-10&currency=JPY");
    expect(rowsOf(april)).toEqual([
      { currency: "JPY", bucket: "d0_30", bucketLabel: "0–30 days past due", shipments: 1, amount: "1500000" },
    ]);
    const s1 = await ok(asha, "receivables_ageing", "?from=2026-04-01&to=2026-04-10&partner=m%C3%BCller%20gmbh");
    expect(rowsOf(s1)).toEqual([
      { currency: "USD", bucket: "d31_60", bucketLabel: "31–60 days past due", shipments: 1, amount: "500.00" },
    ]);
  });
});

describe("whose data", () => {
  it("a sharee counts shared shipments, their value only with the invoice shared, and never the owner's receivables", async () => {
    expect((await ok(sam, "shipments_by_month", Q1)).rows.map((r: { shipments: number }) => r.shipments)).toEqual([
      0, 0, 3,
    ]); // X1, S1, S2
    expect((await ok(sam, "export_value_by_month", Q1)).rows).toEqual([
      { key: "2026-03|USD", month: "2026-03", currency: "USD", amount: "1999.00", shipments: 2 }, // X1 + S1; S2's invoice is not shared
    ]);
    expect(rowsOf(await ok(sam, "top_destinations", Q1))).toEqual([
      { country: "DE", currency: "USD", shipments: 2, amount: "1999.00" },
      { country: "JP", currency: null, shipments: 1, amount: null },
    ]);
    expect(
      rowsOf(await ok(sam, "top_products", Q1)).map((r) => [r.chapter, r.currency, r.shipments, r.amount]),
    ).toEqual([
      ["61", "USD", 1, "600.00"],
      ["62", "USD", 1, "400.00"],
    ]);
    // S2's invoice (JPY) is not shared with Sam: filtering on its currency must not reveal it.
    expect((await ok(sam, "shipments_by_month", `${Q1}&currency=JPY`)).totals).toEqual({ shipments: 0 });
    expect((await ok(sam, "shipments_by_month", `${Q1}&currency=USD`)).totals).toEqual({ shipments: 2 }); // X1, S1
    const receivables = await ok(sam, "receivables_ageing", Q1);
    expect(rowsOf(receivables)).toEqual([
      { currency: "USD", bucket: "d0_30", bucketLabel: "0–30 days past due", shipments: 1, amount: "999.00" },
    ]);
    const detail = await ok(sam, "receivables_ageing", `${Q1}&details=true`);
    expect(detail.details.map((d: { reference: string }) => d.reference)).toEqual(["X1"]);
  });
});

type Detail = { rowKey: string; id: string; values: Record<string, string | number | null> };
const add = (a: string, b: string | number | null | undefined) => {
  // Decimal strings of one currency have the same digits: add them as integers of minor units.
  if (b === null || b === undefined) return a;
  const digits = String(b).split(".")[1]?.length ?? 0;
  const total = BigInt(a.replace(".", "")) + BigInt(String(b).replace(".", ""));
  const text = total.toString().padStart(digits + 1, "0");
  return digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
};

describe("details", () => {
  it("every figure of every row is recomputed from the records the report lists", async () => {
    for (const qs of [Q1, `${Q1}&tz=Asia/Kolkata`, "?from=2025-12-01&to=2026-04-30"]) {
      const byMonth = await ok(asha, "shipments_by_month", `${qs}&details=true`);
      for (const row of byMonth.rows) {
        expect(byMonth.details.filter((d: Detail) => d.rowKey === row.key).length, row.key).toBe(row.shipments);
      }
      for (const report of ["export_value_by_month", "top_destinations", "top_products"]) {
        const body = await ok(asha, report, `${qs}&details=true`);
        expect(body.details.length).toBeGreaterThan(0);
        for (const row of body.rows) {
          const records: Detail[] = body.details.filter((d: Detail) => d.rowKey === row.key);
          expect(new Set(records.map((d) => d.id)).size, `${report} ${row.key}`).toBe(row.shipments);
          if (report === "top_products")
            expect(records.reduce((n, d) => n + Number(d.values.lines), 0)).toBe(row.lines);
          const amounts = records.map((d) => d.values.amount).filter((v) => v !== null);
          const expected =
            amounts.length === 0
              ? null
              : amounts.reduce<string>(
                  (s, v) => add(s, v),
                  amounts[0] === undefined ? "0" : String(amounts[0]).replace(/\d/g, "0"),
                );
          expect(row.amount, `${report} ${row.key}`).toBe(expected);
        }
      }
      const ageing = await ok(asha, "receivables_ageing", `${qs}&details=true`);
      for (const row of ageing.rows) {
        const records: Detail[] = ageing.details.filter((d: Detail) => d.rowKey === row.key);
        expect(records.length).toBe(row.shipments);
        for (const r of records) {
          // outstanding = invoiced − paid, each record's own figures
          expect(add(String(r.values.paid), r.values.outstanding)).toBe(r.values.invoiced);
        }
        expect(records.reduce((s, r) => add(s, r.values.outstanding), String(row.amount).replace(/\d/g, "0"))).toBe(
          row.amount,
        );
      }
    }
  });
});

describe("lib/analytics/receivables.ts (the dashboard's and the weekly mail's figures)", () => {
  it("lists each open receivable and sums outstanding and overdue per currency", async () => {
    const db = await getDb();
    const open = await openReceivables({ db, ownerId: asha.id, asOf: "2026-03-31" });
    expect(
      open.map((r) => [
        r.reference,
        r.currency,
        r.invoicedMinor,
        r.paidMinor,
        r.outstandingMinor,
        r.dueDate,
        r.daysPastDue,
        r.bucket,
      ]),
    ).toEqual([
      ["S5", "USD", BIG, 0n, BIG, "2025-12-01", 120, "over_90"],
      ["S8", "EUR", 20_000n, 0n, 20_000n, "2026-01-15", 75, "d61_90"],
      ["S9", "USD", 30_000n, 0n, 30_000n, "2026-01-31", 59, "d31_60"],
      ["S1", "USD", 100_000n, 30_000n, 70_000n, "2026-03-01", 30, "d0_30"],
      ["S2", "JPY", 1_500_000n, 0n, 1_500_000n, "2026-04-10", -10, "not_due"],
      ["S3", "KWD", 1_234_567n, 0n, 1_234_567n, null, null, "no_due_date"],
    ]);
    expect(await receivablesSummary({ db, ownerId: asha.id, asOf: "2026-03-31" })).toEqual([
      { currency: "EUR", outstanding: "200.00", overdue: "200.00", shipments: 1, overdueShipments: 1 },
      { currency: "JPY", outstanding: "1500000", overdue: "0", shipments: 1, overdueShipments: 0 },
      { currency: "KWD", outstanding: "1234.567", overdue: "0.000", shipments: 1, overdueShipments: 0 },
      {
        currency: "USD",
        outstanding: "90071992548409.93",
        overdue: "90071992548409.93",
        shipments: 3,
        overdueShipments: 3,
      },
    ]);
    // As of 2026-04-05 the second S1 payment counts: 500.00 left, 35 days past due.
    const later = await openReceivables({
      db,
      ownerId: asha.id,
      asOf: "2026-04-05",
      filters: { partner: "Müller GmbH" },
    });
    expect(later.map((r) => [r.outstandingMinor, r.daysPastDue, r.bucket])).toEqual([[50_000n, 35, "d31_60"]]);
    expect(await receivablesSummary({ db, ownerId: sam.id, asOf: "2026-03-31" })).toEqual([
      { currency: "USD", outstanding: "999.00", overdue: "999.00", shipments: 1, overdueShipments: 1 },
    ]);
  });
});
