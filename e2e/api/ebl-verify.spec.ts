import { expect, test } from "@playwright/test";
import { writeEblBundle } from "../fixtures/ebl-bundles";
import { expectError, fromIp, isolatedContext } from "../fixtures/api";

/**
 * The public verification endpoints on the production build: /.well-known/jwks.json is served from
 * a dot-folder in app/ (Next.js 16 routes it: only "_" folders are private), and the verify API
 * answers with the report.
 */
test.describe("eBL verification over HTTP", () => {
  test("GET /.well-known/jwks.json serves the platform's public keys, cacheable", async ({ playwright }) => {
    const api = await isolatedContext(playwright);
    const res = await api.get("/.well-known/jwks.json");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/json");
    expect(res.headers()["cache-control"]).toBe("public, max-age=300");
    const jwks = (await res.json()) as { keys: Record<string, string>[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const key of jwks.keys) {
      expect(key.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(["EdDSA", "PS256"]).toContain(key.alg);
      expect(key).not.toHaveProperty("d");
    }
    await api.dispose();
  });

  test("POST /api/envelopes/verify: a bundle signed here verifies and is trusted; a tampered one is reported; a non-bundle is 400", async ({
    playwright,
  }) => {
    const api = await isolatedContext(playwright);
    const jwks = (await (await api.get("/.well-known/jwks.json")).json()) as { keys: { kid: string }[] };
    const bundle = writeEblBundle({ entries: 6 });
    expect(jwks.keys.map((key) => key.kid)).toContain(bundle.kid);

    const valid = await api.post("/api/envelopes/verify", { headers: fromIp(), data: JSON.parse(bundle.text) });
    expect(valid.status()).toBe(200);
    const report = await valid.json();
    expect(report.valid).toBe(true);
    expect(report.keys).toEqual([{ kid: bundle.kid, alg: "EdDSA", trusted: true }]);
    expect(report.entries).toHaveLength(6);

    const tampered = JSON.parse(bundle.text.replace("Black pepper", "Black peppar"));
    const invalid = await api.post("/api/envelopes/verify", { headers: fromIp(), data: tampered });
    expect(invalid.status()).toBe(200);
    const bad = await invalid.json();
    expect(bad.valid).toBe(false);
    expect(bad.checks.filter((check: { ok: boolean }) => !check.ok).map((check: { id: string }) => check.id)).toEqual([
      "document",
      "issuance",
      "manifest",
    ]);

    await expectError(await api.post("/api/envelopes/verify", { headers: fromIp(), data: { hello: "world" } }), 400, {
      code: "validation_failed",
    });
    await api.dispose();
  });
});
