// `npm run bench:tracking-webhooks`: events per second through the carrier webhook
// POST /api/tracking/webhooks/{sourceId} (raw body read, HMAC-SHA256 check, JSON and DCSA 2.2
// validation, matching by references among the owner's trackings, idempotent insert, projection
// rewrite, audit), on PostgreSQL and PGlite: pushes of 100 events, one event per push, and a
// replay. See bench/README.md.
import { createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import {
  call,
  closeMode,
  machine,
  MODES,
  openMode,
  round,
  syntheticEvent,
  trackedShipment,
} from "./tracking-common.mjs";

const { POST: createSourceRoute } = await import("../app/api/tracking/sources/route.ts");
const { POST: webhookRoute } = await import("../app/api/tracking/webhooks/[sourceId]/route.ts");

const PUSHES = Number(process.env.BENCH_WEBHOOK_PUSHES ?? 20);
const PUSH_SIZE = Number(process.env.BENCH_WEBHOOK_PUSH_SIZE ?? 100);
const SINGLES = Number(process.env.BENCH_WEBHOOK_SINGLES ?? 300);
const log = (...args) => console.log("[bench:tracking-webhooks]", ...args);

/** The synthetic events, each carrying the tracking's booking reference (what the matcher looks for). */
const event = (i) => ({
  ...syntheticEvent(i),
  documentReferences: [{ documentReferenceType: "BKG", documentReferenceValue: "BENCH1" }],
});

const results = { ...machine(), pushes: PUSHES, pushSize: PUSH_SIZE, singles: SINGLES, modes: {} };
for (const mode of MODES) {
  const opened = await openMode(mode, "exportly_bench_tracking_webhooks");
  if (!opened) continue;
  const { token } = await trackedShipment();
  const created = await call(createSourceRoute, { method: "POST", token, json: { name: "Bench carrier" } });
  if (created.status !== 201) throw new Error(`source: ${created.status} ${JSON.stringify(created.body)}`);
  const { id: sourceId, webhookSecret } = created.body.source;
  const key = Buffer.from(webhookSecret, "base64");
  const push = async (events) => {
    const body = JSON.stringify(events);
    const signature = `sha256=${createHmac("sha256", key).update(body).digest("hex")}`;
    const res = await call(webhookRoute, {
      method: "POST",
      path: `/api/tracking/webhooks/${sourceId}`,
      params: { sourceId },
      body,
      headers: { "content-type": "application/json", "notification-signature": signature },
    });
    if (res.status !== 204) throw new Error(`${res.status} ${JSON.stringify(res.body).slice(0, 500)}`);
  };
  let next = 0;
  await push(Array.from({ length: 50 }, () => event(next++))); // warm-up

  log(`${mode}: ${PUSHES} pushes of ${PUSH_SIZE} events…`);
  let started = performance.now();
  for (let p = 0; p < PUSHES; p++) await push(Array.from({ length: PUSH_SIZE }, () => event(next++)));
  const batchSeconds = (performance.now() - started) / 1000;

  log(`${mode}: ${SINGLES} one-event pushes…`);
  started = performance.now();
  for (let s = 0; s < SINGLES; s++) await push([event(next++)]);
  const singleSeconds = (performance.now() - started) / 1000;

  log(`${mode}: replaying a push of ${PUSH_SIZE} already stored…`);
  const replay = Array.from({ length: PUSH_SIZE }, (_, i) => event(i));
  await push(replay);
  started = performance.now();
  await push(replay);
  const replayMs = performance.now() - started;

  results.modes[mode] = {
    batchEventsPerSecond: Math.round((PUSHES * PUSH_SIZE) / batchSeconds),
    singleEventsPerSecond: round(SINGLES / singleSeconds),
    [`replayOf${PUSH_SIZE}Ms`]: round(replayMs),
  };
  log(mode, results.modes[mode]);
  await closeMode(opened);
}
results.loadAfter = os.loadavg()[0];
fs.writeFileSync(new URL("./tracking-webhooks-results.json", import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
console.table(results.modes);
process.exit(0);
