import { describe, expect, it } from "vitest";
import { CarrierError, nextPageUrl } from "./carrier-client";

const BASE = "https://api.carrier.example/tnt";

describe("Next-Page", () => {
  it("follows a full link or a path on the carrier's origin", () => {
    expect(nextPageUrl(BASE, "https://api.carrier.example/tnt/v2/events?cursor=abc")).toBe(
      "https://api.carrier.example/tnt/v2/events?cursor=abc",
    );
    expect(nextPageUrl(BASE, "/tnt/v2/events?cursor=abc&limit=10")).toBe(
      "https://api.carrier.example/tnt/v2/events?cursor=abc&limit=10",
    );
  });

  it("turns a bare cursor (the spec's example) into /v2/events?cursor=", () => {
    expect(nextPageUrl(BASE, "fE9mZnNldHw9NSZsaW1pdD01")).toBe(
      "https://api.carrier.example/tnt/v2/events?cursor=fE9mZnNldHw9NSZsaW1pdD01",
    );
  });

  it("stops without one, and refuses a link to another site", () => {
    expect(nextPageUrl(BASE, undefined)).toBeNull();
    expect(nextPageUrl(BASE, "  ")).toBeNull();
    expect(() => nextPageUrl(BASE, "https://evil.example/v2/events?cursor=1")).toThrow(CarrierError);
    expect(() => nextPageUrl(BASE, "//evil.example/v2/events")).toThrow(CarrierError);
  });
});
