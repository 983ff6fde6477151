import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { proxy } from "@/proxy";
import { API_CONTENT_SECURITY_POLICY, mapTileOrigin, pageContentSecurityPolicy } from "./security-headers";

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

afterEach(() => vi.unstubAllEnvs());

describe("a page's security headers (proxy.ts)", () => {
  const page = (url: string, headers: Record<string, string> = {}) => proxy(new NextRequest(url, { headers }));

  it("sends a nonce-based policy with no inline script, no framing, and the common headers", () => {
    const response = page("http://localhost:3000/dashboard");
    const policy = response.headers.get("content-security-policy")!;
    const parsed = directives(policy);
    const scripts = parsed.get("script-src")!;
    expect(scripts).toEqual(expect.arrayContaining(["'strict-dynamic'"]));
    expect(scripts.find((s) => s.startsWith("'nonce-"))).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(parsed.get("default-src")).toEqual(["'self'"]);
    expect(parsed.get("frame-ancestors")).toEqual(["'none'"]);
    expect(parsed.get("object-src")).toEqual(["'none'"]);
    expect(parsed.get("frame-src")).toEqual(["'self'"]);
    expect(parsed.has("upgrade-insecure-requests")).toBe(false);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("hands Next.js the same policy on the request, so it can put the nonce on its scripts", () => {
    const response = page("http://localhost:3000/", { "content-security-policy": "script-src *" });
    // NextResponse.next({ request: { headers } }) passes request headers on as x-middleware-request-*.
    expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(
      response.headers.get("content-security-policy"),
    );
    expect(response.headers.get("x-middleware-request-x-exportly-path")).toBe("/");
  });

  it("makes a new nonce for every request", () => {
    const nonce = () =>
      /'nonce-([^']+)'/.exec(page("http://localhost:3000/").headers.get("content-security-policy")!)![1];
    const nonces = new Set(Array.from({ length: 20 }, nonce));
    expect(nonces.size).toBe(20);
  });

  it("adds HSTS and upgrade-insecure-requests over HTTPS: TLS, X-Forwarded-Proto or an https SITE_URL", () => {
    for (const response of [
      page("https://exportly.example/dashboard"),
      page("http://localhost:3000/dashboard", { "x-forwarded-proto": "https" }),
    ]) {
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(directives(response.headers.get("content-security-policy")!).has("upgrade-insecure-requests")).toBe(true);
    }
    vi.stubEnv("SITE_URL", "https://exportly.example");
    expect(page("http://10.0.0.5:3000/").headers.get("strict-transport-security")).toMatch(/^max-age=/);
  });
});

describe("policies", () => {
  it("allows eval only in development, inline styles always (style attributes), never inline script", () => {
    const dev = directives(pageContentSecurityPolicy("abc", { development: true }));
    expect(dev.get("script-src")).toContain("'unsafe-eval'");
    const prod = directives(pageContentSecurityPolicy("abc"));
    expect(prod.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(prod.get("script-src")).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
  });

  it("lets an API answer load nothing and be framed by nobody", () => {
    const api = directives(API_CONTENT_SECURITY_POLICY);
    expect(api.get("default-src")).toEqual(["'none'"]);
    expect(api.get("frame-ancestors")).toEqual(["'none'"]);
  });
});

describe("map tiles from MAP_TILE_URL", () => {
  it("allows images from the tile host only when the template names another host", () => {
    expect(mapTileOrigin(undefined)).toBeUndefined();
    expect(mapTileOrigin("/tiles/{z}/{x}/{y}.png")).toBeUndefined();
    expect(mapTileOrigin("javascript:alert(1)")).toBeUndefined();
    expect(mapTileOrigin("https://tiles.example.com/{z}/{x}/{y}.png")).toBe("https://tiles.example.com");
    expect(mapTileOrigin("https://{s}.tile.example.org:8443/{z}/{x}/{y}{r}.png")).toBe(
      "https://*.tile.example.org:8443",
    );
    const policy = directives(pageContentSecurityPolicy("abc", { tileOrigin: "https://tiles.example.com" }));
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://tiles.example.com"]);
  });
});
