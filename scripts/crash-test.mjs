// `npm run test:crash`: crash safety. Runs a write load (shipments, document saves, payments, eBL
// issues and transfers) through the HTTP API of the production server (scripts/server/server.mjs)
// and kills it with SIGKILL at random (seeded) moments, on PostgreSQL and on PGlite; restarts it
// each time and then checks that every write acknowledged with a 2xx is there and nothing is half-written: every
// shipment has its `shipment.created` audit entry, every payment its `payment.recorded`, every
// document version its `document.saved`, every eBL chain is linear, has one audit entry per
// entry and verifies (GET /api/envelopes/{id}/verify). On PGlite it also proves that the lock of
// the killed process is taken over and that the data directory went through crash recovery.
// Environment: CRASH_KILLS (default 5 per database), CRASH_SEED, CRASH_DATABASES (postgres,pglite),
// CRASH_PORT (3348), CLUSTER_SKIP_BUILD=1 to reuse the build. docs/cluster.md explains the checks.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import {
  connect,
  expectStatus,
  freshIp,
  issuedBill,
  login,
  proveAddressesThrough,
  register,
  request,
  verifiedUser,
} from "./cluster/api.mjs";
import { startMailCatcher } from "./cluster/mail-catcher.mjs";
import {
  buildOnce,
  CLUSTER_ADMIN,
  createDatabase,
  dropDatabase,
  stopChild,
  waitForHealth,
} from "./cluster/cluster.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const KILLS = Number(process.env.CRASH_KILLS ?? 5);
const SEED = Number(process.env.CRASH_SEED ?? 20261123);
const PORT = Number(process.env.CRASH_PORT ?? 3348);
const SMTP_PORT = Number(process.env.CRASH_SMTP_PORT ?? 2648);
const DATABASES = (process.env.CRASH_DATABASES ?? "postgres,pglite").split(",");
const PG_ADMIN_URL = process.env.CLUSTER_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const CONCURRENCY = 4;
const BASE = `http://127.0.0.1:${PORT}`;
const log = (...args) => console.log("[crash]", ...args);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** mulberry32: a tiny seeded generator, so a failing run can be repeated with its CRASH_SEED. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function startServer(env, outputLog) {
  const serverScript = path.join(root, "scripts", "server", "server.mjs");
  const child = spawn(process.execPath, [serverScript, "-p", String(PORT), "-H", "127.0.0.1"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: SIGKILL reaches the server and anything it started, as a crash would.
    detached: true,
  });
  const output = [];
  for (const stream of [child.stdout, child.stderr])
    stream.on("data", (d) => {
      output.push(String(d));
      outputLog.push(String(d));
    });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return { name: "web server", child, output, exited };
}

async function kill(proc) {
  try {
    process.kill(-proc.child.pid, "SIGKILL");
  } catch {
    // already gone
  }
  await proc.exited;
}

/**
 * From pg_control (global/pg_control): the cluster state (offset 16; 1 shut down, 6 in
 * production, which is what a crash leaves) and the LSN of the last checkpoint (offset 32). Crash
 * recovery replays the WAL from that checkpoint and ends with a checkpoint of its own, so after a
 * restart from a kill the checkpoint LSN has moved forward.
 */
