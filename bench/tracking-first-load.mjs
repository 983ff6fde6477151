// `npm run bench:tracking-first-load`: first-load JavaScript of /trackShipment and of a tracking
// detail page, and proof that Leaflet and the Natural Earth basemap are separate chunks that load
// only when a map is shown. Writes bench/tracking-first-load-results.json. See bench/README.md.
// Not part of `npm test`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import { ensureBuild } from "../scripts/ensure-build.mjs";

const root = process.cwd();
const PORT = Number(process.env.BENCH_PORT ?? 3396);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const log = (...args) => console.log("[tracking-first-load]", ...args);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const kb = (bytes) => +(bytes / 1024).toFixed(1);
// A class name only Leaflet's own script writes (its CSS is a separate file).
const LEAFLET_MARK = /leaflet-zoom-animated/;
// A topology property only world-atlas's countries file holds.
const ATLAS_MARK = /"countries":\{"type":"GeometryCollection"|countries:\{type:"GeometryCollection"/;

async function startServer() {
  const dataDir = path.join(root, "bench", ".data", "tracking-first-load");
  fs.rmSync(dataDir, { recursive: true, force: true });
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(PORT),
    SITE_URL: BASE,
    PGLITE_DIR: path.join(dataDir, "db"),
  };
  delete env.DATABASE_URL;
  delete env.MAP_TILE_URL; // the offline basemap is what is measured
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

async function api(method, url, token, body) {
  const response = await fetch(new URL(url, BASE), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      "x-forwarded-for": "10.77.0.1",
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A user with one tracked shipment (and a short voyage, so the map has a route to draw). */
async function seed() {
  const email = `bench-tracking-${Date.now()}@bench.exportly.test`;
  const registered = await fetch(`${BASE}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.77.0.2" },
    body: JSON.stringify({
      email,
      password: "Bench-Passphrase-42",
      firstName: "Bench",
      lastName: "Mark",
      role: "exporter",
    }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const { token } = await registered.json();
  const { shipment } = await api("POST", "/api/shipments", token, { reference: "BENCH-TRACK-1", templates: [] });
  await api("POST", `/api/shipments/${shipment.id}/tracking`, token, {
    carrierCode: "MAEU",
    carrierBookingReference: "BENCHBOOKING1",
    transportDocumentReference: "BENCHBL0001",
    mode: "VESSEL",
  });
  return { token, shipmentId: shipment.id };
}

/** Every <script src> of the page's HTML a modern browser runs, gzipped (zlib default) and summed. */
async function firstLoadJs(pagePath, token) {
  const html = await (
    await fetch(new URL(pagePath, BASE), { headers: { cookie: `exportly_session=${token}` } })
  ).text();
  if (!html.includes("<h1") && !html.includes("data-workspace-startup"))
    throw new Error(`${pagePath}: not a workspace page`);
  const chunks = [];
  for (const tag of html.match(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g) ?? []) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/.exec(tag)[1];
    const bytes = Buffer.from(await (await fetch(new URL(src, BASE))).arrayBuffer());
    chunks.push({ src, bytes: bytes.length, gzipBytes: zlib.gzipSync(bytes).length, text: bytes.toString("utf8") });
  }
  return {
    page: pagePath,
    chunkCount: chunks.length,
    gzipKb: kb(chunks.reduce((s, c) => s + c.gzipBytes, 0)),
    rawKb: kb(chunks.reduce((s, c) => s + c.bytes, 0)),
    containsLeaflet: chunks.some((c) => LEAFLET_MARK.test(c.text)),
    containsAtlas: chunks.some((c) => ATLAS_MARK.test(c.text)),
    srcs: new Set(chunks.map((c) => c.src)),
  };
}

/** Opens the detail page in Chromium and lists the JavaScript fetched beyond its first load (the map's chunks). */
async function mapChunks(detailPath, token, firstLoad) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const context = await browser.newContext();
    await context.addCookies([{ name: "exportly_session", value: token, url: BASE }]);
    const page = await context.newPage();
    const later = [];
    const outside = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.hostname !== "127.0.0.1" && url.protocol !== "data:") outside.push(request.url());
    });
    page.on("response", async (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() !== "script" && !url.pathname.endsWith(".js")) return;
      if (firstLoad.has(url.pathname)) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      later.push({
        src: url.pathname,
        bytes: body.length,
        gzipBytes: zlib.gzipSync(body).length,
        leaflet: LEAFLET_MARK.test(body.toString("utf8")),
        atlas: ATLAS_MARK.test(body.toString("utf8")),
      });
    });
    await page.goto(new URL(detailPath, BASE).toString());
    await page.locator(".leaflet-container").waitFor({ timeout: 60_000 });
    // The basemap is drawn once its chunk arrived: land paths in Leaflet's overlay pane.
    await page.locator(".leaflet-overlay-pane path").first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    return { later, outside };
  } finally {
    await browser.close();
  }
}

async function main() {
  const built = ensureBuild(root, log);
  log(built ? "built" : "reusing the production build in .next");
  const loadBefore = os.loadavg()[0];
  const server = await startServer();
  try {
    const { token, shipmentId } = await seed();
    const list = await firstLoadJs("/trackShipment", token);
    const detailPath = `/trackShipment/${shipmentId}`;
    const detail = await firstLoadJs(detailPath, token);
    const { later, outside } = await mapChunks(detailPath, token, detail.srcs);
    const leafletChunks = later.filter((c) => c.leaflet);
    const atlasChunks = later.filter((c) => c.atlas);
    const strip = ({ srcs: _srcs, ...rest }) => rest;
    const result = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model,
        node: process.version,
        loadBefore: +loadBefore.toFixed(2),
        loadAfter: +os.loadavg()[0].toFixed(2),
      },
      firstLoad: [strip(list), strip(detail)],
      loadedWhenMapShown: {
        chunks: later.length,
        gzipKb: kb(later.reduce((s, c) => s + c.gzipBytes, 0)),
        rawKb: kb(later.reduce((s, c) => s + c.bytes, 0)),
        leafletGzipKb: kb(leafletChunks.reduce((s, c) => s + c.gzipBytes, 0)),
        atlasGzipKb: kb(atlasChunks.reduce((s, c) => s + c.gzipBytes, 0)),
        files: later,
      },
      requestsLeavingTheMachine: outside,
      checks: {
        leafletNotInFirstLoad: !list.containsLeaflet && !detail.containsLeaflet,
        atlasNotInFirstLoad: !list.containsAtlas && !detail.containsAtlas,
        leafletLoadedWithTheMap: leafletChunks.length > 0,
        atlasLoadedWithTheMap: atlasChunks.length > 0,
        nothingLeftTheMachine: outside.length === 0,
      },
    };
    fs.writeFileSync(
      path.join(root, "bench", "tracking-first-load-results.json"),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    console.log("\n| page | first-load JS (KB gzip) | raw KB | chunks | Leaflet inside |");
    console.log("|---|---:|---:|---:|---|");
    for (const p of [list, detail])
      console.log(
        `| ${p.page.replace(shipmentId, "{id}")} | ${p.gzipKb} | ${p.rawKb} | ${p.chunkCount} | ${p.containsLeaflet ? "yes" : "no"} |`,
      );
    const m = result.loadedWhenMapShown;
    console.log(
      `\nLoaded when the map is shown: ${m.chunks} chunks, ${m.gzipKb} KB gzip (${m.rawKb} KB raw); Leaflet ${m.leafletGzipKb} KB, Natural Earth basemap ${m.atlasGzipKb} KB`,
    );
    for (const [name, ok] of Object.entries(result.checks)) console.log(`${ok ? "PASS" : "FAIL"} ${name}`);
    log("written to bench/tracking-first-load-results.json");
    if (!Object.values(result.checks).every(Boolean)) process.exitCode = 1;
  } finally {
    await stopServer(server);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
