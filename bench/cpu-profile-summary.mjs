// `node bench/cpu-profile-summary.mjs <file.cpuprofile> [requests]`: what a V8 CPU profile of the
// server spent its time on. Prints the top self-time frames and the CPU time per area of the
// request path (inclusive time of marker functions, and self time by package), per request when
// the number of requests served during the profile is given. See bench/README.md.
import fs from "node:fs";

const [file, requestsArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: node bench/cpu-profile-summary.mjs <file.cpuprofile> [requests]");
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, "utf8"));
const requests = Number(requestsArg) || 0;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const totalUs = profile.endTime - profile.startTime;
// Each sample stands for the time since the previous one.
const selfUs = new Map();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const parents = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id);

const label = (n) => {
  const { functionName, url, lineNumber } = n.callFrame;
  const where = url ? url.replace(/^.*\/node_modules\//, "~/").replace(/^file:\/\/.*\/\.next\//, ".next/") : "";
  return `${functionName || "(anonymous)"} ${where}${where ? `:${lineNumber + 1}` : ""}`;
};

/** The package (or area) a frame belongs to, from its script URL. */
function area(n) {
  const { url, functionName } = n.callFrame;
  if (!url) return functionName.startsWith("(") ? functionName : "node internals";
  if (url.startsWith("node:")) return "node internals";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes("/.next/server/")) return "app bundle (.next/server)";
  return "other";
}

const ms = (us) => (us / 1000).toFixed(1);
const perReq = (us) => (requests ? ` ${(us / requests / 1000).toFixed(3)} ms/req` : "");

const bySelf = [...selfUs.entries()].map(([id, us]) => ({ node: byId.get(id), us }));
const byFrame = new Map();
for (const { node, us } of bySelf) {
  const key = label(node);
  byFrame.set(key, (byFrame.get(key) ?? 0) + us);
}
const byArea = new Map();
for (const { node, us } of bySelf) byArea.set(area(node), (byArea.get(area(node)) ?? 0) + us);

/** Inclusive (synchronous) time under every frame whose function name matches. */
function inclusive(pattern) {
  let sum = 0;
  for (const [id, us] of selfUs) {
    for (let cur = id; cur !== undefined; cur = parents.get(cur)) {
      if (pattern.test(byId.get(cur).callFrame.functionName)) {
        sum += us;
        break;
      }
    }
  }
  return sum;
}

console.log(
  `profile ${ms(totalUs)} ms wall, ${profile.samples.length} samples${requests ? `, ${requests} requests` : ""}\n`,
);
console.log("CPU by area (self time):");
for (const [name, us] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`  ${ms(us).padStart(9)} ms ${((us / totalUs) * 100).toFixed(1).padStart(5)} %${perReq(us)}  ${name}`);
console.log("\nTop self-time frames:");
for (const [key, us] of [...byFrame].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`  ${ms(us).padStart(9)} ms ${((us / totalUs) * 100).toFixed(1).padStart(5)} %${perReq(us)}  ${key}`);
const markers = {
  "route wrapper (all of it)": /^(wrapped|serve)$/,
  "authenticate / resolveCredential": /^(authenticate|resolveCredential)$/,
  "zod parse": /^(safeParse|parse|_parse|run)$/,
  "listShipments / page query build": /^(listShipments|shipmentsPageQuery)$/,
  toShipmentDto: /^toShipmentDto$/,
  "JSON.stringify / NextResponse.json": /^(stringify|json)$/,
  "pg: parse rows": /^(parseRow|parseDataRowMessage|handleDataRow|_handleDataRow)$/,
  "drizzle: map result rows": /^(mapResultRow|mapRelationalRow)$/,
  "garbage collector": /^\(garbage collector\)$/,
};
console.log("\nInclusive synchronous CPU under marker functions (async continuations are not nested):");
for (const [name, pattern] of Object.entries(markers)) {
  const us = inclusive(pattern);
  console.log(`  ${ms(us).padStart(9)} ms ${((us / totalUs) * 100).toFixed(1).padStart(5)} %${perReq(us)}  ${name}`);
}