function pgControl(dataDir) {
  const buffer = fs.readFileSync(path.join(dataDir, "global", "pg_control"));
  const states = [
    "starting up",
    "shut down",
    "shut down in recovery",
    "shutting down",
    "in crash recovery",
    "in archive recovery",
    "in production",
  ];
  const state = buffer.readUInt32LE(16);
  const lsn = buffer.readBigUInt64LE(32);
  return { state: states[state] ?? `unknown (${state})`, checkpoint: lsn };
}
const formatLsn = (lsn) =>
  `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;

async function runOn(database, signingKeys) {
  const started = Date.now();
  const random = prng(SEED + (database === "pglite" ? 1 : 0));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `exportly-crash-${database}-`));
  const dbName = `exportly_cluster_crash_${Date.now()}_${process.pid}`;
  const pgliteDir = path.join(dir, "db");
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(PORT),
    // Production refuses to start without the public address (docs/configuration.md).
    SITE_URL: `http://127.0.0.1:${PORT}`,
    TRUST_PROXY: "1",
    FILES_DIR: path.join(dir, "files"),
    EBL_SIGNING_KEYS: signingKeys,
    ADMIN_EMAIL: CLUSTER_ADMIN.email,
    ADMIN_PASSWORD: CLUSTER_ADMIN.password,
  };
  // New accounts prove their address with the mailed code (scripts/cluster/mail-catcher.mjs).
  env.SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;
  if (database === "postgres") env.DATABASE_URL = await createDatabase(PG_ADMIN_URL, dbName);
  else {
    delete env.DATABASE_URL;
    env.PGLITE_DIR = pgliteDir;
  }
  const outputLog = [];
  let server = startServer(env, outputLog);
  const findings = { kills: 0, lockTakenOver: 0, crashStates: [], checkpoints: [], recovered: 0, pidReused: false };
  // A live process that is not the server (for the pid-reuse edge on PGlite).
  const bystander = spawn(process.execPath, ["-e", "setTimeout(() => {}, 600000)"], { stdio: "ignore" });
  try {
    await waitForHealth(BASE, server);
    const adminToken = await login(BASE, CLUSTER_ADMIN.email, CLUSTER_ADMIN.password);
    const [carrier, shipper, consignee, recipient] = await Promise.all([
      verifiedUser(BASE, adminToken, "shipping_line", "Crash Lines Private Limited"),
      verifiedUser(BASE, adminToken, "exporter", "Crash Exports Private Limited"),
      verifiedUser(BASE, adminToken, "importer", "Crash Imports Private Limited"),
      verifiedUser(BASE, adminToken, "importer", "Crash Traders Private Limited"),
    ]);
    const owner = await register(BASE);
    // A draft names only accounts its creator works with (docs/ebl.md): connect them before the kills.
    await connect(BASE, shipper, carrier);
    await connect(BASE, shipper, consignee);

    // What the server acknowledged (2xx) and so must survive every crash.
    const acked = { shipments: [], saves: [], payments: [], envelopes: new Map() };
    const shipmentsReady = [];
    let serial = 0;
    const operations = {
      async shipment() {
        const reference = `CRASH-${database}-${++serial}`;
        const res = await request(BASE, "POST", "/api/shipments", {
          token: owner.token,
          json: { reference, templates: ["commercial_invoice"] },
        });
        if (res.status === 201) {
          acked.shipments.push({ id: res.body.shipment.id, reference });
          shipmentsReady.push(res.body.shipment.id);
        }
        return res.status;
      },
      async save() {
        const id = shipmentsReady[Math.floor(random() * shipmentsReady.length)];
        if (!id) return operations.shipment();
        const res = await request(BASE, "PUT", `/api/shipments/${id}/commercial_invoice`, {
          token: owner.token,
          json: {
            data: {
              currency: "USD",
              lineItems: [
                { description: `Cotton shirts lot ${++serial}`, quantity: "10", unit: "PCS", unitPrice: "12.50" },
              ],
            },
          },
        });
        if (res.status === 200)
          acked.saves.push({ shipmentId: id, version: res.body.version ?? res.body.document?.version });
        return res.status;
      },
      async payment() {
        const id = shipmentsReady[Math.floor(random() * shipmentsReady.length)];
        if (!id) return operations.shipment();
        const res = await request(BASE, "POST", `/api/balances/shipments/${id}/payments`, {
          token: owner.token,
          json: {
            amount: `${1 + Math.floor(random() * 900)}.25`,
            currency: "USD",
            paymentDate: new Date().toISOString().slice(0, 10),
          },
        });
        if (res.status === 201 || res.status === 200) acked.payments.push(res.body.payment.id);
        return res.status;
      },
      async ebl() {
        // Transfer a bill the shipper still holds to the other importer, or issue a new one.
        const held = [...acked.envelopes.values()].find((e) => e.possessor === "shipper" && !e.busy);
        if (!held) {
          // Each draft counts its named parties against the recipient look-up cap (docs/limits.md);
          // a 429 is a refused, unacknowledged write like any other.
          const envelope = await issuedBill(BASE, { carrier, shipper, consignee }).catch((error) => {
            if (/got 429/.test(String(error?.message))) return null;
            throw error;
          });
          if (!envelope) {
            await sleep(1000);
            return 429;
          }
          acked.envelopes.set(envelope.id, {
            id: envelope.id,
            entries: 1,
            possessor: "shipper",
            last: envelope.lastEntryChecksum,
          });
          return 200;
        }
        held.busy = true;
        const res = await request(BASE, "POST", `/api/envelopes/${held.id}/endorse`, {
          token: shipper.token,
          json: { actionCode: "TRANSFER", recipient: recipient.email, expectedLastEntryChecksum: held.last },
        }).finally(() => (held.busy = false));
        if (res.status === 200)
          Object.assign(held, { entries: 2, possessor: "recipient", last: res.body.entry.checksum });
        // A transfer that committed while its answer was lost to a kill leaves our checksum stale
        // (409): the bill is no longer the shipper's, so leave it and issue new ones.
        else if (res.status >= 400) held.possessor = "unknown";
        return res.status;
      },
    };
    const kinds = ["shipment", "save", "payment", "payment", "ebl", "ebl"];

    const statuses = {};
    const unexpected = [];
    let running = true;
    const worker = async () => {
      while (running) {
        const kind = kinds[Math.floor(random() * kinds.length)];
        const status = await operations[kind]().catch((error) => {
          // A kill cuts requests off: refused while the server is down, reset or "aborted" (the
          // answer's body cut short) when it dies mid-request. Such a write was never acknowledged;
          // anything else is kept to show.
          const failure = `${error?.code ?? ""} ${error?.message ?? error}`;
          if (!/ECONNREFUSED|ECONNRESET|EPIPE|socket hang up|aborted/.test(failure))
            unexpected.push(`${kind}: ${error?.message ?? error}`);
          return 0;
        });
        const key = `${kind}:${status}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
        // While the server is down (killed, restarting) the requests fail at once: wait a little.
        if (status === 0) await sleep(100);
        else if (status >= 500) throw new Error(`${kind} answered ${status}`);
      }
    };
    const workers = Array.from({ length: CONCURRENCY }, worker);
    const eblWrites = () => [...acked.envelopes.values()].reduce((n, e) => n + e.entries, 0);
    const ackedWrites = () =>
      acked.shipments.length +
      acked.saves.length +
      acked.payments.length +
      [...acked.envelopes.values()].reduce((n, e) => n + e.entries, 0);

    for (let k = 0; k < KILLS; k++) {
      // A random moment measured in work, so every window carries load however slow the machine:
      // after 4 to 11 acknowledged writes since the restart (at most 20 s), plus up to 0.4 s, so
      // the kill lands in the middle of requests.
      // An eBL write (the slowest request) is waited for too, so the chains are under test in every window.
      const target = ackedWrites() + 4 + Math.floor(random() * 8);
      const eblTarget = eblWrites() + 1;
      const deadline = Date.now() + 20_000;
      while ((ackedWrites() < target || eblWrites() < eblTarget) && Date.now() < deadline) await sleep(50);
      await sleep(Math.floor(random() * 400));
      await kill(server);
      findings.kills += 1;
      if (database === "pglite") {
        const atKill = pgControl(pgliteDir);
        findings.crashStates.push(atKill.state);
        findings.checkpointAtKill = atKill.checkpoint;
        if (!fs.existsSync(`${pgliteDir}.lock`)) throw new Error("the killed server left no lock file to take over");
        if (k === 1) {
          // The pid-reuse edge: the dead server's pid now belongs to another live process. Played by
          // writing a live process's pid into the lock with the dead server's start time and boot id.
          const [, startTime, bootId] = fs.readFileSync(`${pgliteDir}.lock`, "utf8").trim().split(/\s+/);
          if (!startTime) throw new Error("the lock names its holder by pid alone");
          fs.writeFileSync(`${pgliteDir}.lock`, `${bystander.pid} ${startTime} ${bootId}`);
          findings.pidReused = true;
        }
      }
      server = startServer(env, outputLog);
      await waitForHealth(BASE, server);
      if (database === "pglite") {
        const holder = Number(fs.readFileSync(`${pgliteDir}.lock`, "utf8").split(/\s/)[0]);
        if (holder === server.child.pid || isDescendantOf(holder, server.child.pid)) findings.lockTakenOver += 1;
        const afterRestart = pgControl(pgliteDir);
        findings.checkpoints.push(`${formatLsn(findings.checkpointAtKill)} → ${formatLsn(afterRestart.checkpoint)}`);
        if (afterRestart.checkpoint > findings.checkpointAtKill) findings.recovered += 1;
      }
    }
    await sleep(1000);
    running = false;
    const workerErrors = (await Promise.allSettled(workers)).filter((r) => r.status === "rejected");
    if (workerErrors.length) throw workerErrors[0].reason;
    log(`${database}: load answers ${JSON.stringify(statuses)}`);
    if (unexpected.length)
      throw new Error(`unexpected failures under load:\n  ${unexpected.slice(0, 10).join("\n  ")}`);

    // Through the API of the restarted server: every acknowledged eBL verifies.
    for (const envelope of acked.envelopes.values()) {
      const report = await expectStatus(
        200,
        request(BASE, "GET", `/api/envelopes/${envelope.id}/verify`, {
          token: shipper.token,
          headers: { "x-forwarded-for": freshIp() },
        }),
      );
      if (!report.valid) throw new Error(`envelope ${envelope.id} does not verify: ${JSON.stringify(report.checks)}`);
    }
    await stopChild(server);

    const problems = await checkDatabase(database, env, acked, owner, shipper);
    const summary = {
      database,
      seconds: Math.round((Date.now() - started) / 1000),
      kills: findings.kills,
      acked: {
        shipments: acked.shipments.length,
        saves: acked.saves.length,
        payments: acked.payments.length,
        envelopes: acked.envelopes.size,
        transfers: [...acked.envelopes.values()].filter((e) => e.entries === 2).length,
      },
      ...(database === "pglite"
        ? {
            pgControlAfterKill: findings.crashStates,
            checkpointAtKillThenAfterRestart: findings.checkpoints,
            lockTakenOver: findings.lockTakenOver,
            pidReuseEdge: findings.pidReused ? "taken over" : "not played",
          }
        : {}),
    };
    log(JSON.stringify(summary));
    if (database === "pglite") {
      if (!findings.crashStates.every((s) => s === "in production"))
        problems.push(
          `pg_control after a kill should say "in production" (a crash to recover from): ${findings.crashStates}`,
        );
      if (findings.recovered !== findings.kills)
        problems.push(`crash recovery wrote its checkpoint after ${findings.recovered} of ${findings.kills} restarts`);
      if (findings.lockTakenOver !== findings.kills)
        problems.push(
          `the restarted server took over the dead server's lock ${findings.lockTakenOver} of ${findings.kills} times`,
        );
    }
    if (problems.length) throw new Error(`${database}: ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
    log(`${database}: PASS`);
    return summary;
  } catch (error) {
    console.error(outputLog.join("").split("\n").slice(-40).join("\n"));
    throw error;
  } finally {
    await stopChild(server);
    bystander.kill("SIGKILL");
    if (database === "postgres") await dropDatabase(PG_ADMIN_URL, dbName).catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Is `pid` a descendant of `ancestor` (the process that opens the database may be a child of the one started)? */
function isDescendantOf(pid, ancestor) {
  for (let current = pid, depth = 0; current > 1 && depth < 10; depth++) {
    try {
      current = Number(fs.readFileSync(`/proc/${current}/stat`, "utf8").split(") ")[1].split(" ")[1]);
    } catch {
      return false;
    }
    if (current === ancestor) return true;
  }
  return false;
}

/** SQL checks on the database the server wrote, opened directly once the server has stopped. */
async function checkDatabase(database, env, acked, owner, shipper) {
  let query, close;
  if (database === "postgres") {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    query = async (sql, params) => (await client.query(sql, params)).rows;
    close = () => client.end();
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const client = await PGlite.create({ dataDir: env.PGLITE_DIR });
    query = async (sql, params) => (await client.query(sql, params)).rows;
    close = () => client.close();
  }
  const problems = [];
  try {
    const shipments = await query(
      `SELECT s.id, s.reference, (SELECT count(*)::int FROM audit_log a WHERE a.action = 'shipment.created' AND a.entity_id = s.id::text) AS audits
       FROM shipments s WHERE s.owner_id = $1`,
      [owner.id],
    );
    const shipmentIds = new Set(shipments.map((s) => s.id));
    for (const s of acked.shipments)
      if (!shipmentIds.has(s.id)) problems.push(`acknowledged shipment ${s.reference} is gone`);
    for (const s of shipments)
      if (s.audits !== 1) problems.push(`shipment ${s.reference} has ${s.audits} shipment.created entries`);

    const versions = await query(
      `SELECT d.shipment_id, v.version,
              (SELECT count(*)::int FROM audit_log a WHERE a.action = 'document.saved' AND a.entity_id = d.id::text
                 AND (a.data->>'version')::int = v.version) AS audits
       FROM document_versions v JOIN shipment_documents d ON d.id = v.document_id JOIN shipments s ON s.id = d.shipment_id
       WHERE s.owner_id = $1`,
      [owner.id],
    );
    const versionKeys = new Set(versions.map((v) => `${v.shipment_id}/${v.version}`));
    for (const save of acked.saves)
      if (!versionKeys.has(`${save.shipmentId}/${save.version}`))
        problems.push(`acknowledged save ${save.shipmentId} v${save.version} is gone`);
    for (const v of versions)
      if (v.audits !== 1)
        problems.push(`version ${v.shipment_id} v${v.version} has ${v.audits} document.saved entries`);

    const payments = await query(
      `SELECT p.id, (SELECT count(*)::int FROM audit_log a WHERE a.action = 'payment.recorded' AND a.entity_id = p.id::text) AS audits
       FROM payments p JOIN shipments s ON s.id = p.shipment_id WHERE s.owner_id = $1`,
      [owner.id],
    );
    const paymentIds = new Set(payments.map((p) => p.id));
    for (const id of acked.payments) if (!paymentIds.has(id)) problems.push(`acknowledged payment ${id} is gone`);
    for (const p of payments)
      if (p.audits !== 1) problems.push(`payment ${p.id} has ${p.audits} payment.recorded entries`);

    const entries = await query(
      `SELECT e.envelope_id, e.sequence, e.action_code, e.checksum, e.previous_checksum,
              (SELECT count(*)::int FROM audit_log a WHERE a.entity_id = e.envelope_id::text
                 AND a.action = CASE e.action_code WHEN 'ISSUE' THEN 'ebl.issued' WHEN 'TRANSFER' THEN 'ebl.transferred' END) AS audits
       FROM envelope_entries e JOIN envelopes v ON v.id = e.envelope_id
       WHERE v.id IN (SELECT envelope_id FROM envelope_entries WHERE actor_id = $1 OR recipient_id = $1)
       ORDER BY e.envelope_id, e.sequence`,
      [shipper.id],
    );
    const chains = new Map();
    for (const e of entries) chains.set(e.envelope_id, [...(chains.get(e.envelope_id) ?? []), e]);
    for (const [id, chain] of chains) {
      chain.forEach((e, i) => {
        const previous = i === 0 ? null : chain[i - 1].checksum;
        if (e.previous_checksum !== previous)
          problems.push(`envelope ${id}: entry ${e.sequence} does not follow the one before`);
        // One audit entry per action of that kind on the envelope.
        const sameKind = chain.filter((x) => x.action_code === e.action_code).length;
        if (e.audits !== sameKind) problems.push(`envelope ${id}: ${e.action_code} has ${e.audits} audit entries`);
      });
    }
    for (const envelope of acked.envelopes.values()) {
      const chain = chains.get(envelope.id) ?? [];
      if (chain.length < envelope.entries)
        problems.push(`envelope ${envelope.id}: ${chain.length} entries, ${envelope.entries} acknowledged`);
    }
  } finally {
    await close();
  }
  return problems;
}

async function main() {
  const started = Date.now();
  buildOnce((...args) => log(...args));
  const { calculateJwkThumbprint, exportJWK, generateKeyPair } = await import("jose");
  const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
  const jwk = await exportJWK(privateKey);
  const signingKeys = JSON.stringify([
    { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: "EdDSA", createdAt: new Date().toISOString() },
  ]);
  log(`seed ${SEED}, ${KILLS} kills per database, databases: ${DATABASES.join(", ")}`);
  const mailCatcher = await startMailCatcher(SMTP_PORT);
  proveAddressesThrough(mailCatcher);
  const results = [];
  let failed = false;
  for (const database of DATABASES) {
    try {
      results.push(await runOn(database, signingKeys));
    } catch (error) {
      failed = true;
      console.error(`[crash] ${database}: FAIL\n${error.stack ?? error}`);
    }
  }
  await mailCatcher.close();
  log(`${failed ? "FAIL" : "PASS"} in ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
