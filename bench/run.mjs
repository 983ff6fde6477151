// `npm run bench`: autocannon on loopback against GET /api/health/live (fixed JSON, no database)
// and GET /api/auth/profile (session lookup), on PGlite and on PostgreSQL, reporting each route
// as a ratio to the fixed route measured in the same run (docs/architecture.md §6). See bench/README.md.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { ensureBuild } from "../scripts/ensure-build.mjs";

const root = process.cwd();
const benchDir = path.join(root, "bench");
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "10,50").split(",").map(Number);
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PG_DB = process.env.BENCH_PG_DB ?? "exportly_bench";
const MODES = (process.env.BENCH_MODES ?? "pglite,postgres").split(",");
const BASE = `http://127.0.0.1:${PORT}`;
const BUDGET = { ratio: 0.5, p99Ms: 100, rssMb: { pglite: 700, postgres: 400 } };

const log = (...args) => console.log("[bench]", ...args);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function preparePostgres() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return {
      skipped: `PostgreSQL unreachable at ${PG_ADMIN_URL.replace(/\/\/[^@]*@/, "//")} (${error.code ?? error.message})`,
    };
  }
  try {
    await admin.query(`drop database if exists ${PG_DB} with (force)`);
    await admin.query(`create database ${PG_DB}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${PG_DB}`;
  return { url: url.toString() };
}

async function dropPostgres() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`drop database if exists ${PG_DB} with (force)`);
  } catch {
    // best effort
  } finally {
    await admin.end().catch(() => {});
  }
}

/** Every descendant pid of `pid` (next start forks the next-server process). */
function descendants(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // the process went away
    }
  }
  const out = [];
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    for (const c of children.get(p) ?? []) {
      out.push(c);
      stack.push(c);
    }
  }
  return out;
}

function processInfo(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
    return { pid, rssMb: Math.round(rssKb / 102.4) / 10, cmd };
  } catch {
    return null;
  }
}

/** The next-server process: the descendant titled next-server, else the one with the largest RSS. */
function serverProcess(rootPid) {
  const infos = [rootPid, ...descendants(rootPid)].map(processInfo).filter(Boolean);
  return infos.find((p) => /next-server/.test(p.cmd)) ?? infos.sort((a, b) => b.rssMb - a.rssMb)[0];
}

