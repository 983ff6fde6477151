import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/contract/errors";
import { assertPageViewAllowed, PAGE_VIEWS_PER_MINUTE } from "./page-view-limit";

describe("assertPageViewAllowed", () => {
  it("allows the limit per address per minute, then answers 429 with Retry-After; other addresses and the next minute are free", () => {
    const t0 = 1_000_000;
    for (let i = 0; i < PAGE_VIEWS_PER_MINUTE; i++) assertPageViewAllowed("10.1.1.1", t0 + i);
    let refused: unknown;
    try {
      assertPageViewAllowed("10.1.1.1", t0 + 30_000);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 429, headers: { "Retry-After": "30" } });
    expect(() => assertPageViewAllowed("10.1.1.2", t0 + 30_000)).not.toThrow();
    expect(() => assertPageViewAllowed("10.1.1.1", t0 + 60_000)).not.toThrow();
  });
});
