import { describe, expect, it } from "vitest";
import { CurrencyTotals, monthsOf } from "./shared";

describe("monthsOf", () => {
  it("lists every month the period touches, across a year end", () => {
    expect(monthsOf("2025-11-15", "2026-02-01")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthsOf("2026-03-31", "2026-03-31")).toEqual(["2026-03"]);
  });
});

describe("CurrencyTotals", () => {
  it("adds minor units exactly per currency and writes each with its digits", () => {
    const totals = new CurrencyTotals();
    totals.add("USD", 9_007_199_254_740_993n, 1);
    totals.add("USD", 9_007_199_254_740_993n, 1);
    totals.add("KWD", 1n, 1);
    totals.add("JPY", 5n, 2);
    expect(totals.list()).toEqual([
      { currency: "JPY", amount: "5", shipments: 2 },
      { currency: "KWD", amount: "0.001", shipments: 1 },
      { currency: "USD", amount: "180143985094819.86", shipments: 2 },
    ]);
  });
});
