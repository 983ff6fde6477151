import { beforeAll, describe, expect, it } from "vitest";
import { GET as summaryRoute } from "@/app/api/analytics/summary/route";
import { GET as reportRoute } from "@/app/api/reports/[report]/route";
import { currencyMinorDigits } from "@/lib/reference/currencies";
import type { TestUser } from "@/test/accounts";
import { buildAnalyticsWorld, type World } from "@/test/analytics-world";
import { call } from "@/test/http";
import { withMailbox, withTemporaryBlobStore } from "@/test/suite-fixtures";
import { REPORT_KEYS, type Report, type ReportKey } from "./reports/contract";

/**
 * Known answers (issue 21): the world of test/analytics-world.ts, a year of one exporter's
 * activity, and every report's figures written BY HAND from SPEC21.md's definitions (each number
 * is derived in a comment from the world's table), never by calling the code under test. Then:
 * every figure recomputed from the records the report lists (details=true), and what a stranger
 * and a sharee see.
 */
withTemporaryBlobStore("analytics-known");
withMailbox();

let w: World;
beforeAll(async () => {
  w = await buildAnalyticsWorld();
}, 600_000);

const YEAR = "from=2025-12-01&to=2026-11-30";

async function report(user: TestUser, key: ReportKey, qs: string): Promise<Report> {
  const res = await call(reportRoute, {
    token: user.token,
    params: { report: key },
    path: `/api/reports/${key}?${qs}`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Report;
}

/** Rows without their stable key, sorted by it (the order of rows is the report's to choose). */
const byKey = (rows: Report["rows"]) => [...rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
const withoutKey = (rows: Report["rows"]) => byKey(rows).map(({ key: _key, ...rest }) => rest);
const currencies = (list: unknown) =>
  [...(list as { currency: string }[])].sort((a, b) => a.currency.localeCompare(b.currency));

const MONTHS = [
  "2025-12",
  "2026-01",
  "2026-02",
  "2026-03",
  "2026-04",
  "2026-05",
  "2026-06",
  "2026-07",
  "2026-08",
  "2026-09",
  "2026-10",
  "2026-11",
];
const monthRows = (counts: Record<string, number>) =>
  MONTHS.map((month) => ({ key: month, month, shipments: counts[month] ?? 0 }));

describe("known answers, by hand", () => {
  it("shipments_by_month: each shipment on its day in the reader's zone", async () => {
    // UTC: S03 12-15, S04 01-20, S05 02-10, S01 (no departure, created 03-31T20:00Z) 03-31,
    // S06 04-15, S07 05-05 (cancelled: still a shipment), S08 06-20, none in July, S09 08-03,
    // S10 09-09, S11 (a proforma: created 10-01T08:00Z) 10-01, S02 (created 11-01T03:30Z) 11-01.
    // S12 (2025-11-20) is outside: 11.
    const utc = await report(w.owner, "shipments_by_month", YEAR);
    expect(utc.timeZone).toBe("UTC");
    expect(utc.rows).toEqual(
      monthRows({
        "2025-12": 1,
        "2026-01": 1,
        "2026-02": 1,
        "2026-03": 1,
        "2026-04": 1,
        "2026-05": 1,
        "2026-06": 1,
        "2026-08": 1,
        "2026-09": 1,
        "2026-10": 1,
        "2026-11": 1,
      }),
    );
    expect(utc.totals).toEqual({ shipments: 11 });

    // Kolkata (+05:30): S01's 2026-03-31T20:00Z is 2026-04-01 01:30, so March 0, April 2.
    const ist = await report(w.owner, "shipments_by_month", `${YEAR}&tz=Asia/Kolkata`);
    expect(ist.timeZone).toBe("Asia/Kolkata");
    expect(ist.rows).toEqual(
      monthRows({
        "2025-12": 1,
        "2026-01": 1,
        "2026-02": 1,
        "2026-04": 2,
        "2026-05": 1,
        "2026-06": 1,
        "2026-08": 1,
        "2026-09": 1,
        "2026-10": 1,
        "2026-11": 1,
      }),
    );
    expect(ist.totals).toEqual({ shipments: 11 });

    // New York: S01 is 2026-03-31 16:00 EDT (March); S02's 2026-11-01T03:30Z is 2026-10-31 23:30
    // EDT (DST ends at 06:00Z that day), so October 2, November 0.
    const ny = await report(w.owner, "shipments_by_month", `${YEAR}&tz=America/New_York`);
    expect(ny.rows).toEqual(
      monthRows({
        "2025-12": 1,
        "2026-01": 1,
        "2026-02": 1,
        "2026-03": 1,
        "2026-04": 1,
        "2026-05": 1,
        "2026-06": 1,
        "2026-08": 1,
        "2026-09": 1,
        "2026-10": 2,
      }),
    );
    expect(ny.totals).toEqual({ shipments: 11 });

    // One day, 2026-11-01: UTC has S02; New York has nothing (its S02 is on 10-31).
    expect((await report(w.owner, "shipments_by_month", "from=2026-11-01&to=2026-11-01")).totals).toEqual({
      shipments: 1,
    });
    expect(
      (await report(w.owner, "shipments_by_month", "from=2026-11-01&to=2026-11-01&tz=America/New_York")).totals,
    ).toEqual({ shipments: 0 });

    // The Kolkata sharee (setting wins over tz): S03 Dec, S04 Jan, S01 April (their day). 3.
    const k = await report(w.kolkata, "shipments_by_month", `${YEAR}&tz=America/New_York`);
    expect(k.timeZone).toBe("Asia/Kolkata");
    expect(k.rows).toEqual(monthRows({ "2025-12": 1, "2026-01": 1, "2026-04": 1 }));
    // The New York sharee: S01 on 2026-03-31.
    const n = await report(w.newYork, "shipments_by_month", YEAR);
    expect(n.timeZone).toBe("America/New_York");
    expect(n.rows).toEqual(monthRows({ "2026-03": 1 }));
  });

  it("export_value_by_month: visible invoiced totals per month and currency, cancelled and value-less left out", async () => {
    const r = await report(w.owner, "export_value_by_month", YEAR);
    // S03 1000 × 1500 JPY; S04 850.00 + 155.00; S05 1200.00 + 50.00 freight; S01 100 × 5.00;
    // S06 20 × 99.99; S07 cancelled (out); S08 5 × 100.00; S09 3 × 45000; S10 no currency (out);
    // S11 the proforma's 10 × 20.00; S02 125.00 + 160.00.
    expect(withoutKey(r.rows)).toEqual([
      { month: "2025-12", currency: "JPY", amount: "1500000", shipments: 1 },
      { month: "2026-01", currency: "USD", amount: "1005.00", shipments: 1 },
      { month: "2026-02", currency: "USD", amount: "1250.00", shipments: 1 },
      { month: "2026-03", currency: "USD", amount: "500.00", shipments: 1 },
      { month: "2026-04", currency: "EUR", amount: "1999.80", shipments: 1 },
      { month: "2026-06", currency: "USD", amount: "500.00", shipments: 1 },
      { month: "2026-08", currency: "JPY", amount: "135000", shipments: 1 },
      { month: "2026-10", currency: "EUR", amount: "200.00", shipments: 1 },
      { month: "2026-11", currency: "EUR", amount: "285.00", shipments: 1 },
    ]);
    expect(byKey(r.rows).map((row) => row.key)).toEqual([
      "2025-12|JPY",
      "2026-01|USD",
      "2026-02|USD",
      "2026-03|USD",
      "2026-04|EUR",
      "2026-06|USD",
      "2026-08|JPY",
      "2026-10|EUR",
      "2026-11|EUR",
    ]);
    // EUR 1999.80 + 200.00 + 285.00 = 2484.80 (3); JPY 1500000 + 135000 = 1635000 (2);
    // USD 1005.00 + 1250.00 + 500.00 + 500.00 = 3255.00 (4).
    expect(currencies(r.totals.byCurrency)).toEqual([
      { currency: "EUR", amount: "2484.80", shipments: 3 },
      { currency: "JPY", amount: "1635000", shipments: 2 },
      { currency: "USD", amount: "3255.00", shipments: 4 },
    ]);

    // compare=previous over Q1 2026 (90 days): previous 2025-10-03..2025-12-31 holds S03 (JPY
    // 1500000) and S12 (USD 100.00).
    const q1 = await report(w.owner, "export_value_by_month", "from=2026-01-01&to=2026-03-31&compare=previous");
    expect(currencies(q1.totals.byCurrency)).toEqual([{ currency: "USD", amount: "2755.00", shipments: 3 }]);
    expect(q1.comparison).toMatchObject({ from: "2025-10-03", to: "2025-12-31" });
    expect(currencies(q1.comparison!.totals.byCurrency)).toEqual([
      { currency: "JPY", amount: "1500000", shipments: 1 },
      { currency: "USD", amount: "100.00", shipments: 1 },
    ]);

    // Filters: partner "HANSE IMPORTS GMBH" is S01, S05 and S06 (" hanse imports gmbh " trimmed).
    const hanse = await report(w.owner, "export_value_by_month", `${YEAR}&partner=HANSE%20IMPORTS%20GMBH`);
    expect(currencies(hanse.totals.byCurrency)).toEqual([
      { currency: "EUR", amount: "1999.80", shipments: 1 },
      { currency: "USD", amount: "1750.00", shipments: 2 },
    ]);
    // currency=JPY and country=JP: S03 and S09.
    const jpy = await report(w.owner, "export_value_by_month", `${YEAR}&currency=JPY&country=JP`);
    expect(currencies(jpy.totals.byCurrency)).toEqual([{ currency: "JPY", amount: "1635000", shipments: 2 }]);

    // The Kolkata sharee: S03's and S01's invoices are shared (value), S04's is not (no value).
    const k = await report(w.kolkata, "export_value_by_month", YEAR);
    expect(withoutKey(k.rows)).toEqual([
      { month: "2025-12", currency: "JPY", amount: "1500000", shipments: 1 },
      { month: "2026-04", currency: "USD", amount: "500.00", shipments: 1 },
    ]);
  });

  it("top_destinations: per country and currency, value-less and cancelled shipments without a currency", async () => {
    const r = await report(w.owner, "top_destinations", YEAR);
    // DE: S01 500.00 + S05 1250.00 USD, S06 1999.80 EUR; FR: S02 285.00 + S11 200.00 EUR;
    // JP: S03 + S09 JPY; US: S04 (S12 is outside); NL: S08 (from the port of discharge NLRTM);
    // AE: S07 cancelled (no value); GB: S10 (no currency).
    const rows = r.rows.map(({ key: _k, ...rest }) => rest);
    expect(rows).toHaveLength(8);
    expect(rows).toEqual(
      expect.arrayContaining([
        { country: "DE", currency: "USD", shipments: 2, amount: "1750.00" },
        { country: "DE", currency: "EUR", shipments: 1, amount: "1999.80" },
        { country: "FR", currency: "EUR", shipments: 2, amount: "485.00" },
        { country: "JP", currency: "JPY", shipments: 2, amount: "1635000" },
        { country: "US", currency: "USD", shipments: 1, amount: "1005.00" },
        { country: "NL", currency: "USD", shipments: 1, amount: "500.00" },
        { country: "AE", currency: null, shipments: 1, amount: null },
        { country: "GB", currency: null, shipments: 1, amount: null },
      ]),
    );
    expect(r.totals.shipments).toBe(11);
    expect(currencies(r.totals.byCurrency)).toEqual([
      expect.objectContaining({ currency: "EUR", amount: "2484.80" }),
      expect.objectContaining({ currency: "JPY", amount: "1635000" }),
      expect.objectContaining({ currency: "USD", amount: "3255.00" }),
    ]);
  });

  it("top_products: per HS chapter and currency, line amounts (not charges)", async () => {
    const r = await report(w.owner, "top_products", YEAR);
    // 61 USD: S01 500.00 + S04 850.00 + S05 1200.00 (its 50.00 freight is no line) = 2550.00,
    // and S07, cancelled, counted as a shipment with its line but without value: 4 shipments,
    // 4 lines; 61 JPY: S03; 61 EUR: S11's proforma 200.00; 61 without currency: S10 (its invoice
    // is visible, it has no total); 62/42: S02's two lines; 52: S04's second line; 94: S06;
    // 00: S08's line without an HS code; 85: S09.
    const rows = r.rows.map(({ key: _k, chapterTitle: _t, ...rest }) => rest);
    expect(rows).toHaveLength(10);
    expect(rows).toEqual(
      expect.arrayContaining([
        { chapter: "61", currency: "USD", shipments: 4, lines: 4, amount: "2550.00" },
        { chapter: "61", currency: "JPY", shipments: 1, lines: 1, amount: "1500000" },
        { chapter: "61", currency: "EUR", shipments: 1, lines: 1, amount: "200.00" },
        { chapter: "61", currency: null, shipments: 1, lines: 1, amount: null },
        { chapter: "62", currency: "EUR", shipments: 1, lines: 1, amount: "125.00" },
        { chapter: "42", currency: "EUR", shipments: 1, lines: 1, amount: "160.00" },
        { chapter: "52", currency: "USD", shipments: 1, lines: 1, amount: "155.00" },
        { chapter: "94", currency: "EUR", shipments: 1, lines: 1, amount: "1999.80" },
        { chapter: "00", currency: "USD", shipments: 1, lines: 1, amount: "500.00" },
        { chapter: "85", currency: "JPY", shipments: 1, lines: 1, amount: "135000" },
      ]),
    );
    // Chapter 61 is in 7 shipments (S01, S03, S04, S05, S07, S10, S11): it comes first.
    expect(r.rows[0]!.chapter).toBe("61");
    expect(r.rows.find((row) => row.key === "61|USD")).toBeDefined();
    // 11 distinct shipments (S01–S11); lines: one each, plus S02's and S04's second = 13.
    // Valued: USD 2550.00 + 155.00 + 500.00 = 3205.00 over S01, S04, S05, S08 (S07 cancelled);
    // EUR 200.00 + 125.00 + 160.00 + 1999.80 = 2484.80 over S02, S06, S11; JPY S03 + S09.
    expect(r.totals).toEqual({
      shipments: 11,
      lines: 13,
      byCurrency: [
        { currency: "EUR", amount: "2484.80", shipments: 3 },
        { currency: "JPY", amount: "1635000", shipments: 2 },
        { currency: "USD", amount: "3205.00", shipments: 4 },
      ],
    });
  });

  it("document_cycle_time: created → finalised, percentile_cont over the period's documents in the zone", async () => {
    const r = await report(w.owner, "document_cycle_time", YEAR);
    // Invoices: S01 2.5 h, S04 18 h, S03 48 h, S06 48 h: median (18 + 48) / 2 = 33; p90 at
    // position 0.9 × 3 = 2.7 between 48 and 48 = 48. Packing list: S04 120 h.
    const rows = Object.fromEntries(r.rows.map((row) => [row.key, row]));
    expect(rows.commercial_invoice).toMatchObject({
      template: "commercial_invoice",
      documents: 4,
      medianHours: "33.00",
      p90Hours: "48.00",
    });
    expect(rows.packing_list).toMatchObject({
      template: "packing_list",
      documents: 1,
      medianHours: "120.00",
      p90Hours: "120.00",
    });
    expect(r.rows).toHaveLength(2);
    // All five: 2.5, 18, 48, 48, 120: median 48; p90 at 3.6: 48 + 0.6 × 72 = 91.2.
    expect(r.totals).toEqual({ documents: 5, medianHours: "48.00", p90Hours: "91.20" });

    // March 2026: UTC holds S01's invoice (finalised 03-31T22:30Z); Kolkata sees it on 04-01.
    expect((await report(w.owner, "document_cycle_time", "from=2026-03-01&to=2026-03-31")).totals).toEqual({
      documents: 1,
      medianHours: "2.50",
      p90Hours: "2.50",
    });
    expect(
      (await report(w.owner, "document_cycle_time", "from=2026-03-01&to=2026-03-31&tz=Asia/Kolkata")).totals,
    ).toMatchObject({ documents: 0 });
    // New York, a month with a DST change: S06's 2026-04-01T04:30Z is 04-01 00:30 EDT (April;
    // an EST offset would put it in March). March: S01 only; April: S06 only (48 h).
    expect(
      (await report(w.owner, "document_cycle_time", "from=2026-03-01&to=2026-03-31&tz=America/New_York")).totals,
    ).toEqual({ documents: 1, medianHours: "2.50", p90Hours: "2.50" });
    expect(
      (await report(w.owner, "document_cycle_time", "from=2026-04-01&to=2026-04-30&tz=America/New_York")).totals,
    ).toEqual({ documents: 1, medianHours: "48.00", p90Hours: "48.00" });

    // The Kolkata sharee: only the documents shared: S01 and S03 invoices, S04 packing list.
    // Invoices 2.5, 48: median 25.25, p90 2.5 + 0.9 × 45.5 = 43.45. All: 2.5, 48, 120: median 48,
    // p90 at 1.8: 48 + 0.8 × 72 = 105.6.
    const k = await report(w.kolkata, "document_cycle_time", YEAR);
    const kRows = Object.fromEntries(k.rows.map((row) => [row.key, row]));
    expect(kRows.commercial_invoice).toMatchObject({ documents: 2, medianHours: "25.25", p90Hours: "43.45" });
    expect(kRows.packing_list).toMatchObject({ documents: 1, medianHours: "120.00" });
    expect(k.totals).toEqual({ documents: 3, medianHours: "48.00", p90Hours: "105.60" });
  });

  it("ebl_turnaround: issue → accepted surrender, and the time each party held it", async () => {
    // Issued 06-01T00:00Z, transferred 06-11T12:00Z, surrendered 06-20T00:00Z, accepted 06-21T00:00Z.
    // The shipper held it 10.5 days = 252 h; the importer 8.5 days = 204 h; the carrier, from
    // the surrender request to its answer, 24 h. Issue → acceptance: 20 days = 480 h.
    for (const user of [w.owner, w.importer, w.carrier]) {
      const r = await report(user, "ebl_turnaround", YEAR);
      expect(r.totals).toMatchObject({ ebls: 1, medianHours: "480.00", p90Hours: "480.00" });
      const rows = Object.fromEntries(r.rows.map((row) => [row.key, row]));
      expect(rows[w.owner.id]).toMatchObject({ eBLs: 1, medianHoursHeld: "252.00", totalHoursHeld: "252.00" });
      expect(rows[w.importer.id]).toMatchObject({ eBLs: 1, medianHoursHeld: "204.00", totalHoursHeld: "204.00" });
      expect(rows[w.carrier.id]).toMatchObject({ eBLs: 1, medianHoursHeld: "24.00", totalHoursHeld: "24.00" });
      expect(r.rows).toHaveLength(3);
    }
    // The acceptance is on 06-21: a period ending 06-20 has none.
    expect((await report(w.owner, "ebl_turnaround", "from=2026-06-01&to=2026-06-20")).totals).toMatchObject({
      ebls: 0,
    });
    // Not a party: nothing.
    for (const user of [w.stranger, w.kolkata]) {
      const r = await report(user, "ebl_turnaround", YEAR);
      expect(r.rows).toEqual([]);
      expect(r.totals).toMatchObject({ ebls: 0 });
    }
  });

  it("on_time_arrival: actual against the first planned arrival + 24 h, per carrier and lane", async () => {
    const r = await report(w.owner, "on_time_arrival", YEAR);
    // MAEU INNSA → DEHAM: S05 20 h late (on time, ≤ 24 h), S06 54 h late: 1 of 2, average
    // (20 + 54) / 2 = 37 h. MSCU INNSA → NLRTM: S08 16 h early: on time, delay floored at 0.
    const rows = Object.fromEntries(r.rows.map((row) => [row.key, row]));
    expect(rows["MAEU|INNSA|DEHAM"]).toMatchObject({
      carrier: "MAEU",
      lane: "INNSA → DEHAM",
      arrivals: 2,
      onTime: 1,
      onTimePercent: "50.0",
      averageDelayHours: "37.00",
    });
    expect(rows["MSCU|INNSA|NLRTM"]).toMatchObject({
      arrivals: 1,
      onTime: 1,
      onTimePercent: "100.0",
      averageDelayHours: "0.00",
    });
    expect(r.rows).toHaveLength(2);
    // 2 of 3 = 66.66… → 66.7.
    expect(r.totals).toEqual({ arrivals: 3, onTime: 2, onTimePercent: "66.7" });
    // S08 arrived 2026-07-31T20:00Z: July in UTC, 2026-08-01 01:30 in Kolkata.
    expect((await report(w.owner, "on_time_arrival", "from=2026-07-01&to=2026-07-31")).totals).toMatchObject({
      arrivals: 1,
    });
    expect(
      (await report(w.owner, "on_time_arrival", "from=2026-07-01&to=2026-07-31&tz=Asia/Kolkata")).totals,
    ).toMatchObject({ arrivals: 0 });
    // The Kolkata sharee's shipments (S01, S03, S04) are not tracked.
    expect((await report(w.kolkata, "on_time_arrival", YEAR)).totals).toMatchObject({ arrivals: 0 });
  });

  it("receivables_ageing: the owner's open receivables as of min(to, today), by days past due", async () => {
    // As of 2026-11-20 (payments up to that day):
    //  USD S01 500.00 − 200.00 = 300.00, due 04-30: 204 days → over_90; S05 1250.00 no due date;
    //      S08 500.00 due 11-15: 5 days → d0_30; S12 100.00 due 2026-09-16: 65 days → d61_90
    //      (from is not used: S12 departed before it); S04 paid in full; S07 cancelled.
    //  EUR S02 285.00 due 2027-11-01 → not_due; S06 1999.80 − 999.80 = 1000.00 due 10-12: 39 days
    //      → d31_60; S11 200.00 (proforma, no terms) → no_due_date.
    //  JPY S03 1500000 − 500000 = 1000000 due 03-15: 250 days → over_90; S09 135000 due 2027-08-01 → not_due.
    const r = await report(w.owner, "receivables_ageing", "from=2026-11-01&to=2026-11-20");
    const open = withoutKey(r.rows.filter((row) => row.shipments !== 0)).map(({ bucketLabel: _l, ...rest }) => rest);
    expect(open).toEqual([
      { currency: "EUR", bucket: "d31_60", shipments: 1, amount: "1000.00" },
      { currency: "EUR", bucket: "no_due_date", shipments: 1, amount: "200.00" },
      { currency: "EUR", bucket: "not_due", shipments: 1, amount: "285.00" },
      { currency: "JPY", bucket: "not_due", shipments: 1, amount: "135000" },
      { currency: "JPY", bucket: "over_90", shipments: 1, amount: "1000000" },
      { currency: "USD", bucket: "d0_30", shipments: 1, amount: "500.00" },
      { currency: "USD", bucket: "d61_90", shipments: 1, amount: "100.00" },
      { currency: "USD", bucket: "no_due_date", shipments: 1, amount: "1250.00" },
      { currency: "USD", bucket: "over_90", shipments: 1, amount: "300.00" },
    ]);
    expect(byKey(r.rows.filter((row) => row.shipments !== 0)).map((row) => row.key)).toContain("USD|d61_90");
    // Overdue: every bucket but not_due and no_due_date. EUR 1000.00; JPY 1000000; USD 300 + 500 + 100.
    expect(r.totals.asOf).toBe("2026-11-20");
    expect(currencies(r.totals.byCurrency)).toEqual([
      { currency: "EUR", outstanding: "1485.00", overdue: "1000.00", shipments: 3 },
      { currency: "JPY", outstanding: "1135000", overdue: "1000000", shipments: 2 },
      { currency: "USD", outstanding: "2150.00", overdue: "900.00", shipments: 4 },
    ]);

    // As of 2026-05-31: an invoice dated after it is not a receivable yet: S02 (invoiced 11-01),
    // S08 (06-18) and S09 (08-01) are left out. S06's payment (06-01) is not counted yet.
    //  EUR S06 1999.80 (due 10-12: not due), 1 shipment, nothing overdue; S11's proforma is dated
    //      2026-10-01 (its proformaDate is its invoice date), so it is left out too.
    //  JPY S03 1000000 (paid 500000 on 02-01), due 03-15: 77 days → d61_90; 1 shipment, all overdue.
    //  USD S01 300.00 (due 04-30: 31 days → d31_60) + S05 1250.00 (no due date) + S12 100.00 (due
    //      09-16: not due) = 1650.00 over 3 shipments, 300.00 overdue; S04 paid in full.
    const may = await report(w.owner, "receivables_ageing", "from=2026-05-01&to=2026-05-31");
    expect(may.totals.asOf).toBe("2026-05-31");
    expect(currencies(may.totals.byCurrency)).toEqual([
      { currency: "EUR", outstanding: "1999.80", overdue: "0.00", shipments: 1 },
      { currency: "JPY", outstanding: "1000000", overdue: "1000000", shipments: 1 },
      { currency: "USD", outstanding: "1650.00", overdue: "300.00", shipments: 3 },
    ]);
    expect(may.rows.find((row) => row.key === "USD|d31_60")).toMatchObject({ shipments: 1, amount: "300.00" });
    expect(may.rows.find((row) => row.key === "JPY|d61_90")).toMatchObject({ shipments: 1, amount: "1000000" });
    // A day earlier S01 is 30 days past due: d0_30.
    const may30 = await report(w.owner, "receivables_ageing", "from=2026-05-01&to=2026-05-30");
    expect(may30.rows.find((row) => row.key === "USD|d0_30")).toMatchObject({ shipments: 1, amount: "300.00" });

    // Sharees never see receivables; the stranger sees only their own two (54.39 − 1.00 each).
    const k = await report(w.kolkata, "receivables_ageing", "from=2026-11-01&to=2026-11-20");
    expect(k.rows.filter((row) => row.shipments !== 0)).toEqual([]);
    expect(k.totals.byCurrency).toEqual([]);
    const s = await report(w.stranger, "receivables_ageing", "from=2026-11-01&to=2026-11-20");
    expect(s.totals.byCurrency).toEqual([{ currency: "USD", outstanding: "106.78", overdue: "106.78", shipments: 2 }]);
  });

  it("compliance_findings: the latest run per shipment and month; finalisations with an override", async () => {
    const r = await report(w.owner, "compliance_findings", YEAR);
    // S04 was checked twice on 2026-01-06 (both runs find the LC in EUR against a USD invoice):
    // the month's latest run counts, once.
    expect(r.rows.find((row) => row.key === "2026-01|lc.currency_mismatch")).toMatchObject({
      month: "2026-01",
      checkId: "lc.currency_mismatch",
      severity: "error",
      findings: 1,
    });
    expect(r.rows.every((row) => row.month === "2026-01")).toBe(true);
    // Five documents finalised in the year; S04's invoice with the override: 4 of 5 = 80.0 %.
    expect(r.totals).toMatchObject({ documentsFinalised: 5, finalisedWithoutErrors: 4, percent: "80.0" });
    // Q1 2026 UTC: S04's two and S01's invoice; the override among them: 2 of 3 = 66.7.
    expect((await report(w.owner, "compliance_findings", "from=2026-01-01&to=2026-03-31")).totals).toMatchObject({
      documentsFinalised: 3,
      finalisedWithoutErrors: 2,
      percent: "66.7",
    });
    // The stranger ran nothing and finalised nothing.
    const s = await report(w.stranger, "compliance_findings", YEAR);
    expect(s.rows).toEqual([]);
    expect(s.totals).toMatchObject({ documentsFinalised: 0, finalisedWithoutErrors: 0 });
  });
});

async function summary(user: TestUser, qs: string) {
  const res = await call(summaryRoute, { token: user.token, path: `/api/analytics/summary?${qs}` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const STATUSES = { draft: 0, in_progress: 0, ready: 0, shipped: 0, delivered: 0, closed: 0, cancelled: 0 };

describe("the summary's figures, by hand", () => {
  it("the owner: statuses, period with the previous one, receivables as of today, tracking, attention", async () => {
    const s = await summary(w.owner, "from=2026-01-01&to=2026-03-31");
    expect(s).toMatchObject({ from: "2026-01-01", to: "2026-03-31", timeZone: "UTC", role: "exporter" });
    // All time: S10 draft; S02 in progress; S11 ready; S01, S05, S08, S09, S12 shipped; S03, S06
    // delivered; S04 closed; S07 cancelled. The stranger's two drafts are not among them.
    expect(s.shipmentsByStatus).toEqual({
      draft: 1,
      in_progress: 1,
      ready: 1,
      shipped: 5,
      delivered: 2,
      closed: 1,
      cancelled: 1,
    });
    // Q1 2026 (90 days): S04 01-20, S05 02-10, S01 03-31 (created 20:00Z). The 90 days before,
    // 2025-10-03..2025-12-31: S03 12-15, S12 11-20. Value: USD 1005.00 + 1250.00 + 500.00; before:
    // S03 JPY 1500000, S12 USD 100.00. Finalised: S04's invoice (01-06) and packing list (01-10),
    // S01's invoice (03-31T22:30Z); before: S03's invoice (2025-12-03).
    expect(s.period).toEqual({
      previousFrom: "2025-10-03",
      previousTo: "2025-12-31",
      shipments: 3,
      previousShipments: 2,
      exportValue: [
        { currency: "JPY", amount: "0", previousAmount: "1500000", shipments: 0, previousShipments: 1 },
        { currency: "USD", amount: "2755.00", previousAmount: "100.00", shipments: 3, previousShipments: 1 },
      ],
      documentsFinalised: 3,
      previousDocumentsFinalised: 1,
    });
    // As of today (any day from 2026-11-24 to 2027-07-31): the figures of the ageing report as of
    // 2026-11-20, with S08 (due 11-15) overdue as before; S02 and S09 fall due in 2027.
    expect(currencies(s.receivables)).toEqual([
      { currency: "EUR", outstanding: "1485.00", overdue: "1000.00", shipments: 3, overdueShipments: 1 },
      { currency: "JPY", outstanding: "1135000", overdue: "1000000", shipments: 2, overdueShipments: 1 },
      { currency: "USD", outstanding: "2150.00", overdue: "900.00", shipments: 4, overdueShipments: 3 },
    ]);
    // Every tracked shipment arrived; S06 arrived 54 h after its first plan (delayed: ≥ 24 h and
    // not delivered), S05 20 h (not delayed), S08 early.
    expect(s.tracking).toEqual({ inTransit: 0, delayed: 1, arrivingThisWeek: 0 });
    // Documents not final on active shipments (draft, in progress, ready, shipped): S01's packing
    // list, and the invoice of S02, S05, S08, S09, S10, S12 and S11's proforma: 8. S04's LC error
    // is on a closed shipment (not active). The eBL is surrendered: nothing to act on.
    expect(s.attention).toEqual({
      documentsToFinish: 8,
      complianceErrors: 0,
      eblsAwaitingAction: 0,
      invitationsWaiting: 0,
      sharesWaiting: 0,
      verificationState: "verified",
    });
    expect(s.carrier).toBeNull();
    expect(s.holder).toBeNull();
    // New York: Q1 ends 2026-04-01T04:00Z; S01 (03-31T20:00Z) and its invoice (22:30Z) stay in.
    const ny = await summary(w.owner, "from=2026-01-01&to=2026-03-31&tz=America/New_York");
    expect(ny.period).toMatchObject({ shipments: 3, documentsFinalised: 3 });
    // Kolkata: both are on 04-01 there, out of Q1.
    const ist = await summary(w.owner, "from=2026-01-01&to=2026-03-31&tz=Asia/Kolkata");
    expect(ist.period).toMatchObject({ shipments: 2, documentsFinalised: 2 });
  });

  it("the Kolkata sharee: what is shared, value only with the invoice, never receivables", async () => {
    const s = await summary(w.kolkata, "from=2026-01-01&to=2026-03-31");
    expect(s.timeZone).toBe("Asia/Kolkata");
    expect(s.shipmentsByStatus).toEqual({ ...STATUSES, shipped: 1, delivered: 1, closed: 1 });
    // Q1 in Kolkata: S04 (value not shared); S01 is on 04-01 there. Before: S03 with its invoice.
    // Finalised and shared: S04's packing list (01-10); before: S03's invoice.
    expect(s.period).toMatchObject({
      shipments: 1,
      previousShipments: 1,
      exportValue: [{ currency: "JPY", amount: "0", previousAmount: "1500000", shipments: 0, previousShipments: 1 }],
      documentsFinalised: 1,
      previousDocumentsFinalised: 1,
    });
    expect(s.receivables).toEqual([]);
    // Three shipments shared with them, none opened.
    expect(s.attention.sharesWaiting).toBe(3);
  });

  it("the stranger: their own two shipments only", async () => {
    const s = await summary(w.stranger, "from=2026-01-01&to=2026-03-31");
    expect(s.shipmentsByStatus).toEqual({ ...STATUSES, draft: 2 });
    // Their copy of S01 (created 03-31T20:00Z), of S03 (departed 2025-12-15): 54.39 USD each.
    expect(s.period).toMatchObject({
      shipments: 1,
      previousShipments: 1,
      exportValue: [{ currency: "USD", amount: "54.39", previousAmount: "54.39", shipments: 1, previousShipments: 1 }],
    });
    // 54.39 − 1.00 each, due 2026-04-30 and 2026-03-15: both overdue.
    expect(s.receivables).toEqual([
      { currency: "USD", outstanding: "106.78", overdue: "106.78", shipments: 2, overdueShipments: 2 },
    ]);
  });
});

describe("authorisation over the world", () => {
  it("a stranger's shipments never count in the owner's or a sharee's reports, nor the owner's in theirs", async () => {
    for (const key of REPORT_KEYS) {
      for (const user of [w.owner, w.kolkata, w.newYork]) {
        const r = await report(user, key, `${YEAR}&details=true`);
        const ids = new Set(r.details!.map((d) => d.shipmentId));
        for (const ref of r.details!.map((d) => d.reference)) expect(ref ?? "", key).not.toMatch(/^ST-/);
        // The owner's world ids only (or none: eBL records are envelopes).
        for (const id of ids) if (id) expect(Object.values(w.ids), key).toContain(id);
      }
      const mine = await report(w.stranger, key, `${YEAR}&details=true`);
      for (const d of mine.details!) expect(Object.values(w.ids), key).not.toContain(d.shipmentId);
    }
    // The stranger's own figures: 2 shipments (03-31 and 12-15), 54.39 USD each.
    expect((await report(w.stranger, "shipments_by_month", YEAR)).totals).toEqual({ shipments: 2 });
    expect((await report(w.stranger, "export_value_by_month", YEAR)).totals.byCurrency).toEqual([
      { currency: "USD", amount: "108.78", shipments: 2 },
    ]);
  });

  it("a sharee counts only what is shared with them, with value only when the invoice is, and never receivables", async () => {
    const visible = new Set([w.ids.S01, w.ids.S03, w.ids.S04]);
    for (const key of REPORT_KEYS) {
      const r = await report(w.kolkata, key, `${YEAR}&details=true`);
      for (const d of r.details!)
        if (d.shipmentId) expect(visible.has(d.shipmentId), `${key} ${d.reference}`).toBe(true);
      // S04's invoice is not shared: none of its money reaches them.
      if (key === "export_value_by_month" || key === "top_products" || key === "top_destinations") {
        for (const d of r.details!.filter((x) => x.shipmentId === w.ids.S04))
          expect(d.values.amount ?? null, key).toBeNull();
      }
    }
    // top_destinations: DE (S01, 500.00 USD), JP (S03), US (S04, counted, no value).
    const dest = await report(w.kolkata, "top_destinations", YEAR);
    expect(dest.rows.map(({ key: _k, ...rest }) => rest)).toEqual(
      expect.arrayContaining([
        { country: "DE", currency: "USD", shipments: 1, amount: "500.00" },
        { country: "JP", currency: "JPY", shipments: 1, amount: "1500000" },
        { country: "US", currency: null, shipments: 1, amount: null },
      ]),
    );
    expect(dest.rows).toHaveLength(3);
    // Filtering by currency must not tell a hidden invoice's currency: S04's USD invoice is not
    // shared, so currency=USD counts S01 only, and JPY S03 only.
    expect((await report(w.kolkata, "shipments_by_month", `${YEAR}&currency=USD`)).totals).toEqual({ shipments: 1 });
    expect((await report(w.kolkata, "shipments_by_month", `${YEAR}&currency=JPY`)).totals).toEqual({ shipments: 1 });
    // Receivables: none, whatever the period.
    const ageing = await report(w.kolkata, "receivables_ageing", "from=2026-01-01&to=2026-11-20&details=true");
    expect(ageing.details).toEqual([]);
    expect(ageing.totals.byCurrency).toEqual([]);
    // The New York sharee: S01 only (with its invoice), on its day there (03-31).
    const ny = await report(w.newYork, "export_value_by_month", YEAR);
    expect(ny.rows.map(({ key: _k, ...rest }) => rest)).toEqual([
      { month: "2026-03", currency: "USD", amount: "500.00", shipments: 1 },
    ]);
  });
});

// ---- Every figure from the records behind it ------------------------------------------------

const units = (amount: string, currency: string): bigint => {
  const digits = currencyMinorDigits(currency) ?? 2;
  const [whole, fraction = ""] = amount.replace("-", "").split(".");
  const value = BigInt(whole! + fraction.padEnd(digits, "0"));
  return amount.startsWith("-") ? -value : value;
};
const text = (minor: bigint, currency: string): string => {
  const digits = currencyMinorDigits(currency) ?? 2;
  const sign = minor < 0n ? "-" : "";
  const s = (minor < 0n ? -minor : minor).toString().padStart(digits + 1, "0");
  return digits ? `${sign}${s.slice(0, -digits)}.${s.slice(-digits)}` : `${sign}${s}`;
};
/** percentile_cont over values (hours as numbers), shown with two decimals. */
const percentile = (values: number[], p: number): string | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return (sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low)).toFixed(2);
};
const num = (v: unknown) => Number(v);
type Detail = NonNullable<Report["details"]>[number];
const groups = (details: NonNullable<Report["details"]>) => {
  const map = new Map<string, NonNullable<Report["details"]>>();
  for (const d of details) map.set(d.rowKey, [...(map.get(d.rowKey) ?? []), d]);
  return map;
};

describe("every figure recomputed from details=true", () => {
  it.each(REPORT_KEYS)("%s", async (key) => {
    for (const [user, qs] of [
      [w.owner, YEAR],
      [w.owner, `${YEAR}&tz=America/New_York`],
      [w.kolkata, YEAR],
    ] as const) {
      const r = await report(
        user,
        key,
        key === "receivables_ageing" ? "from=2026-11-01&to=2026-11-20&details=true" : `${qs}&details=true`,
      );
      expect(r.details, key).toBeDefined();
      const details = r.details!;
      const byRow = groups(details);
      // Every record belongs to a row the report lists.
      for (const rowKey of byRow.keys())
        expect(
          r.rows.map((row) => row.key),
          `${key} ${rowKey}`,
        ).toContain(rowKey);
      const of = (rowKey: string) => byRow.get(rowKey) ?? [];
      recompute(key, r, of, details);
    }
  });
});

function recompute(
  key: ReportKey,
  r: Report,
  of: (rowKey: string) => NonNullable<Report["details"]>,
  all: NonNullable<Report["details"]>,
) {
  const sumBy = (records: NonNullable<Report["details"]>, field: string, currency: string) =>
    records.reduce((s, d) => (d.values[field] == null ? s : s + units(String(d.values[field]), currency)), 0n);
  switch (key) {
    case "shipments_by_month": {
      for (const row of r.rows) expect(of(row.key).length, row.key).toBe(row.shipments);
      expect(all.length).toBe(r.totals.shipments);
      break;
    }
    case "export_value_by_month": {
      for (const row of r.rows) {
        const records = of(row.key);
        expect(records.length, row.key).toBe(row.shipments);
        expect(text(sumBy(records, "amount", row.currency as string), row.currency as string), row.key).toBe(
          row.amount,
        );
      }
      for (const t of r.totals.byCurrency as { currency: string; amount: string; shipments: number }[]) {
        const records = all.filter((d) => d.values.currency === t.currency);
        expect(records.length).toBe(t.shipments);
        expect(text(sumBy(records, "amount", t.currency), t.currency)).toBe(t.amount);
      }
      break;
    }
    case "top_destinations": {
      for (const row of r.rows) {
        const records = of(row.key);
        expect(records.length, row.key).toBe(row.shipments);
        if (row.currency)
          expect(text(sumBy(records, "amount", row.currency as string), row.currency as string)).toBe(row.amount);
        else expect(row.amount).toBeNull();
      }
      expect(new Set(all.map((d) => d.shipmentId)).size).toBe(r.totals.shipments);
      break;
    }
    case "top_products": {
      for (const row of r.rows) {
        const records = of(row.key);
        expect(new Set(records.map((d) => d.shipmentId)).size, row.key).toBe(row.shipments);
        expect(
          records.reduce((s, d) => s + num(d.values.lines), 0),
          row.key,
        ).toBe(row.lines);
        if (row.amount !== null)
          expect(text(sumBy(records, "amount", row.currency as string), row.currency as string)).toBe(row.amount);
      }
      expect(new Set(all.map((d) => d.shipmentId)).size).toBe(r.totals.shipments);
      expect(all.reduce((s, d) => s + num(d.values.lines), 0)).toBe(r.totals.lines);
      break;
    }
    case "document_cycle_time": {
      // From the two instants the record lists, not from a duration the report computed.
      const hours = (d: Detail) =>
        (Date.parse(String(d.values.finalizedAt)) - Date.parse(String(d.values.createdAt))) / 3_600_000;
      for (const row of r.rows) {
        const records = of(row.key);
        expect(records.length, row.key).toBe(row.documents);
        expect(percentile(records.map(hours), 0.5), row.key).toBe(row.medianHours);
        expect(percentile(records.map(hours), 0.9), row.key).toBe(row.p90Hours);
      }
      expect(all.length).toBe(r.totals.documents);
      expect(percentile(all.map(hours), 0.5)).toBe(r.totals.medianHours ?? null);
      expect(percentile(all.map(hours), 0.9)).toBe(r.totals.p90Hours ?? null);
      break;
    }
    case "ebl_turnaround": {
      const held = (d: Detail) => num(d.values.heldSeconds) / 3600;
      for (const row of r.rows) {
        const records = of(row.key);
        expect(new Set(records.map((d) => d.id)).size, row.key).toBe(row.eBLs);
        expect(percentile(records.map(held), 0.5), row.key).toBe(row.medianHoursHeld);
        expect(records.reduce((s, d) => s + held(d), 0).toFixed(2), row.key).toBe(row.totalHoursHeld);
      }
      // Issue → acceptance, once per eBL.
      const turnaround = new Map(
        all.map((d) => [
          d.id,
          (Date.parse(String(d.values.acceptedAt)) - Date.parse(String(d.values.issuedAt))) / 3_600_000,
        ]),
      );
      expect(turnaround.size).toBe(r.totals.ebls);
      expect(percentile([...turnaround.values()], 0.5)).toBe(r.totals.medianHours ?? null);
      expect(percentile([...turnaround.values()], 0.9)).toBe(r.totals.p90Hours ?? null);
      break;
    }
    case "on_time_arrival": {
      // From the planned and actual instants: on time when actual ≤ planned + 24 h.
      const delayMs = (d: Detail) =>
        Date.parse(String(d.values.actualArrivalAt)) - Date.parse(String(d.values.firstPlannedArrivalAt));
      const onTimeOf = (records: Detail[]) => records.filter((d) => delayMs(d) <= 24 * 3_600_000).length;
      for (const row of r.rows) {
        const records = of(row.key);
        expect(records.length, row.key).toBe(row.arrivals);
        expect(onTimeOf(records), row.key).toBe(row.onTime);
        expect(((onTimeOf(records) * 100) / records.length).toFixed(1)).toBe(row.onTimePercent);
        // Delay floored at 0, averaged.
        const delay = records.reduce((s, d) => s + Math.max(0, delayMs(d)), 0) / records.length / 3_600_000;
        expect(delay.toFixed(2), row.key).toBe(row.averageDelayHours);
      }
      expect(all.length).toBe(r.totals.arrivals);
      expect(onTimeOf(all)).toBe(r.totals.onTime);
      break;
    }
    case "receivables_ageing": {
      for (const row of r.rows) {
        const records = of(row.key);
        expect(records.length, row.key).toBe(row.shipments);
        expect(text(sumBy(records, "outstanding", row.currency as string), row.currency as string), row.key).toBe(
          row.amount,
        );
      }
      for (const t of r.totals.byCurrency as { currency: string; outstanding: string; shipments: number }[]) {
        const records = all.filter((d) => d.rowKey.startsWith(`${t.currency}|`));
        expect(records.length).toBe(t.shipments);
        expect(text(sumBy(records, "outstanding", t.currency), t.currency)).toBe(t.outstanding);
      }
      break;
    }
    case "compliance_findings": {
      for (const row of r.rows) expect(of(row.key).length, row.key).toBe(row.findings);
      break;
    }
  }
}
