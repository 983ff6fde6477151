import { afterEach, describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

const headers = (xff?: string) => new Headers(xff ? { "x-forwarded-for": xff } : {});

describe("clientIp", () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });

  it("takes the address Next.js recorded when there is one entry", () => {
    expect(clientIp(headers("203.0.113.9"))).toBe("203.0.113.9");
  });

  it("trusts only as many hops from the right as TRUST_PROXY says", () => {
    expect(clientIp(headers("1.1.1.1, 203.0.113.9"))).toBe("203.0.113.9");
    process.env.TRUST_PROXY = "2";
    expect(clientIp(headers("1.1.1.1, 203.0.113.9, 10.0.0.2"))).toBe("203.0.113.9");
  });

  it("says unknown without the header", () => {
    expect(clientIp(headers())).toBe("unknown");
  });
});
