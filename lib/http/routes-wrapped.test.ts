import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiContract } from "@/lib/api-contract";
import { ROUTE_TAG } from "./route";
import type { Endpoint } from "@/lib/contract/endpoint";

const root = path.resolve(import.meta.dirname, "../..");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js)$/.test(entry.name) ? [full] : [];
  });
}

/** app/api/users/[id]/route.ts → /api/users/{id}; route groups "(x)" vanish; catch-alls become {path}. */
function urlPathOf(file: string): string {
  const segments = path
    .relative(path.join(root, "app"), path.dirname(file))
    .split(path.sep)
    .filter((s) => !/^\(.*\)$/.test(s))
    .map((s) => s.replace(/^\[\.\.\.(\w+)\]$/, "{$1}").replace(/^\[(\w+)\]$/, "{$1}"));
  return `/${segments.join("/")}`;
}

const files = routeFiles(path.join(root, "app"));

describe("route handlers", () => {
  it("finds the route files", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((f) => [path.relative(root, f), f]))(
    "%s: every exported method is wrapped and documented",
    async (_name, file) => {
      const mod = (await import(file)) as Record<string, unknown>;
      const exported = METHODS.filter((m) => m in mod);
      expect(exported.length).toBeGreaterThan(0);
      for (const method of exported) {
        const endpoint = (mod[method] as { [ROUTE_TAG]?: Endpoint })[ROUTE_TAG];
        expect(endpoint, `${method} in ${file} is not wrapped with route()`).toBeDefined();
        expect(["public", "user", "admin"]).toContain(endpoint!.access);
        if (endpoint!.internal) continue;
        expect(endpoint!.path).toBe(urlPathOf(file));
        expect(endpoint!.method).toBe(method);
        expect(apiContract, `${method} ${endpoint!.path} is missing from lib/api-contract.ts`).toContain(endpoint);
      }
    },
  );

  it("every documented endpoint is served by a route file", async () => {
    const served = new Set<Endpoint>();
    for (const file of files) {
      const mod = (await import(file)) as Record<string, { [ROUTE_TAG]?: Endpoint }>;
      for (const m of METHODS) if (mod[m]?.[ROUTE_TAG]) served.add(mod[m][ROUTE_TAG]!);
    }
    for (const endpoint of apiContract) expect(served, `${endpoint.method} ${endpoint.path}`).toContain(endpoint);
  });
});
