// `npm run test:fuzz` (10,000 requests, part of `npm test`) and `npm run fuzz` (a longer run):
// generates bad and edge requests for every operation of the OpenAPI document and sends them to a
// production build (the front server of `npm start`) on a fresh database. Fails on any 5xx, any error answer that is
// not the documented `{message, code, issues?}` shape with the status of its code, a request that
// hangs, or a server that is not healthy at the end. docs/fuzz.md explains the cases and how to
// reproduce a failure.
// Environment: FUZZ_REQUESTS (10000; 100000 for `npm run fuzz`), FUZZ_SEED (random, printed), FUZZ_CASES (only these case
// numbers, comma-separated: a reproduction), FUZZ_CONCURRENCY (8), FUZZ_PORT (3360),
// FUZZ_OPERATIONS (only operations whose "METHOD /path" contains this text), FUZZ_SKIP_BUILD=1
// to reuse .next, FUZZ_DATABASE_URL (a PostgreSQL server URL: the run creates and drops its own
// database there; unset → PGlite in a temporary directory), FUZZ_REPORT (write the findings as JSON).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from "jose";
import { proveAddressesThrough } from "../cluster/api.mjs";
import { buildOnce, createDatabase, dropDatabase, stopChild, waitForHealth } from "../cluster/cluster.mjs";
import { startMailCatcher } from "../cluster/mail-catcher.mjs";
import { ERROR_STATUS } from "../../lib/contract/errors.ts";
import { buildCase } from "./cases.mjs";
import { problemWith } from "./check.mjs";
import { errorCodes, operationsOf } from "./generate.mjs";
import { buildWorld, refreshSession } from "./world.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
/** `npm run fuzz` (--long) sends ten times what `npm test` sends. */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? (process.argv.includes("--long") ? 100_000 : 10_000));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const ONLY = process.env.FUZZ_CASES ? process.env.FUZZ_CASES.split(",").map(Number) : null;
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);
const PORT = Number(process.env.FUZZ_PORT ?? 3360);
const SMTP_PORT = Number(process.env.FUZZ_SMTP_PORT ?? 2660);
const FILTER = process.env.FUZZ_OPERATIONS ?? "";
const REQUEST_TIMEOUT_MS = Number(process.env.FUZZ_TIMEOUT_MS ?? 30_000);
/** Node's default --max-http-header-size, for the request line and headers together. */
const HEAD_LIMIT = 16 * 1024 - 512;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "admin@fuzz.exportly.test", password: "Fuzz-Admin-Passphrase-7" };
const log = (...args) => console.log("[fuzz]", ...args);

