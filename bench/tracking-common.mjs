// Shared by bench/tracking-ingest.mjs and bench/tracking-get.mjs: a database per mode (a fresh
// PostgreSQL database, or PGlite in a scratch directory), a user, a tracked shipment, and
// synthetic DCSA 2.2 events. Requests go through the real route handlers (route wrapper, bearer
// authentication, validation, domain operation) in process, as the integration tests call them.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const MODES = (process.env.BENCH_MODES ?? "postgres,pglite").split(",");
export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
export const round = (n) => Math.round(n * 100) / 100;

delete process.env.SMTP_URL; // notices stay in the outbox table: the bench measures the ingest, not SMTP

const { openDatabase, setDbHandle } = await import("../lib/db/client.ts");
const { call } = await import("../test/http.ts");
const { POST: register } = await import("../app/api/auth/register/route.ts");
const { POST: createShipment } = await import("../app/api/shipments/route.ts");
const routes = await import("../app/api/shipments/[id]/tracking/route.ts");
const eventsRoute = await import("../app/api/shipments/[id]/tracking/events/route.ts");
export { call };
export const getTrackingRoute = routes.GET;
export const postEventsRoute = eventsRoute.POST;

async function adminQuery(sql) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Opens the mode's database (migrated) and makes it the app's; null when PostgreSQL does not answer. */
export async function openMode(mode, name) {
  if (mode === "postgres") {
    try {
      await adminQuery(`DROP DATABASE IF EXISTS "${name}"`);
      await adminQuery(`CREATE DATABASE "${name}"`);
    } catch (error) {
      console.log(`PostgreSQL does not answer at ${PG_ADMIN_URL} (${error.message}): skipped`);
      return null;
    }
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString() });
    setDbHandle(Promise.resolve(handle));
    return { handle, drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}"`) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exportly-bench-tracking-"));
  const handle = await openDatabase({ pgliteDir: dir });
  setDbHandle(Promise.resolve(handle));
  return { handle, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export async function closeMode(opened) {
  const { stopJobs } = await import("../lib/jobs/boss.ts");
  await stopJobs(1000).catch(() => {});
  await opened.handle.close();
  setDbHandle(undefined);
  await opened.drop();
}

/** A user (through the register endpoint) and a tracked shipment with 20 containers. */
export async function trackedShipment() {
  const res = await call(register, {
    method: "POST",
    json: {
      email: `${randomUUID()}@bench.exportly.local`,
      password: "Correct-Horse-Battery-9",
      firstName: "Bench",
      lastName: "User",
      role: "exporter",
    },
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  const token = res.body.token;
  const shipment = await call(createShipment, {
    method: "POST",
    token,
    json: { reference: `BENCH-${randomUUID().slice(0, 8)}`, templates: ["commercial_invoice"] },
  });
  const shipmentId = shipment.body.shipment.id;
  const tracking = await call(routes.POST, {
    method: "POST",
    token,
    params: { id: shipmentId },
    json: { carrierBookingReference: "BENCH1", equipmentReferences: CONTAINERS },
  });
  if (tracking.status !== 201) throw new Error(`tracking: ${tracking.status} ${JSON.stringify(tracking.body)}`);
  return { token, shipmentId };
}

// 20 valid ISO 6346 numbers: owner code BNCU, serials 100000…, check digit computed.
const { iso6346CheckDigit } = await import("../lib/identifiers/iso6346.ts");
export const CONTAINERS = Array.from({ length: 20 }, (_, i) => {
  const first10 = `BNCU${String(100000 + i)}`;
  return `${first10}${iso6346CheckDigit(first10)}`;
});

const PORTS = ["INNSA", "SGSIN", "LKCMB", "AEJEA", "NLRTM"];
const iso = (ms) => new Date(ms).toISOString();
const T0 = Date.parse("2026-03-01T00:00:00Z");
const HOUR = 3_600_000;

/**
 * The i-th synthetic event of a busy voyage: planned and estimated calls at five ports revised
 * again and again (a new eventCreatedDateTime each time), and equipment moves of 20 containers.
 */
export function syntheticEvent(i) {
  const created = iso(T0 + i * 60_000);
  const port = PORTS[i % PORTS.length];
  const call_ = { transportCallID: `TC-${port}`, UNLocationCode: port, modeOfTransport: "VESSEL" };
  if (i % 2 === 0) {
    return {
      eventID: randomUUID(),
      eventType: "TRANSPORT",
      eventClassifierCode: i % 4 === 0 ? "EST" : "PLN",
      transportEventTypeCode: i % 3 === 0 ? "DEPA" : "ARRI",
      eventDateTime: iso(T0 + (PORTS.indexOf(port) * 100 + (i % 48)) * HOUR),
      eventCreatedDateTime: created,
      transportCall: call_,
    };
  }
  const codes = ["GTOT", "GTIN", "LOAD", "DISC"];
  return {
    eventID: randomUUID(),
    eventType: "EQUIPMENT",
    eventClassifierCode: "ACT",
    equipmentEventTypeCode: codes[i % codes.length],
    equipmentReference: CONTAINERS[i % CONTAINERS.length],
    emptyIndicatorCode: i % 8 === 1 ? "EMPTY" : "LADEN",
    eventDateTime: iso(T0 + (i % 500) * HOUR),
    eventCreatedDateTime: created,
    transportCall: call_,
  };
}

export function machine() {
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadBefore: os.loadavg()[0],
  };
}
