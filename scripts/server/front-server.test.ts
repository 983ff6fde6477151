import net from "node:net";
import type { AddressInfo } from "node:net";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createFrontServer, timeoutsFromEnv, type Log } from "./front-server.mjs";

/**
 * The front server over real sockets. The handler stands in for Next.js and answers with the
 * address the app would key its limits on (scripts/server/server.test.mjs runs the same checks
 * against the production build).
 */
type Line = { level: string; message: string; fields?: Record<string, unknown> };
const FRONT_SERVER_MARK = Symbol.for("exportly.frontServer");

let server: Server | null = null;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server?.closeAllConnections();
  server = null;
  delete (globalThis as { [FRONT_SERVER_MARK]?: boolean })[FRONT_SERVER_MARK];
});

async function start(env: Record<string, string>, handle = echoAddress) {
  const lines: Line[] = [];
  const log: Log = (level, message, fields) => lines.push({ level, message, fields });
  const front = createFrontServer({ handle, env, log });
  server = front.server;
  await new Promise<void>((resolve) => front.server.listen(0, "127.0.0.1", resolve));
  return { port: (front.server.address() as AddressInfo).port, lines };
}

function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
  });
}

function echoAddress(req: IncomingMessage, res: ServerResponse) {
  res.setHeader("content-type", "text/plain");
  res.end(String(req.headers["x-exportly-client-ip"]));
}

describe("the front server", () => {
  it("with TRUST_PROXY=0, a forged X-Forwarded-For (or a forged recorded address) does not change the address", async () => {
    const { port } = await start({ TRUST_PROXY: "0" });
    const seen = new Set<string>();
    for (const forged of ["1.1.1.1", "2.2.2.2, 3.3.3.3", "10.0.0.1"]) {
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { "x-forwarded-for": forged, "x-exportly-client-ip": forged },
      });
      seen.add(await response.text());
    }
    expect([...seen]).toEqual(["127.0.0.1"]);
  });

  it("answers an API path with dot segments with the API's 400, before the app sees it", async () => {
    const { port } = await start({});
    for (const path of ["/api/envelopes/./surrender", "/api/admin/users/../x", "/v1/auth/%2e%2E/password", "/api/."]) {
      // A raw request line, as a fuzzer sends it (fetch would resolve the dot segments itself).
      const raw = await rawRequest(
        port,
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
      expect(raw).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4))).toMatchObject({ code: "validation_failed" });
    }
    const page = await rawRequest(port, "GET /./login HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(page).toMatch(/^HTTP\/1\.1 200 /);
  });

  it("with TRUST_PROXY=1, takes the entry the one proxy appended", async () => {
    const { port } = await start({ TRUST_PROXY: "1" });
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { "x-forwarded-for": "6.6.6.6, 198.51.100.7" },
    });
    expect(await response.text()).toBe("198.51.100.7");
  });

  it("cuts a client that trickles its headers (slowloris) after the header timeout, with a 408 logged at info", async () => {
    const { port, lines } = await start({ HTTP_HEADERS_TIMEOUT_MS: "1000" });
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString()));
    const started = Date.now();
    socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
    const trickle = setInterval(() => socket.writable && socket.write("X-Slow: a\r\n"), 200);
    await new Promise((resolve) => socket.on("close", resolve));
    clearInterval(trickle);
    const elapsed = Date.now() - started;
    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    // The limit plus Node's one-second check interval, with room for a loaded machine.
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(5_000);
    expect(lines).toContainEqual(expect.objectContaining({ level: "info", message: "client error" }));
    expect(lines.filter((line) => line.level === "error")).toEqual([]);
  });

  it("logs a client that aborts its upload at info, never error", async () => {
    let bodyBytes = 0;
    const { port, lines } = await start({}, (req, res) => {
      req.on("data", (chunk: Buffer) => (bodyBytes += chunk.length));
      req.on("end", () => res.end("done"));
    });
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.on("connect", resolve));
    socket.write("POST /api/upload HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000000\r\n\r\n");
    socket.write(Buffer.alloc(64 * 1024, 1));
    await expect.poll(() => bodyBytes).toBeGreaterThan(0);
    socket.destroy();
    await expect
      .poll(() => lines.find((line) => line.message === "client closed the connection before the answer was sent"))
      .toMatchObject({ level: "info", fields: { method: "POST", path: "/api/upload", clientAddress: "127.0.0.1" } });
    expect(lines.filter((line) => line.level === "error")).toEqual([]);
  });

  it("sets its timeouts deliberately, each adjustable", () => {
    expect(timeoutsFromEnv({})).toEqual({ headers: 20_000, request: 120_000, keepAlive: 65_000, idle: 60_000 });
    expect(timeoutsFromEnv({ HTTP_HEADERS_TIMEOUT_MS: "5000", HTTP_KEEP_ALIVE_TIMEOUT_MS: "x" })).toMatchObject({
      headers: 5_000,
      keepAlive: 65_000,
    });
    // Node refuses a header timeout longer than the request timeout.
    expect(timeoutsFromEnv({ HTTP_HEADERS_TIMEOUT_MS: "9000", HTTP_REQUEST_TIMEOUT_MS: "3000" }).headers).toBe(3_000);
  });
});
