import { describe, expect, it } from "vitest";
import { classifierText, delayText, etaMoveText, hoursText, isLate } from "./tracking-text";

describe("tracking words", () => {
  it("says hours, then days and hours", () => {
    expect(hoursText(5)).toBe("5 h");
    expect(hoursText(24)).toBe("1 d");
    // 50 h = 2 × 24 + 2.
    expect(hoursText(50)).toBe("2 d 2 h");
    expect(hoursText(-26)).toBe("1 d 2 h");
  });

  it("words the delay", () => {
    expect(delayText(null)).toBe("—");
    expect(delayText(0)).toBe("On time");
    expect(delayText(0.4)).toBe("On time");
    expect(delayText(36)).toBe("1 d 12 h late");
    expect(delayText(-3)).toBe("3 h early");
    expect(isLate(36)).toBe(true);
    expect(isLate(0.2)).toBe(false);
    expect(isLate(null)).toBe(false);
  });

  it("words how an ETA moved", () => {
    // 2026-12-01T06:00Z → 2026-12-02T08:00Z is 26 h later.
    expect(etaMoveText("2026-12-01T06:00:00Z", "2026-12-02T08:00:00Z")).toBe("moved 1 d 2 h later");
    expect(etaMoveText("2026-12-02T08:00:00Z", "2026-12-02T05:00:00Z")).toBe("moved 3 h earlier");
    expect(etaMoveText("2026-12-02T08:00:00Z", "2026-12-02T08:10:00Z")).toBe("unchanged");
  });

  it("words the DCSA classifiers", () => {
    expect(classifierText("PLN")).toBe("Planned");
    expect(classifierText("EST")).toBe("Estimated");
    expect(classifierText("ACT")).toBe("Actual");
    expect(classifierText(null)).toBe("");
  });
});
