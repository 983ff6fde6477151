// `npm run bench:ebl-transfer`: what one eBL transfer costs, calling the domain function in
// process (lib/ebl/endorse-envelope.ts: lock, rules, signed entry, insert, update, parties, audit,
// commit, then the mail and the DTO). Sequential transfers back and forth between two verified
// users give p50/p99 latency on PostgreSQL and on PGlite; concurrent transfers across 100
// envelopes give the throughput on a PostgreSQL pool. Budget (docs/architecture.md §6): p50 < 25 ms on
// PostgreSQL. See bench/README.md.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const RUNS = Number(process.env.BENCH_EBL_RUNS ?? 500);
const WARMUP = Number(process.env.BENCH_EBL_WARMUP ?? 50);
const ENVELOPES = Number(process.env.BENCH_EBL_ENVELOPES ?? 100);
const ROUNDS = Number(process.env.BENCH_EBL_ROUNDS ?? 10);
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PG_DB = process.env.BENCH_PG_DB ?? "exportly_bench_ebl";
const MODES = (process.env.BENCH_MODES ?? "postgres,pglite").split(",");
const BUDGET_P50_MS = 25;

const log = (...args) => console.log("[bench:ebl-transfer]", ...args);
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round = (n) => Math.round(n * 100) / 100;

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "exportly-bench-ebl-"));
process.env.EBL_KEYS_DIR = path.join(scratch, "keys");
delete process.env.SMTP_URL;

const { openDatabase, setDbHandle } = await import("../lib/db/client.ts");
const { actorFor } = await import("../lib/auth/actor.ts");
const { createEnvelope } = await import("../lib/ebl/create-envelope.ts");
const { issueEnvelope } = await import("../lib/ebl/issue-envelope.ts");
const { endorseEnvelope } = await import("../lib/ebl/endorse-envelope.ts");
const { sampleTransportDocument } = await import("../test/ebl-documents.ts");
const { startSmtpSink } = await import("../test/smtp-sink.ts");
const { eblNoticesSent } = await import("../lib/ebl/notify.ts");
const { users, businessVerifications } = await import("../models/index.ts");

// A real SMTP server in process, so each transfer's notices go out as in production (not to the outbox table).
let mails = 0;
const sink = await startSmtpSink(0, () => void mails++);
process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;

async function adminQuery(sql) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Verified businesses, written the way an admin's approval leaves them (users.verification_state
 * and the KYC details): the bench measures transfers, not the KYC flow the tests cover.
 */
async function verifiedUser(db, role, legalName) {
  const [user] = await db
    .insert(users)
    .values({
      email: `${randomUUID()}@bench.exportly.local`,
      passwordHash: "bench",
      firstName: "Bench",
      lastName: legalName,
      role,
      verificationState: "verified",
    })
    .returning();
  await db.insert(businessVerifications).values({
    userId: user.id,
    submittedAt: new Date(),
    reviewedAt: new Date(),
    details: {
      legalName,
      country: "IN",
      gstin: "27AAPFU0939F1ZV",
      pan: "AAPFU0939F",
      iec: "AAPFU0939F",
      address: { line1: "12 Marine Drive", city: "Mumbai", state: "Maharashtra", postalCode: "400001" },
    },
  });
  return actorFor(user, "bearer", null, null);
}

async function issuedBill(carrier, shipper, consignee) {
  const envelope = await createEnvelope({
    actor: shipper,
    carrier: { kind: "id", id: carrier.userId },
    consignee: { kind: "id", id: consignee.userId },
    transportDocument: sampleTransportDocument(),
  });
  const { envelope: issued } = await issueEnvelope({ actor: carrier, envelopeId: envelope.id });
  return issued;
}

async function sequential(db) {
  const carrier = await verifiedUser(db, "shipping_line", "Bench Lines Limited");
  const a = await verifiedUser(db, "exporter", "Bench Exports Limited");
  const b = await verifiedUser(db, "importer", "Bench Imports Limited");
  const bill = await issuedBill(carrier, a, b);
  let checksum = bill.lastEntryChecksum;
  const holders = [a, b];
  const times = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const from = holders[i % 2];
    const to = holders[(i + 1) % 2];
    const start = performance.now();
    const { envelope } = await endorseEnvelope({
      actor: from,
      envelopeId: bill.id,
      actionCode: "TRANSFER",
      recipient: { kind: "id", id: to.userId },
      expectedLastEntryChecksum: checksum,
    });
    const elapsed = performance.now() - start;
    checksum = envelope.lastEntryChecksum;
    if (i >= WARMUP) times.push(elapsed);
  }
  times.sort((x, y) => x - y);
  return {
    transfers: RUNS,
    chainLength: WARMUP + RUNS + 1,
    p50Ms: round(quantile(times, 0.5)),
    p90Ms: round(quantile(times, 0.9)),
    p99Ms: round(quantile(times, 0.99)),
    meanMs: round(times.reduce((s, t) => s + t, 0) / times.length),
  };
}

