// `npm run bench:lighthouse`: Lighthouse 12 (node API, its default mobile settings: Moto G Power
// emulation, simulated slow 4G and 4x CPU slowdown) in Debian's Chromium against a production
// build, on the landing page and one legal page; plus the first-load JavaScript of `/` in KB gzip.
// Writes bench/lighthouse-results.json. See bench/README.md. Not part of `npm test`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
// chrome-launcher comes with lighthouse (its own dependency, same version lighthouse uses).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureBuild } from "../scripts/ensure-build.mjs";

const root = process.cwd();
const PORT = Number(process.env.BENCH_LH_PORT ?? 3392);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const PAGES = (process.env.BENCH_LH_PAGES ?? "/,/termsAndConditions").split(",");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const TARGETS = { performance: 0.95, accessibility: 1, seo: 0.95, firstLoadJsKb: 150 };
const CATEGORIES = ["performance", "accessibility", "seo", "best-practices"];

const log = (...args) => console.log("[lighthouse]", ...args);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function startServer() {
  const dataDir = path.join(root, "bench", ".data", "lighthouse");
  fs.rmSync(dataDir, { recursive: true, force: true });
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(PORT),
    // Production refuses to start without the public address (docs/configuration.md).
    SITE_URL: `http://127.0.0.1:${PORT}`,
    PGLITE_DIR: path.join(dataDir, "db"),
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [nextBin, "start", "-p", String(PORT), "-H", "127.0.0.1"], {
    cwd: root,
    env,
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
  await stopServer(child);
  throw new Error(`server did not become healthy within 120 s:\n${output.join("")}`);
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  try {
    process.kill(-child.pid, "SIGTERM"); // our own process group: next start and its next-server fork
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

/**
 * First-load JavaScript of a page: every <script src> in its HTML that a modern browser runs
 * (the `noModule` polyfill chunk is skipped by them), each gzipped at the default level, summed.
 * Inline scripts (the RSC payload) are reported apart: they are data, not code.
 */
async function firstLoadJs(pagePath) {
  const html = await (await fetch(new URL(pagePath, BASE))).text();
  const tags = html.match(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g) ?? [];
  const chunks = [];
  for (const tag of tags) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/.exec(tag)[1];
    const bytes = Buffer.from(await (await fetch(new URL(src, BASE))).arrayBuffer());
    chunks.push({ src, bytes: bytes.length, gzipBytes: zlib.gzipSync(bytes).length });
  }
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (sum, m) => sum + Buffer.byteLength(m[1]),
    0,
  );
  const gzipBytes = chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
  return {
    page: pagePath,
    chunks,
    gzipKb: +(gzipBytes / 1024).toFixed(1),
    rawKb: +(chunks.reduce((s, c) => s + c.bytes, 0) / 1024).toFixed(1),
    inlineScriptKb: +(inline / 1024).toFixed(1),
  };
}

function summarise(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null]));
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const failing = {};
  for (const category of ["accessibility", "seo"]) {
    failing[category] = lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id);
  }
  const scripts = lhr.audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === "script");
  return {
    scores,
    metrics: {
      fcpMs: Math.round(metric("first-contentful-paint")),
      lcpMs: Math.round(metric("largest-contentful-paint")),
      tbtMs: Math.round(metric("total-blocking-time")),
      cls: +Number(metric("cumulative-layout-shift")).toFixed(3),
      speedIndexMs: Math.round(metric("speed-index")),
    },
    scriptTransferKb: scripts ? +(scripts.transferSize / 1024).toFixed(1) : null,
    failing,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

async function main() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const built = ensureBuild(root, log);
  log(built ? "built" : "reusing the production build in .next");
  const loadBefore = os.loadavg()[0];
  if (loadBefore > os.cpus().length / 2)
    log(
      `warning: load average ${loadBefore.toFixed(2)} on ${os.cpus().length} cores; performance figures will be pessimistic`,
    );
  const server = await startServer();
  let chrome;
  const pages = [];
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
      ],
    });
    for (const pagePath of PAGES) {
      const url = new URL(pagePath, BASE).toString();
      await fetch(url); // warm the server (first render of a route)
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
        });
        if (!result?.lhr) throw new Error(`no Lighthouse result for ${url}`);
        if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
        runs.push(summarise(result.lhr));
        log(`${pagePath} run ${i + 1}/${RUNS}: ${CATEGORIES.map((c) => `${c} ${runs.at(-1).scores[c]}`).join(", ")}`);
      }
      const medianScores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]));
      pages.push({ page: pagePath, median: medianScores, runs });
    }
    const js = await firstLoadJs("/");
    const checks = {
      performance: pages.every((p) => p.median.performance >= TARGETS.performance),
      accessibility: pages.every((p) => p.median.accessibility >= TARGETS.accessibility),
      seo: pages.every((p) => p.median.seo >= TARGETS.seo),
      firstLoadJs: js.gzipKb <= TARGETS.firstLoadJsKb,
    };
    const result = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model,
        node: process.version,
        loadBefore: +loadBefore.toFixed(2),
        loadAfter: +os.loadavg()[0].toFixed(2),
      },
      settings: {
        lighthouse: "12 (node API, default mobile config: simulated throttling)",
        chromium: CHROMIUM,
        runsPerPage: RUNS,
        port: PORT,
      },
      targets: TARGETS,
      pages,
      firstLoadJs: js,
      checks,
    };
    fs.writeFileSync(path.join(root, "bench", "lighthouse-results.json"), `${JSON.stringify(result, null, 2)}\n`);

    console.log("\n| page | performance | accessibility | SEO | best practices | LCP (ms) | TBT (ms) | CLS |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (const p of pages) {
      const m = p.runs.map((r) => r.metrics);
      console.log(
        `| ${p.page} | ${p.median.performance} | ${p.median.accessibility} | ${p.median.seo} | ${p.median["best-practices"]} | ${median(m.map((x) => x.lcpMs))} | ${median(m.map((x) => x.tbtMs))} | ${median(m.map((x) => x.cls))} |`,
      );
    }
    console.log(
      `\nFirst-load JS of /: ${js.gzipKb} KB gzip (${js.rawKb} KB raw, ${js.chunks.length} chunks); inline RSC payload ${js.inlineScriptKb} KB`,
    );
    for (const [name, ok] of Object.entries(checks)) console.log(`${ok ? "PASS" : "MISS"} ${name}`);
    for (const p of pages)
      for (const r of p.runs)
        for (const [cat, ids] of Object.entries(r.failing))
          if (ids.length) console.log(`${p.page} ${cat} below 1: ${ids.join(", ")}`);
    log("written to bench/lighthouse-results.json");
  } finally {
    if (chrome) await chrome.kill();
    await stopServer(server);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
