import { describe, expect, it } from "vitest";
import { overpayment, overpaymentText } from "./overpayment";

const usd = (amount: string) => ({ currency: "USD", amount });

describe("overpayment", () => {
  it("is null within the outstanding amount, and exactly at it", () => {
    expect(overpayment(usd("100.00"), usd("1250.50"))).toBeNull();
    expect(overpayment(usd("1250.50"), usd("1250.50"))).toBeNull();
    // 1250.5 and 1250.50 are the same amount: compared at a common scale, not as text.
    expect(overpayment(usd("1250.5"), usd("1250.50"))).toBeNull();
  });

  it("gives the limit and the excess beyond it", () => {
    // 1300.00 − 1250.50 = 49.50
    expect(overpayment(usd("1300"), usd("1250.50"))).toEqual({ limit: usd("1250.50"), excess: usd("49.50") });
    // 0.1 + 0.2 style: 0.30 − 0.29 = 0.01, no float rounding
    expect(overpayment(usd("0.30"), usd("0.29"))).toEqual({ limit: usd("0.29"), excess: usd("0.01") });
  });

  it("counts a settled or overpaid shipment's limit as zero", () => {
    expect(overpayment(usd("10"), usd("0.00"))).toEqual({ limit: usd("0.00"), excess: usd("10.00") });
    expect(overpayment(usd("10"), usd("-5.00"))).toEqual({ limit: usd("0.00"), excess: usd("10.00") });
  });

  it("adds back the amount of the payment being corrected", () => {
    // outstanding 200.00 after a payment of 800.00: raising it to 1000.00 settles exactly (200 + 800).
    expect(overpayment(usd("1000.00"), usd("200.00"), usd("800.00"))).toBeNull();
    // 1000.01 − (200.00 + 800.00) = 0.01
    expect(overpayment(usd("1000.01"), usd("200.00"), usd("800.00"))).toEqual({
      limit: usd("1000.00"),
      excess: usd("0.01"),
    });
    // The previous payment in another currency was not part of the USD outstanding.
    expect(overpayment(usd("300"), usd("200.00"), { currency: "EUR", amount: "800.00" })).toEqual({
      limit: usd("200.00"),
      excess: usd("100.00"),
    });
  });

  it("does not compare without an invoice, across currencies, or on text that is not an amount", () => {
    expect(overpayment(usd("5000"), null)).toBeNull();
    expect(overpayment({ currency: "EUR", amount: "5000" }, usd("10.00"))).toBeNull();
    expect(overpayment({ currency: "", amount: "5000" }, usd("10.00"))).toBeNull();
    expect(overpayment(usd("12,5"), usd("10.00"))).toBeNull();
    expect(overpayment(usd(""), usd("10.00"))).toBeNull();
  });

  it("says it in words with grouped amounts", () => {
    const result = overpayment(usd("2000"), usd("1250.50"))!;
    expect(overpaymentText(usd("2000"), result)).toBe(
      "USD 2,000 is more than the USD 1,250.50 outstanding: the shipment will be overpaid by USD 749.50.",
    );
  });
});
