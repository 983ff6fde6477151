// `npm run bench:port-search`: latency of the UN/LOCODE port search (docs/architecture.md §6; budget: "under
// 50 ms"), measured two ways in one run:
//   1. the function itself (searchLocations via searchPorts), in this process, over a mix of
//      queries a person types into the port combobox (2–9 characters, codes and names);
//   2. GET /api/ports/search over HTTP against `next start` (the production build): one request
//      at a time (what a person sees) and 10 concurrent connections with autocannon.
// Run with tsx so the TypeScript sources load: `node --import tsx bench/port-search.mjs`.
// See bench/README.md.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { ensureBuild } from "../scripts/ensure-build.mjs";
import { searchPorts } from "../lib/ports/search-ports.ts";

const root = process.cwd();
const PORT = Number(process.env.BENCH_PORT ?? 3391);
const BASE = `http://127.0.0.1:${PORT}`;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2000);
const HTTP_REQUESTS = Number(process.env.BENCH_HTTP_REQUESTS ?? 500);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const SKIP_HTTP = process.env.BENCH_SKIP_HTTP === "1";
const BUDGET_P99_MS = 50;

/** What people type: prefixes of names and codes, whole codes, words from the middle of names. */
const QUERIES = [
  "nh",
  "nhava",
  "INNSA",
  "ham",
  "hamburg",
  "rotter",
  "NLRTM",
  "shang",
  "singapore",
  "jebel ali",
  "felix",
  "antw",
  "chennai",
  "mundra",
  "los ang",
  "new york",
  "CN",
  "DE",
  "port",
  "san",
  "saint",
  "colombo",
  "mombasa",
  "dubai",
  "bremerh",
];

const log = (...args) => console.log("[port-search]", ...args);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const round = (v) => Math.round(v * 100) / 100;
  return { n: sorted.length, p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), max: round(sorted.at(-1)) };
}

function benchFunction() {
  const coldStart = performance.now();
  searchPorts({ query: "nhava" });
  const coldMs = Math.round(performance.now() - coldStart);
  // Warm the JIT before measuring.
  for (let i = 0; i < 200; i++) searchPorts({ query: QUERIES[i % QUERIES.length] });
  const samples = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const q = QUERIES[i % QUERIES.length];
    const t = performance.now();
    searchPorts({ query: q, limit: 8 });
    samples.push(performance.now() - t);
  }
  return { coldLoadMs: coldMs, ...percentiles(samples) };
}

async function startServer() {
  const dir = path.join(root, "bench", ".data", "port-search");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(PORT),
    // Production refuses to start without the public address (docs/configuration.md).
    SITE_URL: `http://127.0.0.1:${PORT}`,
    PGLITE_DIR: dir,
  };
  delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    [path.join(root, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(PORT), "-H", "127.0.0.1"],
    {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  const output = [];
  child.stdout.on("data", (d) => output.push(String(d)));
  child.stderr.on("data", (d) => output.push(String(d)));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output.join("")}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).status === 200) return child;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`server did not become healthy:\n${output.join("")}`);
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  try {
    process.kill(-child.pid, "SIGTERM"); // only the process group this script created
  } catch {
    child.kill("SIGTERM");
  }
  await exited;
}

