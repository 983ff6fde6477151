// `npm run bench:shipments`: GET /api/shipments on PostgreSQL with 10,000 and then 100,000
// shipments for one user, each as a ratio to the fixed-JSON route (GET /api/health/live)
// measured in the same run; and the PDF of a 50-line commercial invoice (median of sequential
// requests). Seeds with SQL (generate_series) for speed. See bench/README.md.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { ensureBuild } from "../scripts/ensure-build.mjs";

const root = process.cwd();
const PORT = Number(process.env.BENCH_PORT ?? 3394);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "10,50").split(",").map(Number);
const SIZES = (process.env.BENCH_SIZES ?? "10000,100000").split(",").map(Number);
const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 30);
// Which list requests: first page, status filter, deep page (all three by default).
const VARIANTS = (process.env.BENCH_VARIANTS ?? "first,status,deep").split(",");
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PG_DB = process.env.BENCH_PG_DB ?? "exportly_bench_docs";
const BASE = `http://127.0.0.1:${PORT}`;
const TARGET_GROWTH = 1.5;
// A directory: the server runs with `--cpu-prof` and writes its V8 CPU profiles there when it
// stops (summarise with `node bench/cpu-profile-summary.mjs <file> <requests>`).
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;

const log = (...args) => console.log("[bench:shipments]", ...args);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function adminQuery(sql) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function dbUrl() {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${PG_DB}`;
  return url.toString();
}

async function startServer(env) {
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  // --cpu-prof is refused in NODE_OPTIONS; as a flag it also reaches next start's forked server.
  const profile = CPU_PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, nextBin, "start", "-p", String(PORT), "-H", "127.0.0.1"], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(PORT),
      // Production refuses to start without the public address (docs/configuration.md).
      SITE_URL: `http://127.0.0.1:${PORT}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
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
  throw new Error(`server not healthy within 120 s:\n${output.join("")}`);
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  try {
    process.kill(-child.pid, "SIGTERM"); // the process group we created: next start and its fork
  } catch {
    child.kill("SIGTERM");
  }
  await exited;
}