async function startServer(mode, env) {
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const child = spawn(process.execPath, [nextBin, "start", "-p", String(PORT), "-H", "127.0.0.1"], {
    cwd: root,
    env: Object.fromEntries(
      Object.entries({
        ...process.env,
        ...env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        PORT: String(PORT),
      }).filter(([, v]) => v !== undefined),
    ),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const output = [];
  child.stdout.on("data", (d) => output.push(String(d)));
  child.stderr.on("data", (d) => output.push(String(d)));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${mode}: next start exited (${child.exitCode}):\n${output.join("")}`);
    try {
      const res = await fetch(`${BASE}/api/health`);
      if (res.status === 200) return { child, output };
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  await stopServer(child);
  throw new Error(`${mode}: server did not become healthy within 120 s:\n${output.join("")}`);
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  try {
    process.kill(-child.pid, "SIGTERM"); // the process group we created (detached): next start and its fork
  } catch {
    child.kill("SIGTERM");
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // gone
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}

async function registerToken() {
  const res = await fetch(`${BASE}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "127.0.0.99" },
    body: JSON.stringify({
      email: `bench-${randomUUID().slice(0, 8)}@bench.exportly.test`,
      password: "Bench-Strong-Pass-42",
      firstName: "Bench",
      lastName: "Mark",
      role: "exporter",
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const { token } = await res.json();
  const check = await fetch(`${BASE}/api/auth/profile`, { headers: { authorization: `Bearer ${token}` } });
  if (check.status !== 200) throw new Error(`profile with the new token answered ${check.status}`);
  return token;
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ ...opts, url: `${BASE}${opts.path}` }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function benchMode(mode) {
  const env = {};
  if (mode === "pglite") {
    const dir = path.join(benchDir, ".data", "pglite");
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    env.PGLITE_DIR = dir;
    env.DATABASE_URL = undefined; // unset: the embedded database
  } else if (mode === "postgres") {
    const prepared = await preparePostgres();
    if (prepared.skipped) return { mode, skipped: prepared.skipped };
    env.DATABASE_URL = prepared.url;
  } else {
    throw new Error(`unknown mode ${mode}`);
  }
  log(`${mode}: starting next start on ${BASE}`);
  const started = Date.now();
  const { child } = await startServer(mode, env);
  log(`${mode}: healthy after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const rows = [];
  let rss;
  try {
    const token = await registerToken();
    const routes = [
      { name: "GET /api/health/live", path: "/api/health/live", headers: {} },
      { name: "GET /api/auth/profile", path: "/api/auth/profile", headers: { authorization: `Bearer ${token}` } },
    ];
    log(`${mode}: warming up ${WARMUP} s`);
    for (const r of routes)
      await cannon({ path: r.path, headers: r.headers, connections: 10, duration: WARMUP / routes.length });
    for (const connections of CONNECTIONS) {
      for (const r of routes) {
        log(`${mode}: ${r.name}, ${connections} connections, ${DURATION} s`);
        const result = await cannon({ path: r.path, headers: r.headers, connections, duration: DURATION });
        rows.push({
          mode,
          route: r.name,
          connections,
          reqPerSec: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
        });
      }
    }
    for (const row of rows) {
      const fixed = rows.find((r) => r.connections === row.connections && r.route === routes[0].name);
      row.ratio = fixed && fixed.reqPerSec ? Math.round((row.reqPerSec / fixed.reqPerSec) * 100) / 100 : null;
    }
    const proc = serverProcess(child.pid);
    rss = proc ? { pid: proc.pid, rssMb: proc.rssMb, process: proc.cmd.slice(0, 60) } : null;
  } finally {
    await stopServer(child);
    if (mode === "postgres") await dropPostgres();
  }
  return { mode, rows, rss };
}

function markdown(results) {
  const lines = [
    "| mode | route | connections | req/s | p50 (ms) | p99 (ms) | ratio to fixed | non-2xx | RSS after load (MB) |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const m of results) {
    if (m.skipped) {
      lines.push(`| ${m.mode} | skipped: ${m.skipped} | | | | | | | |`);
      continue;
    }
    for (const r of m.rows) {
      lines.push(
        `| ${r.mode} | ${r.route} | ${r.connections} | ${r.reqPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.ratio?.toFixed(2) ?? "–"} | ${r.non2xx + r.errors + r.timeouts} | ${m.rss?.rssMb ?? "–"} |`,
      );
    }
  }
  return lines.join("\n");
}

function budgets(results) {
  const checks = [];
  for (const m of results) {
    if (m.skipped) continue;
    // The throughput and p99 budgets are set for PostgreSQL; PGlite (one in-process connection) has only the RSS budget.
    for (const r of m.mode === "postgres" ? m.rows.filter((r) => r.route.includes("profile")) : []) {
      checks.push({
        what: `${m.mode} profile ratio @${r.connections} ≥ ${BUDGET.ratio}`,
        value: r.ratio,
        ok: r.ratio >= BUDGET.ratio,
      });
      if (r.connections === 50)
        checks.push({
          what: `${m.mode} profile p99 @50 < ${BUDGET.p99Ms} ms`,
          value: r.p99Ms,
          ok: r.p99Ms < BUDGET.p99Ms,
        });
    }
    const limit = BUDGET.rssMb[m.mode];
    if (m.rss && limit)
      checks.push({ what: `${m.mode} RSS ≤ ${limit} MB`, value: m.rss.rssMb, ok: m.rss.rssMb <= limit });
    const failed = m.rows.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
    checks.push({ what: `${m.mode} no failed responses`, value: failed, ok: failed === 0 });
  }
  return checks;
}

async function main() {
  ensureBuild(root, log);
  const loadBefore = os.loadavg()[0];
  if (loadBefore > os.cpus().length / 2) {
    log(
      `warning: load average ${loadBefore.toFixed(2)} on ${os.cpus().length} cores before the run; other processes will skew the figures`,
    );
  }
  const results = [];
  for (const mode of MODES) {
    try {
      results.push(await benchMode(mode));
    } catch (error) {
      console.error(`[bench] ${mode} failed: ${error.message}`);
      results.push({ mode, skipped: `failed: ${error.message.split("\n")[0]}` });
      process.exitCode = 1;
    }
  }
  const checks = budgets(results);
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 1e9),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    loadAverage: { before: Math.round(loadBefore * 100) / 100, after: Math.round(os.loadavg()[0] * 100) / 100 },
    settings: { durationSeconds: DURATION, warmupSeconds: WARMUP, connections: CONNECTIONS, loopback: BASE },
    results,
    budgets: checks,
  };
  fs.writeFileSync(path.join(benchDir, "results.json"), JSON.stringify(report, null, 2) + "\n");
  console.log(
    `\n${report.date} · ${report.machine.cpus} cores (${report.machine.cpuModel}) · Node ${process.version} · load average ${report.loadAverage.before} before, ${report.loadAverage.after} after\n`,
  );
  console.log(markdown(results));
  console.log("\nBudgets (docs/architecture.md §6):");
  for (const c of checks) console.log(`  ${c.ok ? "✓" : "✗"} ${c.what}: ${c.value}`);
  console.log(`\nWritten to ${path.relative(root, path.join(benchDir, "results.json"))}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
