import { describe, expect, it } from "vitest";
import { normaliseAddress, resolveClientAddress, trustedProxyCount } from "./client-address.mjs";

describe("resolveClientAddress", () => {
  it("with no trusted proxy, is the socket's peer: X-Forwarded-For is the client's own claim", () => {
    expect(resolveClientAddress({ socketAddress: "203.0.113.9", forwardedFor: "1.2.3.4", trustedProxies: 0 })).toBe(
      "203.0.113.9",
    );
    expect(
      resolveClientAddress({ socketAddress: "::ffff:203.0.113.9", forwardedFor: undefined, trustedProxies: 0 }),
    ).toBe("203.0.113.9");
  });

  it("behind N proxies, is the Nth entry from the right; entries the client wrote further left are ignored", () => {
    const forwardedFor = "6.6.6.6, 198.51.100.7";
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor, trustedProxies: 1 })).toBe("198.51.100.7");
    expect(
      resolveClientAddress({ socketAddress: "10.0.0.3", forwardedFor: `${forwardedFor}, 10.0.0.2`, trustedProxies: 2 }),
    ).toBe("198.51.100.7");
  });

  it("behind a proxy, a request that came around it (no header) is its socket's", () => {
    expect(resolveClientAddress({ socketAddress: "203.0.113.9", forwardedFor: "", trustedProxies: 1 })).toBe(
      "203.0.113.9",
    );
  });
});

describe("trustedProxyCount and normaliseAddress", () => {
  it("reads TRUST_PROXY as a whole number, 0 for anything else", () => {
    expect(trustedProxyCount("")).toBe(0);
    expect(trustedProxyCount("1")).toBe(1);
    expect(trustedProxyCount("-1")).toBe(0);
    expect(trustedProxyCount("1.5")).toBe(0);
    expect(trustedProxyCount("yes")).toBe(0);
  });

  it("unwraps IPv4-mapped IPv6 and keeps real IPv6", () => {
    expect(normaliseAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normaliseAddress("2001:db8::1")).toBe("2001:db8::1");
    expect(normaliseAddress(undefined)).toBe("unknown");
  });
});