async function api(method, urlPath, token, body) {
  const res = await fetch(`${BASE}${urlPath}`, {
    method,
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": "127.0.0.98",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${urlPath}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Adds shipments up to `total` for the user, each with three empty documents, newest = highest number. */
async function seed(client, ownerId, from, to) {
  await client.query(
    `INSERT INTO shipments (owner_id, reference, status, templates, created_at, updated_at)
     SELECT $1, 'BENCH-' || lpad(g::text, 6, '0'),
            (ARRAY['draft','in_progress','ready','shipped','delivered','closed','cancelled'])[1 + g % 7]::shipment_status,
            ARRAY['commercial_invoice','packing_list','bill_of_exchange'],
            timestamptz '2026-01-01' + g * interval '1 second', now()
     FROM generate_series($2::int, $3::int) g`,
    [ownerId, from, to],
  );
  await client.query(
    `INSERT INTO shipment_documents (shipment_id, owner_id, name)
     SELECT s.id, s.owner_id, t.name FROM shipments s CROSS JOIN LATERAL unnest(s.templates) AS t(name)
     WHERE s.owner_id = $1 AND s.reference BETWEEN 'BENCH-' || lpad($2::text, 6, '0') AND 'BENCH-' || lpad($3::text, 6, '0')`,
    [ownerId, from, to],
  );
  await client.query("ANALYZE shipments; ANALYZE shipment_documents");
}

/**
 * The plan of the page query the endpoint runs (same predicate, order and document subquery)
 * and its execution time inside PostgreSQL (median of 5 EXPLAIN ANALYZE runs): the figure the
 * machine's load disturbs least.
 */
async function plan(client, ownerId) {
  const query = `EXPLAIN (ANALYZE, TIMING OFF) SELECT s.*, s.created_at::text,
      (SELECT coalesce(json_agg(json_build_object('name', d.name, 'state', d.state)), '[]'::json) FROM shipment_documents d WHERE d.shipment_id = s.id)
    FROM shipments s WHERE s.owner_id = $1 AND (s.created_at, s.id) < (now(), 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)
    ORDER BY s.created_at DESC NULLS LAST, s.id DESC NULLS LAST LIMIT 21`;
  const times = [];
  let lines = [];
  for (let i = 0; i < 5; i++) {
    const { rows } = await client.query(query, [ownerId]);
    lines = rows.map((r) => r["QUERY PLAN"]);
    times.push(Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1))?.[1]));
  }
  return {
    plan: lines
      .filter((l) => /Scan|Limit|Index Cond/.test(l))
      .map((l) => l.trim().replace(/\s+\(.*$/, ""))
      .join(" / "),
    executionMs: median(times),
  };
}

function cannon(opts) {
  return new Promise((resolve, reject) =>
    autocannon({ ...opts, url: `${BASE}${opts.path}` }, (err, result) => (err ? reject(err) : resolve(result))),
  );
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The PDF of a 50-line commercial invoice: median of sequential requests after a warm-up. */
async function measurePdf(token, headers) {
  const { shipment } = await api("POST", "/api/shipments", token, {
    reference: "PDF-50",
    templates: ["commercial_invoice"],
  });
  await api("PUT", `/api/shipments/${shipment.id}/commercial_invoice`, token, {
    data: {
      invoiceNumber: "INV-50",
      invoiceDate: "2026-11-21",
      exporter: {
        name: "Bench Exports",
        company: "Bench Exports Pvt Ltd",
        address: "1 Dock Road",
        city: "Mumbai",
        country: "IN",
      },
      consignee: { name: "Gulf Traders LLC", address: "Port Saeed", city: "Dubai", country: "AE" },
      portOfLoading: { code: "INNSA" },
      portOfDischarge: { code: "AEJEA" },
      incoterm: { rule: "FOB", place: "Nhava Sheva" },
      currency: "USD",
      transportMode: "sea",
      lineItems: Array.from({ length: 50 }, (_, i) => ({
        description: `Cotton shirt, style ${i + 1}`,
        hsCode: "620520",
        quantity: "100",
        unit: "PCS",
        unitPrice: "4.25",
        netWeight: "20.5",
        grossWeight: "22",
        packages: 4,
        marks: `BE/${i + 1}`,
      })),
    },
  });
  const timings = [];
  let pages = 0;
  for (let i = 0; i < PDF_RUNS + 3; i++) {
    const t0 = performance.now();
    const res = await fetch(`${BASE}/api/shipments/${shipment.id}/commercial_invoice/pdf`, { headers });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`pdf: ${res.status}`);
    pages = (
      Buffer.from(bytes)
        .toString("latin1")
        .match(/\/Type \/Page\b/g) ?? []
    ).length;
    if (i >= 3) timings.push(ms); // the first renders warm up fonts and the JIT
  }
  return {
    lines: 50,
    pages,
    runs: timings.length,
    medianMs: Math.round(median(timings) * 10) / 10,
    p90Ms: Math.round([...timings].sort((a, b) => a - b)[Math.floor(timings.length * 0.9)] * 10) / 10,
  };
}

async function main() {
  ensureBuild(root, log);
  const loadBefore = os.loadavg()[0];
  await adminQuery(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${PG_DB}`);
  const child = await startServer({ DATABASE_URL: dbUrl(), FILES_DIR: path.join(root, "bench", ".data", "files") });
  const client = new pg.Client({ connectionString: dbUrl() });
  await client.connect();
  const results = { lists: [], plans: {}, pdf: null };
  let token;
  try {
    // One user per size, all seeded before measuring, then the routes measured back to back per
    // connection count: the machine's load drifts during a run, and interleaving keeps the sizes
    // comparable (the first version measured 10k, then seeded and measured 100k, and the
    // figures mostly showed the drift).
    const users = [];
    for (const size of SIZES) {
      const { token, user } = await api("POST", "/api/auth/register", null, {
        email: `bench-${randomUUID().slice(0, 8)}@bench.exportly.test`,
        password: "Bench-Strong-Pass-42",
        firstName: "Bench",
        lastName: "Mark",
        role: "exporter",
      });
      const started = Date.now();
      await seed(client, user.id, 1, size);
      log(
        `seeded ${size} shipments (${size * 3} documents) for one user in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      results.plans[size] = await plan(client, user.id);
      // A deep page: the cursor of the 5,000th shipment from the top.
      const { rows } = await client.query(
        `SELECT created_at::text AS c, id FROM shipments WHERE owner_id = $1 ORDER BY created_at DESC NULLS LAST, id DESC NULLS LAST OFFSET 5000 LIMIT 1`,
        [user.id],
      );
      // The list's cursor format (lib/shipments/list-shipments.ts): the order, the exact key, the id.
      const deepCursor = Buffer.from(JSON.stringify(["newest", rows[0].c, rows[0].id])).toString("base64url");
      const page = await api("GET", `/api/shipments?limit=20&cursor=${deepCursor}`, token);
      if (page.shipments.length !== 20) throw new Error("deep page is short");
      users.push({ size, token, deepCursor });
    }
    token = users[0].token;
    const routes = [{ name: "GET /api/health/live", path: "/api/health/live", headers: {}, size: 0 }];
    const variants = { first: "", status: "?status=ready", deep: " (page 251)" };
    for (const variant of VARIANTS.map((v) => variants[v])) {
      for (const u of users) {
        const query = variant === "?status=ready" ? "&status=ready" : variant ? `&cursor=${u.deepCursor}` : "";
        routes.push({
          name: `GET /api/shipments${variant}`,
          path: `/api/shipments?limit=20${query}`,
          headers: { authorization: `Bearer ${u.token}` },
          size: u.size,
        });
      }
    }
    for (const r of routes) await cannon({ path: r.path, headers: r.headers, connections: 10, duration: 1 });
    for (const connections of CONNECTIONS) {
      for (const r of routes) {
        log(`${r.size || "-"} shipments: ${r.name}, ${connections} connections, ${DURATION} s`);
        const result = await cannon({ path: r.path, headers: r.headers, connections, duration: DURATION });
        results.lists.push({
          size: r.size,
          route: r.name,
          connections,
          reqPerSec: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          failed: result.non2xx + result.errors + result.timeouts,
          requests: result.requests.total,
        });
      }
    }
    for (const row of results.lists) {
      const fixed = results.lists.find((r) => r.connections === row.connections && r.route === routes[0].name);
      row.ratio = Math.round((row.reqPerSec / fixed.reqPerSec) * 100) / 100;
    }
    const headers = { authorization: `Bearer ${token}` };
    if (PDF_RUNS > 0) results.pdf = await measurePdf(token, headers);
  } finally {
    await client.end();
    await stopServer(child);
    await adminQuery(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`).catch(() => {});
  }

  const growth = {};
  for (const route of ["GET /api/shipments", "GET /api/shipments?status=ready", "GET /api/shipments (page 251)"]) {
    for (const connections of CONNECTIONS) {
      const [small, large] = SIZES.map((size) =>
        results.lists.find((r) => r.size === size && r.route === route && r.connections === connections),
      );
      if (small && large)
        growth[`${route} @${connections}`] = {
          p99: Math.round((large.p99Ms / small.p99Ms) * 100) / 100,
          throughput: Math.round((small.reqPerSec / large.reqPerSec) * 100) / 100,
        };
    }
  }
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
    loadAverage: { before: Math.round(loadBefore * 100) / 100, after: Math.round(os.loadavg()[0] * 100) / 100 },
    settings: { durationSeconds: DURATION, connections: CONNECTIONS, sizes: SIZES },
    ...results,
    growth,
  };
  fs.writeFileSync(path.join(root, "bench", "shipments-results.json"), JSON.stringify(report, null, 2) + "\n");
  console.log(
    `\n${report.date} · ${report.machine.cpus} cores · load ${report.loadAverage.before} before, ${report.loadAverage.after} after\n`,
  );
  console.log(
    "| shipments | route | connections | req/s | p50 (ms) | p99 (ms) | ratio to fixed | failed |\n|---:|---|---:|---:|---:|---:|---:|---:|",
  );
  for (const r of results.lists)
    console.log(
      `| ${r.size || "–"} | ${r.route} | ${r.connections} | ${r.reqPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.ratio.toFixed(2)} | ${r.failed} |`,
    );
  console.log(`\nGrowth ${SIZES.join(" → ")} (target ≤ ${TARGET_GROWTH}×):`);
  for (const [k, v] of Object.entries(growth))
    console.log(
      `  ${v.p99 <= TARGET_GROWTH && v.throughput <= TARGET_GROWTH ? "✓" : "✗"} ${k}: p99 ×${v.p99}, throughput ÷${v.throughput}`,
    );
  if (CPU_PROF_DIR) {
    const served = results.lists.reduce((sum, r) => sum + r.requests, 0);
    console.log(`\nCPU profiles in ${CPU_PROF_DIR}; ${served} measured requests (plus warm-up and setup):`);
    for (const r of results.lists) console.log(`  ${r.requests} × ${r.route} (${r.size || "–"}) @${r.connections}`);
  }
  for (const [size, p] of Object.entries(results.plans))
    console.log(`\nPage query at ${size}: ${p.executionMs} ms in PostgreSQL (median of 5); plan: ${p.plan}`);
  if (results.pdf)
    console.log(
      `\nPDF, 50-line commercial invoice (${results.pdf.pages} pages): median ${results.pdf.medianMs} ms, p90 ${results.pdf.p90Ms} ms over ${results.pdf.runs} sequential requests`,
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
