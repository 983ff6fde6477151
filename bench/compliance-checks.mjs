// `npm run bench:compliance-checks`: latency of the compliance checks
// (lib/compliance/checks/engine.ts; budget p99 < 100 ms) on a shipment with 8 documents, 200 goods
// lines and a letter of credit, in this process. The input is the clean fixture of the engine's
// tests (every document saved, the packing list with its own goods lines, a consistent eBL), so
// every check runs to the end; the figures are the engine alone, without the database read.
// See bench/README.md.
import fs from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { runChecks } from "../lib/compliance/checks/engine.ts";
import { cleanFixture, consistentEbl, line, toInput } from "../lib/compliance/checks/fixtures.ts";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 1000);
const WARMUP = 50;
const BUDGET_P99_MS = 100;
const LINES = 200;

function fixture() {
  const f = cleanFixture();
  const lines = Array.from({ length: LINES }, (_, i) => line(i));
  f.sharedData.lineItems = lines;
  // One document keeps its own copy of the goods (an override), so the comparisons have two sources.
  f.docs.packing_list = { ...f.docs.packing_list, overrides: { lineItems: structuredClone(lines) } };
  // The eBL carries the same goods: one consignment item per line.
  const ebl = consistentEbl();
  ebl.document.consignmentItems = lines.map((l) => ({
    HSCodes: [l.hsCode],
    cargoItems: [
      {
        cargoGrossWeight: { value: Number(l.grossWeight), unit: "KGM" },
        outerPackaging: { numberOfPackages: l.packages },
      },
    ],
  }));
  f.ebl = ebl;
  // 100 × 4,250.00 + 100 × 3,000.00 = 725,000.00 + 450.00 charges: a credit that covers it.
  f.letterOfCredit = { ...f.letterOfCredit, amount: "725450.00" };
  f.docs.bill_of_exchange.own.amount = "725450.00";
  f.docs.insurance_certificate.own.insuredValue = "797995.00";
  return f;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const f = fixture();
// The input is built once per run as the endpoint does (merged views and totals per document), and
// timed together with the checks: that is what a POST costs beyond its database reads.
const times = [];
let findings = 0;
for (let i = 0; i < WARMUP + ITERATIONS; i++) {
  const start = performance.now();
  const result = runChecks(toInput(f));
  const ms = performance.now() - start;
  if (i >= WARMUP) times.push(ms);
  findings = result.findings.length;
}
times.sort((a, b) => a - b);
const result = {
  when: new Date().toISOString(),
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, load: os.loadavg() },
  shipment: { documents: f.templates.length, lineItems: LINES, letterOfCredit: true, ebl: true, findings },
  iterations: ITERATIONS,
  p50Ms: Number(percentile(times, 50).toFixed(3)),
  p99Ms: Number(percentile(times, 99).toFixed(3)),
  maxMs: Number(times.at(-1).toFixed(3)),
  budgetP99Ms: BUDGET_P99_MS,
};
result.withinBudget = result.p99Ms < BUDGET_P99_MS;
console.log(
  `compliance checks, ${result.shipment.documents} documents × ${LINES} lines + LC + eBL (${findings} findings): p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms (budget p99 < ${BUDGET_P99_MS} ms: ${result.withinBudget ? "met" : "MISSED"})`,
);
fs.writeFileSync(new URL("./compliance-checks-results.json", import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
if (!result.withinBudget) process.exitCode = 1;
