import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "../fixtures/ports";
import { expectError, fromIp } from "../fixtures/api";

/** A request that declares a body over 10 MB and sends none of it: the server must refuse from the header. */
function declareHugeBody(pathname: string, bytes: number): Promise<{ status: number; body: string }> {
  const url = new URL(pathname, E2E_BASE_URL);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: "POST", headers: { "content-type": "application/json", "content-length": String(bytes) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") });
        });
      },
    );
    req.on("error", reject);
    req.setTimeout(15_000, () => req.destroy(new Error("timeout waiting for 413")));
    req.write("{");
    req.flushHeaders();
  });
}

/**
 * Streams `bytes` of a JSON body with chunked encoding (no content-length, so the server can only
 * refuse by counting), one chunk at a time, and stops sending as soon as the answer arrives. The
 * server may close the connection on the rest of the body; a write error after the answer is
 * expected and ignored, but a network error before any answer fails the test: the 413 must reach
 * the client.
 */
function streamHugeBody(pathname: string, bytes: number): Promise<{ status: number; body: string }> {
  const url = new URL(pathname, E2E_BASE_URL);
  const chunk = Buffer.alloc(64 * 1024, "x");
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      url,
      { method: "POST", headers: { "content-type": "application/json", ...fromIp() } },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") });
        });
        res.on("error", reject);
      },
    );
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    req.setTimeout(30_000, () => req.destroy(new Error("timeout waiting for 413")));
    let sent = 0;
    const sendMore = () => {
      while (!answered && sent < bytes) {
        sent += chunk.length;
        if (!req.write(sent === chunk.length ? Buffer.concat([Buffer.from('{"password":"'), chunk]) : chunk)) {
          req.once("drain", sendMore);
          return;
        }
      }
      if (!answered) req.end('"}');
    };
    sendMore();
  });
}

test.describe("API conventions", () => {
  test("malformed JSON → 400 invalid_json", async ({ request }) => {
    const response = await request.post("/api/auth/login", {
      headers: { "content-type": "application/json", ...fromIp() },
      data: Buffer.from('{"email": "a@b.c", '),
    });
    // (a Buffer: Playwright JSON-encodes a string body sent as application/json)
    await expectError(response, 400, { code: "invalid_json", message: "The request body is not valid JSON." });
  });

  test("a text/plain body → 415", async ({ request }) => {
    const response = await request.post("/api/auth/login", {
      headers: { "content-type": "text/plain", ...fromIp() },
      data: '{"email":"a@b.c","password":"x"}',
    });
    await expectError(response, 415, { code: "unsupported_media_type" });
  });

  test("a declared body over 10 MB → 413 before it is read", async () => {
    const response = await declareHugeBody("/api/auth/register", 10 * 1024 * 1024 + 1);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({
      code: "payload_too_large",
      message: expect.stringContaining("10 MB"),
    });
  });

  test("an actual body over 10 MB, streamed without a declared length → 413", async () => {
    const response = await streamHugeBody("/api/auth/login", 10 * 1024 * 1024 + 1024 * 1024);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ code: "payload_too_large" });
  });

  for (const [method, url] of [
    ["GET", "/api/nope"],
    ["POST", "/api/nope/deeper"],
    ["GET", "/v1/nope"],
    ["DELETE", "/v1/auth/nope"],
  ] as const) {
    test(`${method} ${url} → 404 JSON not_found`, async ({ request }) => {
      const response = await request.fetch(url, { method });
      await expectError(response, 404, { code: "not_found" });
    });
  }

  test("GET /api/health → 200 with the database ok; GET /api/health/live → fixed JSON", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    const health = (await response.json()) as { status: string; database: { status: string; driver: string } };
    expect(health.status).toBe("ok");
    expect(health.database.status).toBe("ok");
    expect(["pglite", "postgres", "pg", "node-postgres"]).toContain(health.database.driver);
    const live = await request.get("/api/health/live");
    expect(live.status()).toBe(200);
    expect(live.headers()["content-type"]).toContain("application/json");
    expect(await live.text()).toBe(await (await request.get("/api/health/live")).text());
  });

  test("GET /api/openapi.json is OpenAPI 3.1.0 and documents every account endpoint", async ({ request }) => {
    const response = await request.get("/api/openapi.json");
    expect(response.status()).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe("3.1.0");
    const source = fs.readFileSync(path.join(process.cwd(), "lib/accounts/endpoints.ts"), "utf8");
    const endpoints = [...source.matchAll(/method:\s*"(\w+)",\s*\n\s*path:\s*"([^"]+)"/g)].map((m) => ({
      method: m[1]!.toLowerCase(),
      path: m[2]!,
    }));
    expect(endpoints.length).toBeGreaterThanOrEqual(11);
    for (const { method, path: p } of endpoints) {
      expect(doc.paths[p], `${p} missing from the OpenAPI document`).toBeTruthy();
      expect(doc.paths[p]![method], `${method.toUpperCase()} ${p} missing`).toBeTruthy();
    }
    // The document never leaks secret field names into the user schema.
    expect(JSON.stringify(doc)).not.toContain("passwordHash");
  });

  test("GET /api-docs renders the viewer as HTML", async ({ request }) => {
    const response = await request.get("/api-docs");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("/api/openapi.json");
  });

  test("errors carry no stack trace and every JSON answer is no-store", async ({ request }) => {
    const response = await request.get("/api/auth/profile");
    const text = await response.text();
    expect(text).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
    expect(response.headers()["cache-control"]).toContain("no-store");
  });
});
