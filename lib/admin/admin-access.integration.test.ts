import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TAG, type RouteHandler } from "@/lib/http/route";
import { apiContract } from "@/lib/api-contract";
import { createTestAdmin, registerTestUser, type TestUser } from "@/test/accounts";
import { call } from "@/test/http";

const root = path.resolve(import.meta.dirname, "../..");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

function routeFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? routeFiles(path.join(dir, e.name)) : e.name === "route.ts" ? [path.join(dir, e.name)] : [],
    );
}

type Case = { label: string; handler: RouteHandler; params: Record<string, string>; method: string };

/** Every handler under app/api/admin, found on disk so a new admin endpoint is covered without editing this test. */
async function adminCases(): Promise<Case[]> {
  const cases: Case[] = [];
  for (const file of routeFiles(path.join(root, "app", "api", "admin"))) {
    const mod = (await import(file)) as Record<string, RouteHandler>;
    for (const method of METHODS) {
      const handler = mod[method];
      if (!handler) continue;
      const endpoint = handler[ROUTE_TAG];
      const params = Object.fromEntries([...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, randomUUID()]));
      cases.push({ label: `${method} ${endpoint.path}`, handler, params, method });
    }
  }
  return cases;
}

const cases = await adminCases();
let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  customer = await registerTestUser();
  admin = await createTestAdmin();
});

describe("every /api/admin endpoint", () => {
  it("is found on disk, declared admin-only and documented", () => {
    expect(cases.length).toBeGreaterThanOrEqual(16);
    const adminPaths = apiContract.filter((e) => e.path.startsWith("/api/admin")).map((e) => `${e.method} ${e.path}`);
    expect(cases.map((c) => c.label).sort()).toEqual(adminPaths.sort());
    for (const c of cases) expect(c.handler[ROUTE_TAG].access, c.label).toBe("admin");
  });

  it.each(cases.map((c) => [c.label, c] as const))("%s: a visitor gets 401", async (_label, c) => {
    const res = await call(c.handler, {
      method: c.method,
      params: c.params,
      json: c.method === "GET" || c.method === "DELETE" ? undefined : {},
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("unauthorized");
  });

  it.each(cases.map((c) => [c.label, c] as const))(
    "%s: a signed-in non-admin gets 404, as if it did not exist",
    async (_label, c) => {
      const res = await call(c.handler, {
        method: c.method,
        params: { ...c.params, id: customer.id, userId: customer.id },
        token: customer.token,
        json: c.method === "GET" || c.method === "DELETE" ? undefined : { reason: "x".repeat(10), role: "bank" },
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Not found.", code: "not_found" });
    },
  );

  it.each(cases.filter((c) => c.method === "GET" && !c.label.includes("{")).map((c) => [c.label, c] as const))(
    "%s: an admin gets 200",
    async (_label, c) => {
      const res = await call(c.handler, { method: c.method, token: admin.token });
      expect(res.status === 200 ? 200 : res.body).toBe(200);
    },
  );
});
