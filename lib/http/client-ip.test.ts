import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

const FRONT_SERVER_MARK = Symbol.for("exportly.frontServer");
const marked = globalThis as { [FRONT_SERVER_MARK]?: boolean };
const headers = (init: Record<string, string> = {}) => new Headers(init);

describe("clientIp", () => {
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.TRUST_PROXY;
    delete process.env.TRUST_PROXY;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
    delete marked[FRONT_SERVER_MARK];
  });

  it("behind the front server, takes only the address it recorded, whatever X-Forwarded-For says", () => {
    marked[FRONT_SERVER_MARK] = true;
    process.env.TRUST_PROXY = "3";
    expect(clientIp(headers({ "x-exportly-client-ip": "198.51.100.7", "x-forwarded-for": "1.1.1.1" }))).toBe(
      "198.51.100.7",
    );
    expect(clientIp(headers({ "x-forwarded-for": "1.1.1.1" }))).toBe("unknown");
  });

  it("without the front server, ignores a forged recorded-address header", () => {
    process.env.TRUST_PROXY = "1";
    expect(clientIp(headers({ "x-exportly-client-ip": "6.6.6.6", "x-forwarded-for": "203.0.113.9" }))).toBe(
      "203.0.113.9",
    );
  });

  it("trusts no header by default (TRUST_PROXY unset or 0)", () => {
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.9" }))).toBe("unknown");
    process.env.TRUST_PROXY = "0";
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.9" }))).toBe("unknown");
    process.env.TRUST_PROXY = "two";
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.9" }))).toBe("unknown");
  });

  it("trusts only as many hops from the right as TRUST_PROXY says", () => {
    process.env.TRUST_PROXY = "1";
    expect(clientIp(headers({ "x-forwarded-for": "1.1.1.1, 203.0.113.9" }))).toBe("203.0.113.9");
    process.env.TRUST_PROXY = "2";
    expect(clientIp(headers({ "x-forwarded-for": "1.1.1.1, 203.0.113.9, 10.0.0.2" }))).toBe("203.0.113.9");
    expect(clientIp(headers())).toBe("unknown");
  });
});
