import { describe, expect, it } from "vitest";
import { hoursText, percentText } from "./measures";

describe("hoursText", () => {
  it("prints whole seconds as hours with two decimals, rounded half up", () => {
    expect(hoursText(0)).toBe("0.00");
    expect(hoursText(5400)).toBe("1.50");
    // 18 s is exactly 0.005 h: half up.
    expect(hoursText(18)).toBe("0.01");
    expect(hoursText(17)).toBe("0.00");
    expect(hoursText("90000")).toBe("25.00");
    // 1 h 59 min 42 s = 1.995 h exactly: half up to 2.00.
    expect(hoursText(7182)).toBe("2.00");
    expect(hoursText(7181)).toBe("1.99");
  });

  it("takes a decimal percentile exactly (no float drift)", () => {
    // 17.9 s and 18.0 s straddle the half: a float 0.9 × 20 could land on either side.
    expect(hoursText("17.9")).toBe("0.00");
    expect(hoursText("18.0")).toBe("0.01");
    expect(hoursText("3601.5")).toBe("1.00");
  });

  it("divides first for an average and keeps null", () => {
    // (3600 + 0 + 1) / 3 s = 1200.33 s = 0.3334 h.
    expect(hoursText(3601, 3)).toBe("0.33");
    // 27 s over 3 = 9 s = 0.0025 h → 0.00; 54 over 3 = 18 s → 0.01.
    expect(hoursText(27, 3)).toBe("0.00");
    expect(hoursText(54, 3)).toBe("0.01");
    expect(hoursText(null)).toBeNull();
    expect(hoursText(10, 0)).toBeNull();
  });
});

describe("percentText", () => {
  it("prints one decimal, half up, from integers", () => {
    expect(percentText(5, 6)).toBe("83.3");
    expect(percentText(1, 8)).toBe("12.5");
    // 1/16 = 6.25 % → 6.3 (half up).
    expect(percentText(1, 16)).toBe("6.3");
    expect(percentText(2, 3)).toBe("66.7");
    expect(percentText(3, 3)).toBe("100.0");
    expect(percentText(0, 4)).toBe("0.0");
    expect(percentText(0, 0)).toBeNull();
  });
});