async function benchHttp() {
  if (ensureBuild(root, log)) log("built");
  const child = await startServer();
  try {
    const res = await fetch(`${BASE}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "127.0.0.98" },
      body: JSON.stringify({
        email: `bench-${randomUUID().slice(0, 8)}@bench.exportly.test`,
        password: "Bench-Strong-Pass-42",
        firstName: "Bench",
        lastName: "Mark",
        role: "exporter",
      }),
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status}`);
    const { token } = await res.json();
    const headers = { authorization: `Bearer ${token}` };
    const url = (q) => `/api/ports/search?q=${encodeURIComponent(q)}&limit=8`;
    const first = performance.now();
    const firstRes = await fetch(`${BASE}${url("nhava")}`, { headers });
    if (firstRes.status !== 200) throw new Error(`search answered ${firstRes.status}`);
    await firstRes.json();
    const coldMs = Math.round(performance.now() - first);
    for (let i = 0; i < 50; i++)
      await (await fetch(`${BASE}${url(QUERIES[i % QUERIES.length])}`, { headers })).arrayBuffer();
    const samples = [];
    for (let i = 0; i < HTTP_REQUESTS; i++) {
      const t = performance.now();
      const r = await fetch(`${BASE}${url(QUERIES[i % QUERIES.length])}`, { headers });
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`search answered ${r.status}`);
      samples.push(performance.now() - t);
    }
    const sequential = { coldFirstRequestMs: coldMs, ...percentiles(samples) };
    // The same authenticated request without a search (GET /api/auth/profile: wrapper, session
    // lookup, DTO), interleaved in time with nothing else: what the search adds is the difference.
    const baseline = [];
    for (let i = 0; i < HTTP_REQUESTS; i++) {
      const t = performance.now();
      const r = await fetch(`${BASE}/api/auth/profile`, { headers });
      await r.arrayBuffer();
      baseline.push(performance.now() - t);
    }
    const authenticatedBaseline = percentiles(baseline);
    const loaded = await new Promise((resolve, reject) =>
      autocannon(
        {
          url: BASE,
          connections: 10,
          duration: DURATION,
          requests: QUERIES.map((q) => ({ method: "GET", path: url(q), headers })),
        },
        (err, result) => (err ? reject(err) : resolve(result)),
      ),
    );
    return {
      sequential,
      authenticatedBaseline,
      concurrent10: {
        requestsPerSec: Math.round(loaded.requests.average),
        p50: loaded.latency.p50,
        p99: loaded.latency.p99,
        non2xx: loaded.non2xx,
      },
    };
  } finally {
    await stopServer(child);
  }
}

const loadBefore = os.loadavg()[0];
if (loadBefore > os.cpus().length / 2)
  log(
    `warning: load average ${loadBefore.toFixed(1)} on ${os.cpus().length} cores before the run: figures will be inflated`,
  );
const fn = benchFunction();
log(
  `function: cold load ${fn.coldLoadMs} ms; ${fn.n} searches p50 ${fn.p50} ms, p95 ${fn.p95} ms, p99 ${fn.p99} ms, max ${fn.max} ms`,
);
let http = null;
if (!SKIP_HTTP) {
  http = await benchHttp();
  log(
    `HTTP, one at a time: first ${http.sequential.coldFirstRequestMs} ms; ${http.sequential.n} requests p50 ${http.sequential.p50} ms, p99 ${http.sequential.p99} ms`,
  );
  log(
    `HTTP baseline GET /api/auth/profile, one at a time: p50 ${http.authenticatedBaseline.p50} ms, p99 ${http.authenticatedBaseline.p99} ms`,
  );
  log(
    `HTTP, 10 connections ${DURATION} s: ${http.concurrent10.requestsPerSec} req/s, p50 ${http.concurrent10.p50} ms, p99 ${http.concurrent10.p99} ms, non-2xx ${http.concurrent10.non2xx}`,
  );
}
const result = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    node: process.version,
    loadBefore,
    loadAfter: os.loadavg()[0],
  },
  queries: QUERIES,
  function: fn,
  http,
  budget: {
    p99Ms: BUDGET_P99_MS,
    functionOk: fn.p99 < BUDGET_P99_MS,
    httpSequentialOk: http ? http.sequential.p99 < BUDGET_P99_MS : null,
  },
};
fs.writeFileSync(path.join(root, "bench", "port-search-results.json"), `${JSON.stringify(result, null, 2)}\n`);
log("written to bench/port-search-results.json");
if (!result.budget.functionOk || result.budget.httpSequentialOk === false) process.exitCode = 1;
