import { eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as unknownApiPath } from "@/app/api/[...path]/route";
import { POST as recordView } from "@/app/api/analytics/pageview/route";
import { GET as profile } from "@/app/api/auth/profile/route";
import { PUT as updateUser } from "@/app/api/users/[id]/route";
import { GET as openApi } from "@/app/api/openapi.json/route";
import { getDb } from "@/lib/db/client";
import { pageViews, users } from "@/models";
import { registerTestUser } from "@/test/accounts";
import { call } from "@/test/http";

afterEach(() => vi.unstubAllEnvs());

describe("security headers of API answers (the route wrapper)", () => {
  it("are on a success, an error and a 404 alike", async () => {
    const user = await registerTestUser();
    for (const res of [
      await call(profile, { token: user.token }),
      await call(profile),
      await call(openApi),
      await call(unknownApiPath, { path: "/api/no-such-thing" }),
    ]) {
      expect(res.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      );
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toContain("geolocation=()");
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("add HSTS when the answer goes out over HTTPS", async () => {
    const viaProxy = await call(profile, { headers: { "x-forwarded-proto": "https" } });
    expect(viaProxy.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    vi.stubEnv("SITE_URL", "https://exportly.example");
    expect((await call(profile)).headers.get("strict-transport-security")).toMatch(/^max-age=31536000/);
  });
});

describe("CSRF: Origin compared by scheme, host and port", () => {
  async function cookieWrite(origin: string, extra: Record<string, string> = {}) {
    const user = await registerTestUser();
    return call(updateUser, {
      method: "PUT",
      params: { id: user.id },
      json: { company: "Origin Test Co" },
      headers: { cookie: `exportly_session=${user.token}`, host: "localhost:3000", origin, ...extra },
    });
  }

  it("accepts the site's own origin from a client that sends no Sec-Fetch-Site", async () => {
    expect((await cookieWrite("http://localhost:3000")).status).toBe(200);
  });

  it("refuses the same host under another scheme or port", async () => {
    expect((await cookieWrite("https://localhost:3000")).status).toBe(403);
    expect((await cookieWrite("http://localhost:3001")).status).toBe(403);
  });

  it("compares with SITE_URL when set, not with the Host the client wrote", async () => {
    vi.stubEnv("SITE_URL", "https://exportly.example");
    expect((await cookieWrite("https://exportly.example")).status).toBe(200);
    const forged = await cookieWrite("http://evil.example", { "x-forwarded-host": "evil.example" });
    expect(forged.status).toBe(403);
    expect((await cookieWrite("http://exportly.example")).status).toBe(403);
  });
});

describe("page views", () => {
  it("store an invitation page without its token, in the path and in sign-in's next", async () => {
    const token = `tok${Date.now()}`;
    const paths = [`/invitations/${token}`, `/login?next=%2Finvitations%2F${token}`];
    for (const path of paths) expect((await call(recordView, { method: "POST", json: { path } })).status).toBe(204);
    const db = await getDb();
    const stored = await db
      .select({ path: pageViews.path })
      .from(pageViews)
      .where(inArray(pageViews.path, ["/invitations/[token]", "/login?next=%2Finvitations%2F[token]", ...paths]));
    const found = stored.map((r) => r.path);
    expect(found).toEqual(expect.arrayContaining(["/invitations/[token]", "/login?next=%2Finvitations%2F[token]"]));
    expect(found.join(" ")).not.toContain(token);
  });
});

describe("a refused cross-origin write", () => {
  it("changes nothing", async () => {
    const user = await registerTestUser();
    const db = await getDb();
    const read = async () => (await db.select({ company: users.company }).from(users).where(eq(users.id, user.id)))[0];
    const before = await read();
    const res = await call(updateUser, {
      method: "PUT",
      params: { id: user.id },
      json: { company: "After Co" },
      headers: { cookie: `exportly_session=${user.token}`, host: "localhost:3000", origin: "https://localhost:3000" },
    });
    expect(res.status).toBe(403);
    expect(await read()).toEqual(before);
  });
});