/** Sends one case exactly as generated: raw path, raw body bytes, chosen headers. */
function send(agent, testCase) {
  return new Promise((resolve) => {
    const started = performance.now();
    const headers = { ...testCase.headers };
    if (testCase.body) headers["content-length"] = String(testCase.body.length);
    let req;
    try {
      req = http.request(
        {
          host: "127.0.0.1",
          port: PORT,
          method: testCase.method,
          path: testCase.path,
          headers,
          agent: agent ?? false,
          timeout: REQUEST_TIMEOUT_MS,
        },
        (res) => {
          const chunks = [];
          res.on("data", (c) => chunks.push(c));
          res.on("error", (error) => resolve({ error: `response error: ${error.message}` }));
          res.on("end", () =>
            resolve({
              status: res.statusCode,
              headers: res.headers,
              bytes: Buffer.concat(chunks),
              ms: performance.now() - started,
            }),
          );
        },
      );
    } catch (error) {
      // The client refused to send it (a header value Node will not write): not the server's fault.
      resolve({ skipped: error.message });
      return;
    }
    req.on("error", (error) => {
      // A kept-alive connection the server closed just as this request went out (its keep-alive
      // timer won the race, which a stalled event loop on a loaded machine makes likely): the
      // server never read the request. Node's documentation answers this with one retry on a
      // new connection; a reset on the new connection is the server's doing and a failure.
      if (req.reusedSocket && error.code === "ECONNRESET" && agent) {
        resolve(send(null, testCase));
        return;
      }
      resolve({ error: `${error.code ?? ""} ${error.message}`.trim() });
    });
    req.on("timeout", () =>
      req.destroy(Object.assign(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`), { code: "TIMEOUT" })),
    );
    req.end(testCase.body ?? undefined);
  });
}

async function signingKeys() {
  const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return JSON.stringify([{ ...jwk, kid, alg: "EdDSA", createdAt: new Date().toISOString() }]);
}

function startServer(env) {
  // The production front server (scripts/server/server.mjs), as `npm start` and the image run it.
  const child = spawn(process.execPath, ["scripts/server/server.mjs", "-p", String(PORT), "-H", "127.0.0.1"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const output = [];
  const errorLines = [];
  /** requestId → what the server logged for it ("Type: message"), to group 500s by cause. */
  const errorsByRequest = new Map();
  for (const stream of [child.stdout, child.stderr]) {
    let partial = "";
    stream.on("data", (data) => {
      const text = partial + String(data);
      const lines = text.split("\n");
      partial = lines.pop();
      output.push(text.slice(0, 20_000));
      if (output.length > 400) output.splice(0, 200);
      for (const line of lines) {
        if (!/"level":(50|60|"error"|"fatal")|\bError\b|unhandled/i.test(line)) continue;
        errorLines.push(line.slice(0, 600));
        try {
          const entry = JSON.parse(line);
          const err = entry.err ?? {};
          // pino appends the causes to the stack ("caused by: error: …"): the database's own
          // complaint is the cause worth grouping by, not the failed SQL.
          const causedBy = /caused by: (?:\w*Error: |error: )?([^\n]+)/i.exec(err.stack ?? "")?.[1];
          const table = /(?<!epoch )(?:from|into|update) "(\w+)"/.exec(err.message ?? "")?.[1];
          const cause = causedBy ?? (err.message ?? entry.msg ?? "").split("\n")[0];
          if (entry.requestId)
            errorsByRequest.set(entry.requestId, `${err.type ?? "Error"}${table ? ` on ${table}` : ""}: ${cause}`);
        } catch {
          // not a JSON log line
        }
      }
    });
  }
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return { name: "server", child, output, errorLines, errorsByRequest, exited };
}

/** A mutation without its specifics ("body: edge string at data.sku" → "body: edge string"), for grouping. */
function patternOf(mutation) {
  return mutation
    .split("; ")
    .map((part) =>
      part
        .replace(/ at \S+$/, "")
        .replace(/^path \w+:/, "path:")
        .replace(/^(query \w+): .*/, "$1")
        .replace(/^(content-type): .*/, "$1"),
    )
    .join("; ");
}

/** A logged error without its specifics, for grouping: "Error: not a decimal: fi" → "Error: not a decimal: …". */
function causeOf(logged) {
  const text = logged.replace(/\s+/g, " ");
  const cut = text.indexOf(": ", text.indexOf(": ") + 2);
  return (cut > 0 ? `${text.slice(0, cut)}: …` : text).slice(0, 160);
}

/** A printable request, for the failure list and reproductions. */
function describe(testCase) {
  const body = testCase.body
    ? testCase.body.length > 300
      ? `${JSON.stringify(testCase.body.subarray(0, 300).toString("utf8"))}… (${testCase.body.length} bytes)`
      : JSON.stringify(testCase.body.toString("utf8"))
    : "(no body)";
  const contentType = testCase.headers["content-type"] ?? "(none)";
  return `${testCase.method} ${testCase.path.length > 300 ? `${testCase.path.slice(0, 300)}…` : testCase.path} as ${testCase.actorName}, content-type ${contentType}, body ${body}`;
}

async function main() {
  const started = Date.now();
  log(
    `seed ${SEED} (FUZZ_SEED=${SEED} repeats this run), ${ONLY ? `cases ${ONLY.join(",")}` : `${REQUESTS} requests`}, concurrency ${CONCURRENCY}`,
  );
  if (process.env.FUZZ_SKIP_BUILD === "1" && fs.existsSync(path.join(root, ".next", "BUILD_ID")))
    log("reusing the production build in .next (FUZZ_SKIP_BUILD=1)");
  else {
    process.env.CLUSTER_SKIP_BUILD = "";
    buildOnce(log);
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exportly-fuzz-"));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(PORT),
    TRUST_PROXY: "1",
    SITE_URL: `http://127.0.0.1:${PORT}`,
    FILES_DIR: path.join(dir, "files"),
    EBL_SIGNING_KEYS: await signingKeys(),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  };
  // The world's accounts prove their addresses with the mailed code (scripts/cluster/mail-catcher.mjs).
  const mailCatcher = await startMailCatcher(SMTP_PORT);
  proveAddressesThrough(mailCatcher);
  env.SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;
  delete env.REDIS_URL;
  const pgAdminUrl = process.env.FUZZ_DATABASE_URL;
  const dbName = `exportly_fuzz_${Date.now()}_${process.pid}`;
  if (pgAdminUrl) env.DATABASE_URL = await createDatabase(pgAdminUrl, dbName);
  else {
    delete env.DATABASE_URL;
    env.PGLITE_DIR = path.join(dir, "db");
  }

  const server = startServer(env);
  let failed = false;
  const stop = async () => {
    await stopChild(server);
    await mailCatcher.close();
    if (pgAdminUrl) await dropDatabase(pgAdminUrl, dbName).catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => stop().then(() => process.exit(130)));
  try {
    await waitForHealth(BASE, server);
    const document = await (await fetch(`${BASE}/api/openapi.json`)).json();
    const codes = errorCodes(document);
    // The one error table: every code has one status.
    const statusOfCode = ERROR_STATUS;
    const operations = operationsOf(document).filter((o) => o.key.includes(FILTER));
    if (operations.length === 0) throw new Error(`no operation matches FUZZ_OPERATIONS=${FILTER}`);
    log(`${operations.length} operations in the OpenAPI document; building the world…`);
    const world = await buildWorld(BASE, ADMIN, log);
    log(`world ready in ${((Date.now() - started) / 1000).toFixed(0)} s; fuzzing`);

    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    // A distinct client address per case (a function of the case number, so a reproduction sends the same one).
    const ipOf = (index) => `10.${(index >>> 16) & 255}.${(index >>> 8) & 255}.${(index & 255) + 1}`;
    const indexes = ONLY ?? Array.from({ length: REQUESTS }, (_, i) => i);
    const statuses = new Map(operations.map((o) => [o.key, new Map()]));
    const failures = [];
    const reachOf = new Map();
    const generatorErrors = [];
    const undocumented = new Map();
    const slowest = [];
    let next = 0;
    let done = 0;
    const fuzzStarted = Date.now();
    const worker = async () => {
      while (next < indexes.length) {
        const index = indexes[next++];
        let testCase;
        try {
          testCase = buildCase({ document, operations, world, runSeed: SEED, index, ipOf });
        } catch (error) {
          // A bug of the fuzzer itself: reported like a failure, so it is fixed rather than unseen.
          done++;
          generatorErrors.push({ index, error: error.stack?.split("\n").slice(0, 3).join(" ") ?? String(error) });
          continue;
        }
        const answer = await send(agent, testCase);
        done++;
        // Node's HTTP server refuses a request head over its 16 KB limit itself (431, or a reset
        // while the client is still writing), before the app sees it: a protocol answer, not the app's.
        const headBytes = testCase.path.length + Object.values(testCase.headers).join("").length;
        if (headBytes > HEAD_LIMIT && (answer.status === 431 || /ECONNRESET|EPIPE/.test(answer.error ?? "")))
          answer.protocolRefusal = true;
        const status = answer.skipped ? "skipped" : answer.protocolRefusal ? "431" : (answer.status ?? "no answer");
        const perOp = statuses.get(testCase.operation);
        perOp.set(status, (perOp.get(status) ?? 0) + 1);
        // Requests sent with good credentials that still stopped at 401 or 429 never reached validation.
        if (testCase.target !== "auth") {
          const reach =
            reachOf.get(testCase.operation) ??
            reachOf.set(testCase.operation, { sent: 0, blocked: 0 }).get(testCase.operation);
          reach.sent++;
          if (status === 401 || status === 429) reach.blocked++;
        }
        // A changed email address is the one the session check must log in with.
        if (testCase.operation === "PUT /api/users/updateEmail" && answer.status === 200) {
          try {
            world.u.email = JSON.parse(testCase.body.toString("utf8")).email ?? world.u.email;
          } catch {
            // not JSON: then it was not a 200
          }
        }
        // One line per case, so concurrent answers cannot be mistaken for each other.
        if (ONLY)
          log(
            `case ${index}: ${testCase.operation} [${testCase.mutation}]\n  ${describe(testCase)}\n  → ${status} ${answer.bytes ? answer.bytes.toString("utf8").slice(0, 500) : (answer.error ?? answer.skipped)}`,
          );
        // The health check's 503 is its documented answer when a probe times out (5 s), which a
        // loaded machine reaches now and then; the check after the run is the strict one.
        const healthDegraded = testCase.operation === "GET /api/health" && answer.status === 503;
        const problem =
          answer.skipped || answer.protocolRefusal || healthDegraded ? null : problemWith(answer, codes, statusOfCode);
        if (problem)
          failures.push({
            index,
            seed: SEED,
            operation: testCase.operation,
            target: testCase.target,
            mutation: testCase.mutation,
            problem,
            request: describe(testCase),
            answer: answer.bytes?.toString("utf8").slice(0, 300) ?? answer.error,
            requestId: answer.headers?.["x-request-id"],
          });
        else if (
          !answer.protocolRefusal &&
          typeof answer.status === "number" &&
          answer.status >= 400 &&
          !testCase.documented.includes(String(answer.status))
        ) {
          const key = `${testCase.operation} → ${answer.status}`;
          undocumented.set(key, (undocumented.get(key) ?? 0) + 1);
        }
        if (answer.ms) {
          slowest.push({ ms: answer.ms, index, operation: testCase.operation, mutation: testCase.mutation });
          if (slowest.length > 40) slowest.sort((x, y) => y.ms - x.ms).splice(10);
        }
        if (!ONLY && done % 1000 === 0)
          log(
            `${done}/${indexes.length} requests, ${failures.length} failures, ${((Date.now() - fuzzStarted) / 1000).toFixed(0)} s`,
          );
        // Some operations end sessions or change passwords by design: keep the world logged in.
        if (!ONLY && done % 500 === 0)
          for (const user of [world.a, world.b, world.u, world.admin]) await refreshSession(BASE, user, log);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    agent.destroy();
    const seconds = (Date.now() - fuzzStarted) / 1000;

    // The server must still be up and healthy.
    // Three tries two seconds apart: the probes time out at 5 s, which a loaded machine can hit
    // once without anything being wrong; a server that stays unhealthy fails the run.
    let health;
    for (let attempt = 0; attempt < 3; attempt++) {
      if (attempt) await new Promise((r) => setTimeout(r, 2000));
      health = await fetch(`${BASE}/api/health`).catch((error) => ({ status: 0, error }));
      if (health.status === 200) break;
    }
    const healthBody = health.json ? await health.json().catch(() => null) : null;
    const healthy = health.status === 200 && server.child.exitCode === null;

    console.log("\nStatuses per operation (requests: status×count):");
    for (const [key, counts] of statuses) {
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      const row = [...counts.entries()]
        .sort((x, y) => String(x[0]).localeCompare(String(y[0])))
        .map(([s, n]) => `${s}×${n}`);
      const reach = reachOf.get(key) ?? { sent: 0, blocked: 0 };
      console.log(
        `  ${key.padEnd(58)} ${String(total).padStart(5)}  ${row.join(" ")}${reach.sent && reach.blocked / reach.sent > 0.5 ? "   ← mostly 401/429 with good credentials" : ""}`,
      );
    }
    if (undocumented.size) {
      console.log(
        "\nError statuses an operation answered but does not document (not failures; the OpenAPI document could list them):",
      );
      for (const [key, n] of [...undocumented.entries()].sort()) console.log(`  ${key} ×${n}`);
    }
    console.log("\nSlowest answers:");
    for (const s of slowest.sort((x, y) => y.ms - x.ms).slice(0, 5))
      console.log(`  ${(s.ms / 1000).toFixed(2)} s  case ${s.index}  ${s.operation} [${s.mutation.slice(0, 100)}]`);
    if (server.errorLines.length) {
      console.log(`\nServer error log lines: ${server.errorLines.length} (first 5):`);
      for (const line of server.errorLines.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`);
    }
    // An exception nothing caught is a crash the process happened to survive: a failure even when
    // every answer was right.
    const uncaught = server.errorLines.filter((line) => /uncaughtException|unhandledRejection/i.test(line));
    if (uncaught.length) {
      failed = true;
      console.log(`\n${uncaught.length} UNCAUGHT EXCEPTIONS in the server log (seed ${SEED}), first: ${uncaught[0]}`);
    }

    if (failures.length) {
      failed = true;
      // Grouped by input pattern and problem (one root cause usually spans many operations),
      // so one cause does not bury the others.
      const groups = new Map();
      for (const f of failures) {
        // A 500 the app answered carries a request id; what the server logged for it is the cause.
        const requestId = f.requestId ?? /"requestId":"([^"]+)"/.exec(f.answer ?? "")?.[1];
        const logged = requestId ? server.errorsByRequest.get(requestId) : undefined;
        if (logged) f.logged = logged;
        const key = logged
          ? `${f.problem}: ${causeOf(logged)}`
          : `${patternOf(f.mutation)} → ${f.problem.replace(/code \S+/, "code …")}${f.answer?.startsWith("{") ? "" : " (not the app's JSON)"}`;
        (groups.get(key) ?? groups.set(key, []).get(key)).push(f);
      }
      console.log(`\n${failures.length} FAILURES in ${groups.size} groups (seed ${SEED}):`);
      for (const [key, list] of [...groups].sort((x, y) => y[1].length - x[1].length)) {
        const operationCounts = new Map();
        for (const f of list) operationCounts.set(f.operation, (operationCounts.get(f.operation) ?? 0) + 1);
        console.log(`\n  ${key}  (×${list.length})`);
        console.log(
          `    operations: ${[...operationCounts].map(([op, n]) => (n > 1 ? `${op} ×${n}` : op)).join(", ")}`,
        );
        for (const f of list.slice(0, 3)) {
          console.log(`    case ${f.index} [${f.operation}; ${f.mutation.slice(0, 200)}]`);
          console.log(`      ${f.request.slice(0, 600)}`);
          console.log(`      answered: ${String(f.answer).slice(0, 200)}`);
          if (f.logged) console.log(`      server logged: ${f.logged.slice(0, 300)}`);
          console.log(`      reproduce: FUZZ_SKIP_BUILD=1 FUZZ_SEED=${SEED} FUZZ_CASES=${f.index} npm run fuzz`);
        }
      }
      if (process.env.FUZZ_REPORT)
        fs.writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ seed: SEED, failures }, null, 2));
    }
    if (generatorErrors.length) {
      failed = true;
      console.log(`\n${generatorErrors.length} cases the fuzzer itself could not build (a bug in scripts/fuzz):`);
      for (const e of generatorErrors.slice(0, 5)) console.log(`  case ${e.index}: ${e.error}`);
    }
    if (!healthy) {
      failed = true;
      console.log(
        `\nSERVER NOT HEALTHY at the end: ${health.status} ${JSON.stringify(healthBody)} (exit code ${server.child.exitCode})`,
      );
      console.log(server.output.slice(-20).join(""));
    }
    const rate = (done / seconds).toFixed(0);
    log(
      `${done} requests across ${operations.length} operations in ${seconds.toFixed(0)} s (${rate}/s), ${failures.length} failures, server ${healthy ? "healthy" : "NOT healthy"} at the end; seed ${SEED}; total ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  } catch (error) {
    failed = true;
    console.error("[fuzz] the run could not complete:", error);
    console.error(server.output.slice(-20).join(""));
  } finally {
    await stop();
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) await main();
