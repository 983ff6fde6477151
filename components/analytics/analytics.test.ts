import { describe, expect, it } from "vitest";
import type { Report } from "@/lib/analytics/reports/contract";
import { chartPanels, isEmptyReport } from "./chart-model";
import { addDecimal, signedChange, subtractDecimal } from "./decimal";
import { presetRange, searchFromState, stateFromSearch, validateCustom } from "./period";

describe("period presets", () => {
  it("runs from the first day of the month, quarter or year up to today", () => {
    expect(presetRange("month", "2026-11-24")).toEqual({ from: "2026-11-01", to: "2026-11-24" });
    expect(presetRange("quarter", "2026-11-24")).toEqual({ from: "2026-10-01", to: "2026-11-24" });
    expect(presetRange("quarter", "2026-03-31")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(presetRange("quarter", "2026-04-01")).toEqual({ from: "2026-04-01", to: "2026-04-01" });
    expect(presetRange("year", "2026-11-24")).toEqual({ from: "2026-01-01", to: "2026-11-24" });
  });

  it("explains what is wrong with custom days", () => {
    expect(validateCustom("", "")).toEqual({
      from: "Enter the first day of the period.",
      to: "Enter the last day of the period.",
    });
    expect(validateCustom("2026-02-30", "2026-03-01").from).toBe(
      "Enter the first day as a real date, e.g. 2026-01-01.",
    );
    expect(validateCustom("2026-03-02", "2026-03-01")).toEqual({
      to: "The last day must be on or after the first day.",
    });
    expect(validateCustom("2010-01-01", "2026-01-01").to).toBe("A period covers at most ten years (3,660 days).");
    expect(validateCustom("2026-03-01", "2026-03-01")).toEqual({});
  });
});

describe("the URL state", () => {
  it("keeps presets by name and custom days as days, with the comparison and filters", () => {
    const { state, problem } = stateFromSearch(
      new URLSearchParams(
        "period=custom&from=2026-01-01&to=2026-03-31&compare=previous&country=de&currency=usd&partner=Acme%20GmbH",
      ),
      "2026-11-24",
    );
    expect(problem).toBeNull();
    expect(state).toEqual({
      preset: "custom",
      from: "2026-01-01",
      to: "2026-03-31",
      compare: true,
      country: "DE",
      status: "",
      currency: "USD",
      partner: "Acme GmbH",
    });
    expect(searchFromState(state)).toBe(
      "period=custom&from=2026-01-01&to=2026-03-31&compare=previous&country=DE&currency=USD&partner=Acme+GmbH",
    );
    const quarter = stateFromSearch(new URLSearchParams("period=quarter&status=shipped"), "2026-11-24").state;
    expect([quarter.from, quarter.to, quarter.status]).toEqual(["2026-10-01", "2026-11-24", "shipped"]);
    expect(searchFromState(quarter)).toBe("period=quarter&status=shipped");
    // The dashboard's and the weekly mail's links name the days without a preset.
    const linked = stateFromSearch(
      new URLSearchParams("from=2026-11-16&to=2026-11-22&compare=previous"),
      "2026-11-24",
    ).state;
    expect([linked.preset, linked.from, linked.to, linked.compare]).toEqual([
      "custom",
      "2026-11-16",
      "2026-11-22",
      true,
    ]);
  });

  it("falls back to this month, saying why, when a link's custom days are not a period", () => {
    const { state, problem } = stateFromSearch(
      new URLSearchParams("period=custom&from=2026-05-01&to=2026-04-01"),
      "2026-11-24",
    );
    expect([state.preset, state.from, state.to]).toEqual(["month", "2026-11-01", "2026-11-24"]);
    expect(problem).toBe(
      "The link's custom period is not valid (The last day must be on or after the first day.) This month is shown instead.",
    );
  });
});

describe("decimal strings", () => {
  it("adds and subtracts exactly, beyond a double's digits", () => {
    expect(addDecimal("0.10", "0.20")).toBe("0.30");
    expect(addDecimal("90071992547409.93", "0.01")).toBe("90071992547409.94");
    expect(subtractDecimal("5", "12.50")).toBe("-7.50");
    expect(signedChange("1255.00", "1000.50")).toBe("+254.50");
    expect(signedChange("3", "5")).toBe("-2");
    expect(signedChange("2.0", "2")).toBe("0.0");
  });
});

const report = (over: Partial<Report>): Report => ({
  report: "export_value_by_month",
  title: "t",
  from: "2026-01-01",
  to: "2026-03-31",
  timeZone: "UTC",
  columns: [],
  rows: [],
  totals: {},
  ...over,
});

describe("chart panels", () => {
  it("draws money one panel per currency, with the exact text beside each bar's number", () => {
    const panels = chartPanels(
      report({
        columns: [
          { key: "month", label: "Month", type: "month" },
          { key: "currency", label: "Currency", type: "currency" },
          { key: "amount", label: "Value", type: "money", currencyColumn: "currency" },
          { key: "shipments", label: "Shipments", type: "integer" },
        ],
        rows: [
          { key: "2026-01|USD", month: "2026-01", currency: "USD", amount: "1255.00", shipments: 1 },
          { key: "2026-01|EUR", month: "2026-01", currency: "EUR", amount: "10.00", shipments: 1 },
          { key: "2026-02|USD", month: "2026-02", currency: "USD", amount: "0.10", shipments: 1 },
        ],
      }),
    );
    expect(panels.map((p) => [p.id, p.unit, p.data])).toEqual([
      ["EUR", "money", [{ category: "2026-01", amount: 10, "amount:text": "10.00" }]],
      [
        "USD",
        "money",
        [
          { category: "2026-01", amount: 1255, "amount:text": "1255.00" },
          { category: "2026-02", amount: 0.1, "amount:text": "0.10" },
        ],
      ],
    ]);
  });

  it("adds a country's shipments over its currency rows, and stacks receivables buckets per currency", () => {
    const [destinations] = chartPanels(
      report({
        report: "top_destinations",
        columns: [
          { key: "country", label: "Country", type: "country" },
          { key: "currency", label: "Currency", type: "currency" },
          { key: "shipments", label: "Shipments", type: "integer" },
          { key: "amount", label: "Value", type: "money", currencyColumn: "currency" },
        ],
        rows: [
          { key: "DE|USD", country: "DE", currency: "USD", shipments: 2, amount: "5.00" },
          { key: "DE|", country: "DE", currency: null, shipments: 1, amount: null },
          { key: "FR|EUR", country: "FR", currency: "EUR", shipments: 1, amount: "1.00" },
        ],
      }),
    );
    expect(destinations!.data).toEqual([
      { category: "DE", shipments: 3, "shipments:text": "3" },
      { category: "FR", shipments: 1, "shipments:text": "1" },
    ]);
    const ageing = chartPanels(
      report({
        report: "receivables_ageing",
        columns: [
          { key: "currency", label: "Currency", type: "currency" },
          { key: "bucket", label: "Bucket", type: "text" },
          { key: "bucketLabel", label: "Age", type: "text" },
          { key: "shipments", label: "Shipments", type: "integer" },
          { key: "amount", label: "Outstanding", type: "money", currencyColumn: "currency" },
        ],
        rows: [
          {
            key: "USD|over_90",
            currency: "USD",
            bucket: "over_90",
            bucketLabel: "Over 90 days",
            shipments: 1,
            amount: "3.00",
          },
          {
            key: "USD|not_due",
            currency: "USD",
            bucket: "not_due",
            bucketLabel: "Not yet due",
            shipments: 1,
            amount: "2.00",
          },
        ],
      }),
    );
    expect(ageing.map((p) => [p.id, p.stacked, p.series])).toEqual([
      [
        "USD",
        true,
        [
          { key: "not_due", label: "Not yet due" },
          { key: "over_90", label: "Over 90 days" },
        ],
      ],
    ]);
  });

  it("calls a report empty when it has no rows or only zero counts", () => {
    const columns = [
      { key: "month", label: "Month", type: "month" as const },
      { key: "shipments", label: "Shipments", type: "integer" as const },
    ];
    expect(
      isEmptyReport(
        report({ report: "shipments_by_month", columns, rows: [{ key: "2026-01", month: "2026-01", shipments: 0 }] }),
      ),
    ).toBe(true);
    expect(
      isEmptyReport(
        report({ report: "shipments_by_month", columns, rows: [{ key: "2026-01", month: "2026-01", shipments: 2 }] }),
      ),
    ).toBe(false);
  });
});
