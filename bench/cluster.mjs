// `npm run bench:cluster`: GET /api/shipments throughput through nginx with one and then with two
// web instances (the cluster of scripts/cluster/cluster.mjs on PostgreSQL), the same user and the
// same seeded data (1,000 shipments, SQL seed as in bench/shipments.mjs). Prints requests/s, p50
// and p99 for each, and the ratio two/one: how the app scales out on this machine. Results go to
// bench/cluster-results.json. See bench/README.md.
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { register } from "../scripts/cluster/api.mjs";
import { buildOnce, startCluster } from "../scripts/cluster/cluster.mjs";

const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 1000);
const log = (...args) => console.log("[bench:cluster]", ...args);

async function seed(databaseUrl, ownerId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO shipments (owner_id, reference, status, templates, created_at, updated_at)
       SELECT $1, 'BENCH-' || lpad(g::text, 6, '0'),
              (ARRAY['draft','in_progress','ready','shipped','delivered','closed','cancelled'])[1 + g % 7]::shipment_status,
              ARRAY['commercial_invoice','packing_list','bill_of_exchange'],
              timestamptz '2026-01-01' + g * interval '1 second', now()
       FROM generate_series(1, $2::int) g`,
      [ownerId, SHIPMENTS],
    );
    await client.query(
      `INSERT INTO shipment_documents (shipment_id, owner_id, name)
       SELECT s.id, s.owner_id, t.name FROM shipments s CROSS JOIN LATERAL unnest(s.templates) AS t(name) WHERE s.owner_id = $1`,
      [ownerId],
    );
    await client.query("ANALYZE shipments; ANALYZE shipment_documents");
  } finally {
    await client.end();
  }
}

function cannon(url, headers, duration) {
  return new Promise((resolve, reject) =>
    autocannon({ url, headers, connections: CONNECTIONS, duration }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );
}

async function measure(instances) {
  const cluster = await startCluster({ instances, log: (...args) => log(`[${instances}]`, ...args) });
  try {
    const user = await register(cluster.url);
    await seed(cluster.databaseUrl, user.id);
    const url = `${cluster.url}/api/shipments?limit=20`;
    const headers = { authorization: `Bearer ${user.token}` };
    await cannon(url, headers, 3); // warm-up: JIT, connection pools, nginx keep-alive
    const result = await cannon(url, headers, DURATION);
    const figures = {
      instances,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    };
    log(JSON.stringify(figures));
    if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return figures;
  } finally {
    await cluster.stop();
  }
}

buildOnce(log);
const loadBefore = os.loadavg()[0];
const one = await measure(1);
const two = await measure(2);
const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, load average ${loadBefore.toFixed(2)} before the run`,
  route: "GET /api/shipments?limit=20 through nginx",
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  shipments: SHIPMENTS,
  one,
  two,
  ratioTwoToOne: Number((two.requestsPerSecond / one.requestsPerSecond).toFixed(2)),
};
log(`two instances / one instance: ${results.ratioTwoToOne}×`);
fs.writeFileSync(path.join(process.cwd(), "bench", "cluster-results.json"), `${JSON.stringify(results, null, 2)}\n`);