async function throughput(db) {
  const carrier = await verifiedUser(db, "shipping_line", "Bench Lines Limited");
  const a = await verifiedUser(db, "exporter", "Bench Exports Limited");
  const b = await verifiedUser(db, "importer", "Bench Imports Limited");
  const bills = [];
  for (let i = 0; i < ENVELOPES; i++)
    bills.push({ id: (await issuedBill(carrier, a, b)).id, checksum: null, holder: 0 });
  for (const bill of bills)
    bill.checksum = (await db.query.envelopes.findFirst({ where: (e, { eq }) => eq(e.id, bill.id) })).lastEntryChecksum;
  const holders = [a, b];
  const start = performance.now();
  let failed = 0;
  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(
      bills.map(async (bill) => {
        try {
          const { envelope } = await endorseEnvelope({
            actor: holders[bill.holder],
            envelopeId: bill.id,
            actionCode: "TRANSFER",
            recipient: { kind: "id", id: holders[1 - bill.holder].userId },
            expectedLastEntryChecksum: bill.checksum,
          });
          bill.checksum = envelope.lastEntryChecksum;
          bill.holder = 1 - bill.holder;
        } catch (error) {
          failed++;
          console.error(error);
        }
      }),
    );
  }
  const seconds = (performance.now() - start) / 1000;
  return {
    envelopes: ENVELOPES,
    transfers: ENVELOPES * ROUNDS,
    failed,
    seconds: round(seconds),
    transfersPerSecond: Math.round((ENVELOPES * ROUNDS) / seconds),
    poolSize: Number(process.env.PG_POOL_MAX ?? 10),
  };
}

const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  loadBefore: os.loadavg()[0],
  modes: {},
};
for (const mode of MODES) {
  let handle;
  if (mode === "postgres") {
    try {
      await adminQuery(`DROP DATABASE IF EXISTS "${PG_DB}"`);
      await adminQuery(`CREATE DATABASE "${PG_DB}"`);
    } catch (error) {
      log(`PostgreSQL does not answer at ${PG_ADMIN_URL} (${error.message}): skipped`);
      continue;
    }
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${PG_DB}`;
    handle = await openDatabase({ url: url.toString() });
  } else {
    handle = await openDatabase({ pgliteDir: path.join(scratch, "pglite") });
  }
  setDbHandle(Promise.resolve(handle));
  log(`${mode}: ${WARMUP} warm-up + ${RUNS} sequential transfers…`);
  const entry = { sequential: await sequential(handle.db) };
  log(`${mode}: p50 ${entry.sequential.p50Ms} ms, p99 ${entry.sequential.p99Ms} ms`);
  if (mode === "postgres") {
    log(`${mode}: ${ROUNDS} rounds of concurrent transfers across ${ENVELOPES} envelopes…`);
    entry.throughput = await throughput(handle.db);
    log(`${mode}: ${entry.throughput.transfersPerSecond} transfers/s`);
  }
  results.modes[mode] = entry;
  await eblNoticesSent();
  await handle.close();
  setDbHandle(undefined);
  if (mode === "postgres") await adminQuery(`DROP DATABASE IF EXISTS "${PG_DB}"`);
}
results.loadAfter = os.loadavg()[0];
results.mailsSent = mails;
const pgP50 = results.modes.postgres?.sequential.p50Ms;
results.budget = { p50UnderMsOnPostgres: BUDGET_P50_MS, met: pgP50 === undefined ? null : pgP50 < BUDGET_P50_MS };
await sink.close();
fs.rmSync(scratch, { recursive: true, force: true });
fs.writeFileSync(path.join(import.meta.dirname, "ebl-transfer-results.json"), `${JSON.stringify(results, null, 2)}\n`);

console.log("\n| mode | transfers | p50 ms | p90 ms | p99 ms | mean ms |\n|---|---|---|---|---|---|");
for (const [mode, r] of Object.entries(results.modes))
  console.log(
    `| ${mode} | ${r.sequential.transfers} | ${r.sequential.p50Ms} | ${r.sequential.p90Ms} | ${r.sequential.p99Ms} | ${r.sequential.meanMs} |`,
  );
if (results.modes.postgres?.throughput) {
  const t = results.modes.postgres.throughput;
  console.log(
    `\nPostgreSQL throughput: ${t.transfers} transfers across ${t.envelopes} envelopes in ${t.seconds} s = ${t.transfersPerSecond} transfers/s (pool ${t.poolSize}, ${t.failed} failed)`,
  );
}
console.log(
  `\nBudget p50 < ${BUDGET_P50_MS} ms on PostgreSQL: ${results.budget.met === null ? "not measured" : results.budget.met ? "met" : "NOT met"}`,
);
if (results.budget.met === false) process.exitCode = 1;
