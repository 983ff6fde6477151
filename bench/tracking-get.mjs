// `npm run bench:tracking-get`: p50/p99 of GET /api/shipments/{id}/tracking (the
// composite view: access check, one query for the events, timeline, route and position in memory)
// with 1,000 events on the shipment, on PostgreSQL and PGlite. Budget (docs/architecture.md §6,
// docs/tracking.md): p99 < 50 ms on PostgreSQL. See bench/README.md.
import fs from "node:fs";
import os from "node:os";
import {
  call,
  closeMode,
  getTrackingRoute,
  machine,
  MODES,
  openMode,
  postEventsRoute,
  quantile,
  round,
  syntheticEvent,
  trackedShipment,
} from "./tracking-common.mjs";

const EVENTS = Number(process.env.BENCH_TRACKING_EVENTS ?? 1000);
const RUNS = Number(process.env.BENCH_TRACKING_RUNS ?? 300);
const WARMUP = Number(process.env.BENCH_TRACKING_WARMUP ?? 30);
const BUDGET_P99_MS = 50;
const log = (...args) => console.log("[bench:tracking-get]", ...args);

const results = { ...machine(), events: EVENTS, runs: RUNS, budgetP99Ms: BUDGET_P99_MS, modes: {} };
for (const mode of MODES) {
  const opened = await openMode(mode, "exportly_bench_tracking_get");
  if (!opened) continue;
  const { token, shipmentId } = await trackedShipment();
  for (let i = 0; i < EVENTS; i += 1000) {
    const json = Array.from({ length: Math.min(1000, EVENTS - i) }, (_, k) => syntheticEvent(i + k));
    const res = await call(postEventsRoute, { method: "POST", token, params: { id: shipmentId }, json });
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body).slice(0, 500)}`);
  }
  const get = async () => {
    const res = await call(getTrackingRoute, { token, params: { id: shipmentId } });
    if (res.status !== 200 || res.body.events.length !== EVENTS) throw new Error(`GET: ${res.status}`);
    return res.body;
  };
  for (let w = 0; w < WARMUP; w++) await get();
  const times = [];
  let bytes = 0;
  const cpu = process.cpuUsage();
  for (let r = 0; r < RUNS; r++) {
    const started = performance.now();
    const body = await get();
    times.push(performance.now() - started);
    if (r === 0) bytes = JSON.stringify(body).length;
  }
  const cpuUsed = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  const entry = {
    p50Ms: round(quantile(times, 0.5)),
    p99Ms: round(quantile(times, 0.99)),
    maxMs: round(times.at(-1)),
    // Node's CPU time per request (route, query decoding, timeline, JSON; PostgreSQL's own time
    // not included): on a busy machine the wall times wait for a core, this does not.
    nodeCpuMsPerRequest: round((cpuUsed.user + cpuUsed.system) / 1000 / RUNS),
    responseBytes: bytes,
  };
  if (mode === "postgres") entry.withinBudget = entry.p99Ms < BUDGET_P99_MS;
  results.modes[mode] = entry;
  log(mode, entry);
  await closeMode(opened);
}
results.loadAfter = os.loadavg()[0];
fs.writeFileSync(new URL("./tracking-get-results.json", import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
console.table(results.modes);
process.exit(0);
