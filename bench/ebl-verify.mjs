// `npm run bench:ebl-verify`: how long the offline verifier takes on a 1,000-entry chain
// (docs/architecture.md §6: under 200 ms). Builds a real signed chain with the test bundle builder (rules
// replayed, every entry signed), then verifies its exported text 20 times after a warm-up, and, in
// the same run, times the bare signature checks alone (1,000 Ed25519 verifications through
// WebCrypto, concurrently): the floor any verifier pays, so the verifier's own overhead shows and
// a busy machine shows as a high floor. Run with tsx: `node --import tsx bench/ebl-verify.mjs`.
// Knobs: BENCH_ENTRIES=1000 BENCH_RUNS=20 BENCH_WARMUP=3 BENCH_ALG=EdDSA|PS256. See bench/README.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { buildRandomBundle } from "../lib/ebl/verifier/build-bundle.ts";
import { decodeBase64url } from "../lib/ebl/verifier/base64url.ts";
import { verifyBundle } from "../lib/ebl/verifier/verify-bundle.ts";

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const ALG = process.env.BENCH_ALG ?? "EdDSA";
const BUDGET_MS = 200;

const log = (...args) => console.log("[ebl-verify]", ...args);
const round = (value) => Math.round(value * 10) / 10;
const stats = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { min: round(sorted[0]), p50: round(sorted[Math.floor((sorted.length - 1) / 2)]), max: round(sorted.at(-1)) };
};

const loadBefore = os.loadavg()[0];
log(`building a ${ENTRIES}-entry chain signed with ${ALG}…`);
let started = performance.now();
const built = await buildRandomBundle(ENTRIES, { alg: ALG, seed: 2026 });
log(
  `built in ${Math.round(performance.now() - started)} ms: ${(built.text.length / 1024 / 1024).toFixed(2)} MB of JSON`,
);

// The floor: only the signatures, with the key imported once, all at once.
const jwk = built.key.publicJwk;
const key =
  ALG === "EdDSA"
    ? await crypto.subtle.importKey("jwk", { kty: "OKP", crv: "Ed25519", x: jwk.x }, { name: "Ed25519" }, false, [
        "verify",
      ])
    : await crypto.subtle.importKey(
        "jwk",
        { kty: "RSA", n: jwk.n, e: jwk.e },
        { name: "RSA-PSS", hash: "SHA-256" },
        false,
        ["verify"],
      );
const algorithm = ALG === "EdDSA" ? { name: "Ed25519" } : { name: "RSA-PSS", saltLength: 32 };
const encoder = new TextEncoder();
const signed = built.entries.map((jws) => {
  const [header, payload, signature] = jws.split(".");
  return { data: encoder.encode(`${header}.${payload}`), signature: decodeBase64url(signature) };
});
const signaturesOnly = () =>
  Promise.all(signed.map(({ data, signature }) => crypto.subtle.verify(algorithm, key, signature, data)));

for (let i = 0; i < WARMUP; i++) {
  const report = await verifyBundle(built.text);
  if (!report.integrity)
    throw new Error(`the bundle does not verify: ${JSON.stringify(report.checks.filter((c) => !c.ok))}`);
  await signaturesOnly();
}

const verifier = [];
const floor = [];
for (let i = 0; i < RUNS; i++) {
  started = performance.now();
  const report = await verifyBundle(built.text);
  verifier.push(performance.now() - started);
  if (!report.integrity || report.entries.length !== ENTRIES) throw new Error("verification failed during the run");
  started = performance.now();
  const results = await signaturesOnly();
  floor.push(performance.now() - started);
  if (!results.every(Boolean)) throw new Error("a signature failed during the run");
}

const result = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model ?? "unknown",
    node: process.version,
    loadBefore: round(loadBefore),
    loadAfter: round(os.loadavg()[0]),
  },
  settings: { entries: ENTRIES, runs: RUNS, warmup: WARMUP, alg: ALG, bundleBytes: built.text.length },
  verifyBundleMs: stats(verifier),
  signaturesOnlyMs: stats(floor),
  budgetMs: BUDGET_MS,
  withinBudget: stats(verifier).p50 < BUDGET_MS,
};
fs.writeFileSync(path.join("bench", "ebl-verify-results.json"), `${JSON.stringify(result, null, 2)}\n`);

console.log("");
console.log(`| ${ENTRIES} entries, ${ALG} | min (ms) | p50 (ms) | max (ms) |`);
console.log("|---|---:|---:|---:|");
console.log(
  `| verifyBundle (exported text, every check) | ${result.verifyBundleMs.min} | ${result.verifyBundleMs.p50} | ${result.verifyBundleMs.max} |`,
);
console.log(
  `| signatures only (the floor) | ${result.signaturesOnlyMs.min} | ${result.signaturesOnlyMs.p50} | ${result.signaturesOnlyMs.max} |`,
);
console.log("");
log(
  `budget: p50 under ${BUDGET_MS} ms: ${result.withinBudget ? "within" : "OVER"} (load average ${result.machine.loadBefore} before, ${result.machine.loadAfter} after, ${result.machine.cpus} cores)`,
);
if (loadBefore > os.cpus().length / 2)
  log("warning: the machine was busy before the run; these figures are not comparable");
