import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { Report } from "../contract";
import { reportCsv } from "./csv";
import { reportXlsx } from "./xlsx";

/** A report written by hand (not by a report's code), with the awkward cells: digits per currency, nulls, formulas. */
const REPORT: Report = {
  report: "top_destinations",
  title: "Top destinations",
  from: "2026-01-01",
  to: "2026-03-31",
  timeZone: "UTC",
  columns: [
    { key: "month", label: "Month", type: "month" },
    { key: "day", label: "Day", type: "date" },
    { key: "partner", label: "Partner", type: "text" },
    { key: "currency", label: "Currency", type: "currency" },
    { key: "shipments", label: "Shipments", type: "integer" },
    { key: "amount", label: "Export value", type: "money", currencyColumn: "currency" },
    { key: "hours", label: "Median hours", type: "hours" },
    { key: "percent", label: "On time %", type: "percent" },
  ],
  rows: [
    {
      key: "a",
      month: "2026-02",
      day: "2026-02-28",
      partner: '=HYPERLINK("x")',
      currency: "USD",
      shipments: 3,
      amount: "-12.50",
      hours: "36.25",
      percent: "83.3",
    },
    {
      key: "b",
      month: "2026-03",
      day: "2026-03-01",
      partner: 'Müller, "GmbH"',
      currency: "JPY",
      shipments: 1,
      amount: "1500000",
      hours: null,
      percent: "100.0",
    },
    {
      key: "c",
      month: "2026-03",
      day: "2026-03-31",
      partner: "+91 shop",
      currency: "KWD",
      shipments: 12345,
      amount: "1234.567",
      hours: "0.00",
      percent: "0.0",
    },
    {
      key: "d",
      month: "2026-03",
      day: "2026-03-31",
      partner: null,
      currency: null,
      shipments: 0,
      amount: null,
      hours: null,
      percent: null,
    },
  ],
  totals: {},
  details: [
    {
      rowKey: "a",
      entity: "shipment",
      id: "id-1",
      shipmentId: "id-1",
      reference: "S-1",
      link: "/exportdocs/id-1",
      values: { amount: "-12.50", day: "2026-02-28" },
    },
  ],
};

describe("CSV", () => {
  it("has the labels, the JSON's cells as text, and neutralises typed formulas but not negative money", () => {
    const records = parse(reportCsv(REPORT)) as string[][];
    expect(records).toEqual([
      ["Month", "Day", "Partner", "Currency", "Shipments", "Export value", "Median hours", "On time %"],
      ["2026-02", "2026-02-28", '\'=HYPERLINK("x")', "USD", "3", "-12.50", "36.25", "83.3"],
      ["2026-03", "2026-03-01", 'Müller, "GmbH"', "JPY", "1", "1500000", "", "100.0"],
      ["2026-03", "2026-03-31", "'+91 shop", "KWD", "12345", "1234.567", "0.00", "0.0"],
      ["2026-03", "2026-03-31", "", "", "0", "", "", ""],
    ]);
  });
});

describe("XLSX", () => {
  it("types each cell: months and dates as dates, counts and money as numbers with the currency's decimals", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await reportXlsx(REPORT)) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe("Top destinations");
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Month",
      "Day",
      "Partner",
      "Currency",
      "Shipments",
      "Export value",
      "Median hours",
      "On time %",
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    const cell = (row: number, col: number) => sheet.getRow(row).getCell(col);
    expect(cell(2, 1).value).toEqual(new Date("2026-02-01T00:00:00Z"));
    expect(cell(2, 1).numFmt).toBe("mmm yyyy");
    expect(cell(2, 2).value).toEqual(new Date("2026-02-28T00:00:00Z"));
    expect(cell(2, 3).value).toBe('=HYPERLINK("x")'); // a string cell, not a formula
    expect(cell(2, 3).type).toBe(ExcelJS.ValueType.String);
    expect(cell(2, 5).value).toBe(3);
    expect([cell(2, 6).value, cell(2, 6).numFmt]).toEqual([-12.5, "#,##0.00"]);
    expect([cell(3, 6).value, cell(3, 6).numFmt]).toEqual([1500000, "#,##0"]);
    expect([cell(4, 6).value, cell(4, 6).numFmt]).toEqual([1234.567, "#,##0.000"]);
    expect([cell(2, 7).value, cell(2, 8).value]).toEqual([36.25, 83.3]);
    expect(cell(3, 7).value).toBeNull();
    expect(cell(5, 6).value).toBeNull();
    const rows = workbook.getWorksheet("Rows")!;
    expect(rows.getRow(1).values).toEqual([undefined, "Row", "Record", "Id", "Reference", "Link", "amount", "day"]);
    expect(rows.getRow(2).values).toEqual([
      undefined,
      "a",
      "shipment",
      "id-1",
      "S-1",
      "/exportdocs/id-1",
      "-12.50",
      "2026-02-28",
    ]);
  });

  it("has no Rows sheet without details", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      Buffer.from(await reportXlsx({ ...REPORT, details: undefined })) as unknown as ExcelJS.Buffer,
    );
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Top destinations"]);
  });
});
