// `npm run bench:tracking-ingest`: events per second through
// POST /api/shipments/{id}/tracking/events (route wrapper, bearer session, ajv validation against
// DCSA T&T 2.2, idempotent insert, projection rewrite, audit), on PostgreSQL and PGlite, in
// batches of 1,000 and one event per request. See bench/README.md.
import fs from "node:fs";
import os from "node:os";
import {
  call,
  closeMode,
  machine,
  MODES,
  openMode,
  postEventsRoute,
  round,
  syntheticEvent,
  trackedShipment,
} from "./tracking-common.mjs";

const BATCHES = Number(process.env.BENCH_TRACKING_BATCHES ?? 10);
const SINGLES = Number(process.env.BENCH_TRACKING_SINGLES ?? 300);
const log = (...args) => console.log("[bench:tracking-ingest]", ...args);

const results = { ...machine(), batches: BATCHES, singles: SINGLES, modes: {} };
for (const mode of MODES) {
  const opened = await openMode(mode, "exportly_bench_tracking_ingest");
  if (!opened) continue;
  const { token, shipmentId } = await trackedShipment();
  let next = 0;
  const post = async (json) => {
    const res = await call(postEventsRoute, { method: "POST", token, params: { id: shipmentId }, json });
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body).slice(0, 500)}`);
    return res.body;
  };
  // Warm-up: compile the schema, load the UN/LOCODE list, open connections.
  await post(Array.from({ length: 50 }, () => syntheticEvent(next++)));

  log(`${mode}: ${BATCHES} batches of 1,000 events…`);
  let started = performance.now();
  for (let b = 0; b < BATCHES; b++) await post(Array.from({ length: 1000 }, () => syntheticEvent(next++)));
  const batchSeconds = (performance.now() - started) / 1000;

  // One event per request, as webhooks deliver them, on a second tracking that grows from empty
  // (each post rewrites the projection from all the tracking's events).
  log(`${mode}: ${SINGLES} single-event requests on a fresh tracking…`);
  const fresh = await trackedShipment();
  started = performance.now();
  for (let s = 0; s < SINGLES; s++) {
    const res = await call(postEventsRoute, {
      method: "POST",
      token: fresh.token,
      params: { id: fresh.shipmentId },
      json: syntheticEvent(next++),
    });
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body).slice(0, 500)}`);
  }
  const singleSeconds = (performance.now() - started) / 1000;

  log(`${mode}: replaying a batch of 1,000 already stored…`);
  const replay = Array.from({ length: 1000 }, (_, i) => syntheticEvent(i));
  await post(replay);
  started = performance.now();
  const again = await post(replay);
  const replayMs = performance.now() - started;

  results.modes[mode] = {
    batchEventsPerSecond: Math.round((BATCHES * 1000) / batchSeconds),
    singleEventsPerSecond: round(SINGLES / singleSeconds),
    replayOf1000Ms: round(replayMs),
    replayStored: again.stored,
    eventsOnBatchTracking: 50 + BATCHES * 1000,
  };
  log(mode, results.modes[mode]);
  await closeMode(opened);
}
results.loadAfter = os.loadavg()[0];
fs.writeFileSync(new URL("./tracking-ingest-results.json", import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
console.table(results.modes);
process.exit(0);
