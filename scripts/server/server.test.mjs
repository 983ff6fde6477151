// `npm run test:server`: the production web server (scripts/server/server.mjs on the production
// build, as `npm start` runs it) over real sockets, with TRUST_PROXY at its default (0):
// - a forged X-Forwarded-For, new on every request, does not change the address the limits key
//   on: the 31st verification from one socket is refused whatever the header says;
// - a client that trickles its headers (slowloris) gets 408 and loses the socket after the header
//   timeout;
// - a client that aborts an upload mid-body is logged at info, and nothing is logged at error.
// Builds when the build is missing or stale (scripts/ensure-build.mjs), unless CLUSTER_SKIP_BUILD=1
// reuses the one in .next (as `npm test` does after the end-to-end suite); SERVER_TEST_PORT (3349).
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { ensureBuild } from "../ensure-build.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const PORT = Number(process.env.SERVER_TEST_PORT ?? 3349);
const BASE = `http://127.0.0.1:${PORT}`;
const HEADERS_TIMEOUT_MS = 1_500;
/** LIMITS.verification: verifications per client address per minute (lib/limits/limits.ts). */
const VERIFICATIONS_PER_MINUTE = 30;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (!(process.env.CLUSTER_SKIP_BUILD === "1" && fs.existsSync(path.join(root, ".next", "BUILD_ID")))) ensureBuild(root);

let server;
let dir;
const stdout = [];
const stderr = [];
/** The JSON lines the server logged (its own and the app's). */
const logLines = () =>
  stdout
    .join("")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return null;
      }
    })
    .filter(Boolean);

before(
  async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "exportly-server-test-"));
    const env = {
      ...process.env,
      NODE_ENV: "production",
      SITE_URL: `http://127.0.0.1:${PORT}`,
      NEXT_TELEMETRY_DISABLED: "1",
      PGLITE_DIR: path.join(dir, "db"),
      FILES_DIR: path.join(dir, "files"),
      EBL_KEYS_DIR: path.join(dir, "keys"),
      LOG_LEVEL: "info",
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    };
    for (const name of ["TRUST_PROXY", "DATABASE_URL", "REDIS_URL", "SMTP_URL", "S3_BUCKET"]) delete env[name];
    server = spawn(
      process.execPath,
      [path.join(root, "scripts", "server", "server.mjs"), "-p", String(PORT), "-H", "127.0.0.1"],
      {
        cwd: root,
        env,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    server.stdout.on("data", (chunk) => stdout.push(String(chunk)));
    server.stderr.on("data", (chunk) => stderr.push(String(chunk)));
    const deadline = Date.now() + 120_000;
    for (;;) {
      assert.equal(server.exitCode, null, `the server exited:\n${stdout.join("")}${stderr.join("")}`);
      try {
        if ((await fetch(`${BASE}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      assert.ok(Date.now() < deadline, `no healthy server in 120 s:\n${stdout.join("")}${stderr.join("")}`);
      await sleep(500);
    }
  },
  { timeout: 150_000 },
);

after(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await Promise.race([exited, sleep(15_000)]);
    if (server.exitCode === null) server.kill("SIGKILL");
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** A body that passes the bundle schema, so the request reaches the limiter (and verifies as not valid). */
const junkBundle = JSON.stringify({
  transportDocument: {},
  envelopeManifestSignedContent: "x",
  envelopeTransferChain: ["x"],
  exportlyKeys: { keys: [{}] },
});

describe("the web server, TRUST_PROXY unset (0)", () => {
  it("keys the limits on the socket: a forged X-Forwarded-For, new each time, does not reset the verification limit", async () => {
    const statuses = [];
    for (let i = 0; i <= VERIFICATIONS_PER_MINUTE; i++) {
      const forged = `198.51.100.${i + 1}`;
      const response = await fetch(`${BASE}/api/envelopes/verify`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forged, "x-exportly-client-ip": forged },
        body: junkBundle,
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    assert.deepEqual(statuses.slice(0, VERIFICATIONS_PER_MINUTE), Array(VERIFICATIONS_PER_MINUTE).fill(200));
    assert.equal(statuses.at(-1), 429, "the 31st request from one socket address is refused, whatever the header");
  });

  it("cuts a client that trickles its headers (slowloris) after the header timeout, with a 408", async () => {
    const socket = net.connect(PORT, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => (received += chunk));
    socket.on("error", () => {});
    const started = Date.now();
    socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const trickle = setInterval(() => socket.writable && socket.write("X-Slow: a\r\n"), 300);
    await new Promise((resolve) => socket.on("close", resolve));
    clearInterval(trickle);
    const elapsed = Date.now() - started;
    assert.match(received, /^HTTP\/1\.1 408 Request Timeout/);
    assert.ok(elapsed >= HEADERS_TIMEOUT_MS - 100, `cut after ${elapsed} ms, before the timeout`);
    assert.ok(elapsed < HEADERS_TIMEOUT_MS + 5_000, `cut only after ${elapsed} ms`);
    const lines = logLines();
    assert.ok(
      lines.some(
        (line) => line.msg === "client error" && line.level === "info" && line.code === "ERR_HTTP_REQUEST_TIMEOUT",
      ),
      "the timeout is logged at info",
    );
  });

  it("logs an upload the client aborts mid-body at info, and nothing at error", async () => {
    const socket = net.connect(PORT, "127.0.0.1");
    socket.on("error", () => {});
    await new Promise((resolve) => socket.on("connect", resolve));
    socket.write(
      "POST /api/envelopes/verify HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n",
    );
    socket.write(`{"transportDocument": {"padding": "${"x".repeat(200_000)}`);
    await sleep(500);
    socket.destroy();
    const deadline = Date.now() + 10_000;
    let aborted;
    while (
      !(aborted = logLines().find((line) => line.msg === "client closed the connection before the answer was sent"))
    ) {
      assert.ok(Date.now() < deadline, `no line about the aborted upload:\n${stdout.join("")}`);
      await sleep(200);
    }
    assert.equal(aborted.level, "info");
    assert.equal(aborted.path, "/api/envelopes/verify");
    assert.equal(aborted.clientAddress, "127.0.0.1");
    // Whatever the app did with the cut body, it is no server error.
    await sleep(1_000);
    assert.deepEqual(
      logLines().filter((line) => line.level === "error" || line.level === "fatal"),
      [],
      "no line at error",
    );
    assert.doesNotMatch(stderr.join(""), /aborted|ECONNRESET|Error/, "nothing on stderr about it");
  });
});
