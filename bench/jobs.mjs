// `npm run bench:jobs`: the job queue (lib/jobs, pg-boss on the app's own database) carrying
// mail, on PostgreSQL and on PGlite, to a real SMTP server in this process.
//  1. throughput: BENCH_JOBS_MAILS calls of sendMail (outbox row + mail.send job) at once, timed
//     until the SMTP server has received every message: mail jobs per second end to end, with
//     the in-process workers (MAIL_WORKERS, default 4) and a pooled SMTP transport (BENCH_SMTP_POOL);
//  2. latency: BENCH_JOBS_SAMPLES times, one transaction commits a write, then sendMail queues
//     its mail; the time from the commit to the job's start (pg-boss started_on) gives p50/p99.
// See bench/README.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const MAILS = Number(process.env.BENCH_JOBS_MAILS ?? 300);
const SAMPLES = Number(process.env.BENCH_JOBS_SAMPLES ?? 100);
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PG_DB = process.env.BENCH_PG_DB ?? "exportly_bench_jobs";
const MODES = (process.env.BENCH_MODES ?? "postgres,pglite").split(",");

const log = (...args) => console.log("[bench:jobs]", ...args);
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round = (n) => Math.round(n * 100) / 100;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const { sql, inArray } = await import("drizzle-orm");
const { openDatabase, setDbHandle } = await import("../lib/db/client.ts");
const { jobsState, stopJobs } = await import("../lib/jobs/boss.ts");
const { sendMail } = await import("../lib/mail/send-mail.ts");
const { startSmtpSink } = await import("../test/smtp-sink.ts");
const { mailOutbox, auditLog } = await import("../models/index.ts");

let received = 0;
const sink = await startSmtpSink(0, () => void received++);
// BENCH_SMTP_POOL=false: one SMTP connection per mail (nodemailer's default); otherwise a pool.
const POOL = process.env.BENCH_SMTP_POOL !== "false";
process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}${POOL ? "?pool=true" : ""}`;
// Keep the mail lines out of the figures' output.
console.info = () => undefined;

async function adminQuery(text) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function openMode(mode, scratch) {
  if (mode === "postgres") {
    await adminQuery(`DROP DATABASE IF EXISTS "${PG_DB}"`);
    await adminQuery(`CREATE DATABASE "${PG_DB}"`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${PG_DB}`;
    return openDatabase({ url: url.toString() });
  }
  return openDatabase({ pgliteDir: path.join(scratch, "pglite") });
}

async function runMode(mode) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `exportly-bench-jobs-${mode}-`));
  const handle = await openMode(mode, scratch);
  setDbHandle(Promise.resolve(handle));
  const startedBoss = Date.now();
  const state = jobsState();
  await state.boss;
  await state.workersStarted;
  const bossStartMs = Date.now() - startedBoss;
  const db = handle.db;

  // Warm-up: the transport connects, the plans are cached.
  received = 0;
  for (let i = 0; i < 10; i++)
    await sendMail({ to: `warm${i}@bench.local`, subject: "w", text: "w", html: "<p>w</p>" });
  while (received < 10) await sleep(10);

  // 1. Throughput.
  received = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: MAILS }, (_, i) =>
      sendMail({ to: `t${i}@bench.local`, subject: `Mail ${i}`, text: "Hello", html: "<p>Hello</p>" }),
    ),
  );
  const queuedMs = performance.now() - t0;
  while (received < MAILS) await sleep(5);
  const totalMs = performance.now() - t0;

  // 2. Latency from a committed write to its mail job starting.
  const commits = new Map();
  for (let i = 0; i < SAMPLES; i++) {
    const to = `l${i}@bench.local`;
    await db.transaction(async (tx) => {
      await tx.insert(auditLog).values({ actorId: null, action: "bench.write", entityType: "bench", entityId: to });
    });
    commits.set(to, Date.now());
    await sendMail({ to, subject: `Latency ${i}`, text: "Hello", html: "<p>Hello</p>" });
    // One at a time: each sample finds the workers idle, as a real write usually does.
    const before = received;
    while (received === before) await sleep(2);
  }
  const rows = await db
    .select({ id: mailOutbox.id, to: mailOutbox.to })
    .from(mailOutbox)
    .where(inArray(mailOutbox.to, [...commits.keys()]));
  const started = await db.execute(
    sql`select id, (extract(epoch from started_on) * 1000)::float8 as started from pgboss.job
        where name = 'mail.send' and id in (${sql.join(
          rows.map((r) => sql`${r.id}::uuid`),
          sql`, `,
        )})`,
  );
  const startedById = new Map(started.rows.map((r) => [r.id, Number(r.started)]));
  const latencies = rows
    .map((r) => startedById.get(r.id) - commits.get(r.to))
    .filter((v) => Number.isFinite(v))
    .sort((a, b) => a - b);

  await stopJobs(5000);
  await handle.close();
  setDbHandle(undefined);
  fs.rmSync(scratch, { recursive: true, force: true });
  if (mode === "postgres") await adminQuery(`DROP DATABASE IF EXISTS "${PG_DB}"`);
  return {
    mode,
    bossStartMs,
    mails: MAILS,
    queueMs: round(queuedMs),
    totalMs: round(totalMs),
    mailsPerSecond: round((MAILS / totalMs) * 1000),
    samples: latencies.length,
    commitToJobStartMs: { p50: round(quantile(latencies, 0.5)), p99: round(quantile(latencies, 0.99)) },
  };
}

const results = [];
for (const mode of MODES) {
  try {
    log(`${mode}: ${MAILS} mails, ${SAMPLES} latency samples …`);
    const result = await runMode(mode);
    log(JSON.stringify(result));
    results.push(result);
  } catch (error) {
    log(`${mode} skipped: ${error.message}`);
  }
}
await sink.close();
console.log("\n| mode | mail jobs/s (end to end) | commit → job start p50 | p99 |\n|---|---|---|---|");
for (const r of results) {
  console.log(`| ${r.mode} | ${r.mailsPerSecond} | ${r.commitToJobStartMs.p50} ms | ${r.commitToJobStartMs.p99} ms |`);
}
fs.writeFileSync(
  path.join(import.meta.dirname, "jobs-results.json"),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadavg: os.loadavg() },
      mailWorkers: Number(process.env.MAIL_WORKERS ?? 4),
      smtpPool: POOL,
      results,
    },
    null,
    2,
  ) + "\n",
);
process.exit(0);
