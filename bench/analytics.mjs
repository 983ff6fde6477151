// `npm run bench:analytics`: p50/p95/p99 of every report (GET /api/reports/{report}) and of the
// dashboard summary (GET /api/analytics/summary) for a user with 1,000 and a user with 100,000
// shipments, on PostgreSQL, through the real route handlers in process (as the integration tests
// call them). Budget (issue 21): p95 < 300 ms at 100,000, and within 3× of the 1,000 figure.
// Then EXPLAIN (ANALYZE, BUFFERS) of every statement each report runs, asserting that no plan
// reads shipment_facts with a Seq Scan. See bench/README.md.
//
// The data is seeded FAST with SQL (generate_series), the way lib/analytics/facts would have
// written it: shipments, their commercial invoice documents (two in three finalised),
// shipment_facts, shipment_product_facts (1–3 of 20 HS chapters), payments (every other
// invoiced shipment, half paid), shipment_trackings (one in three, arrived, 4 carriers, 8 lanes)
// and compliance_check_runs (one in five). 3 currencies, 30 countries, 50 partners, 3 years of
// days. A third owner holds another 100,000 shipments, so the owner's rows are a part of the
// tables (as in production), not all of them.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import pg from "pg";

const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DB_NAME = process.env.BENCH_ANALYTICS_DB ?? "exportly_bench_analytics";
const SIZES = (process.env.BENCH_ANALYTICS_SIZES ?? "1000,100000").split(",").map(Number);
const BACKGROUND = Number(process.env.BENCH_ANALYTICS_BACKGROUND ?? 100_000);
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 30);
const WARMUP = Number(process.env.BENCH_ANALYTICS_WARMUP ?? 3);
const PERIOD = process.env.BENCH_ANALYTICS_PERIOD ?? "from=2025-12-01&to=2026-11-30";
const BUDGET_P95_MS = 300;
const BUDGET_RATIO = 3;
const log = (...args) => console.log("[bench:analytics]", ...args);
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round = (n) => Math.round(n * 100) / 100;

delete process.env.SMTP_URL;

// Every statement the app sends, while `capture` is set (for EXPLAIN): node-postgres's Pool is
// the one lib/db/client.ts opens.
let capture = null;
const poolQuery = pg.Pool.prototype.query;
pg.Pool.prototype.query = function (config, values, callback) {
  if (capture) {
    const text = typeof config === "string" ? config : config.text;
    const params = typeof config === "string" ? values : (config.values ?? values);
    capture.push({ text, values: Array.isArray(params) ? params : [] });
  }
  return poolQuery.call(this, config, values, callback);
};

const { openDatabase, setDbHandle } = await import("../lib/db/client.ts");
const { call } = await import("../test/http.ts");
const { POST: register } = await import("../app/api/auth/register/route.ts");
const { GET: reportRoute } = await import("../app/api/reports/[report]/route.ts");
const { GET: summaryRoute } = await import("../app/api/analytics/summary/route.ts");
const { REPORT_KEYS } = await import("../lib/analytics/reports/contract.ts");

async function admin(sql) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`DROP DATABASE IF EXISTS "${DB_NAME}"`);
await admin(`CREATE DATABASE "${DB_NAME}"`);
const url = new URL(PG_ADMIN_URL);
url.pathname = `/${DB_NAME}`;
const handle = await openDatabase({ url: url.toString() });
setDbHandle(Promise.resolve(handle));
// As the app's pool (lib/db/client.ts): without JIT, so EXPLAIN shows the plans the app runs.
const direct = new pg.Client({ connectionString: url.toString(), options: "-c jit=off" });
await direct.connect();

async function newUser(label) {
  const res = await call(register, {
    method: "POST",
    json: {
      email: `${label}-${randomUUID().slice(0, 8)}@bench.exportly.local`,
      password: "Correct-Horse-Battery-9",
      firstName: "Bench",
      lastName: label,
      role: "exporter",
    },
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id, token: res.body.token };
}

const COUNTRIES = "US,DE,FR,GB,NL,BE,IT,ES,AE,SA,JP,CN,KR,SG,MY,TH,VN,ID,AU,NZ,CA,MX,BR,ZA,KE,NG,EG,TR,PL,SE";
const CHAPTERS = "61,62,52,63,42,64,94,85,84,39,73,71,09,10,03,30,33,69,44,95";
const PODS = "DEHAM,NLRTM,BEANR,USNYC,USLAX,AEJEA,SGSIN,JPTYO";

/** Seeds `n` shipments of `owner` (all tables a report reads), in one transaction of set-based inserts. */
async function seed(ownerId, n, tag) {
  const started = performance.now();
  await direct.query("BEGIN");
  await direct.query(
    `CREATE TEMP TABLE seed ON COMMIT DROP AS
    SELECT i, gen_random_uuid() AS id,
           timestamptz '2024-01-01 00:00:00+00' + ((i * 37) % 1058) * interval '1 day' + ((i * 7919) % 86400) * interval '1 second' AS created_at,
           (ARRAY['draft','in_progress','ready','shipped','delivered','closed','cancelled'])[1 + (i * 3) % 7]::shipment_status AS status,
           (ARRAY['USD','EUR','JPY'])[1 + i % 3] AS currency,
           (string_to_array('${COUNTRIES}', ','))[1 + (i * 13) % 30] AS country,
           'Partner ' || ((i * 17) % 50) AS partner,
           i % 11 <> 0 AS invoiced,
           CASE WHEN i % 4 = 0 THEN NULL ELSE (i % 4) * 30 END AS credit_days
      FROM generate_series(1, $1::int) AS i`,
    [n],
  );
  await direct.query(`ALTER TABLE seed ADD COLUMN shipment_date date`);
  await direct.query(
    `UPDATE seed SET shipment_date = CASE WHEN i % 5 = 0 THEN NULL ELSE (created_at AT TIME ZONE 'UTC')::date + (i % 20) END`,
  );
  await direct.query(
    `INSERT INTO shipments (id, owner_id, reference, status, templates, shared_data, created_at, updated_at)
     SELECT id, $1, $2 || '-' || i, status, ARRAY['commercial_invoice'], '{}'::jsonb, created_at, created_at FROM seed`,
    [ownerId, tag],
  );
  await direct.query(
    `INSERT INTO shipment_documents (shipment_id, owner_id, name, state, data, version, created_at, updated_at, finalized_at)
     SELECT id, $1, 'commercial_invoice', CASE WHEN i % 3 <> 2 THEN 'final' ELSE 'draft' END::document_state, '{}'::jsonb, 1,
            created_at, created_at, CASE WHEN i % 3 <> 2 THEN created_at + (i % 200) * interval '1 hour' END
       FROM seed`,
    [ownerId],
  );
  await direct.query(
    `INSERT INTO shipment_facts (shipment_id, owner_id, reference, status, created_at, shipment_date, destination_country,
            partner_name, partner_key, invoice_source, currency, invoiced_minor, invoice_date, credit_days, credit_from, due_date)
     SELECT id, $1, $2 || '-' || i, status, created_at, shipment_date, country, partner, lower(partner),
            CASE WHEN invoiced THEN 'commercial_invoice' END, CASE WHEN invoiced THEN currency END,
            CASE WHEN invoiced THEN 1000 + (i * 7919) % 500000 END,
            CASE WHEN invoiced THEN coalesce(shipment_date, (created_at AT TIME ZONE 'UTC')::date) - 2 END,
            CASE WHEN invoiced THEN credit_days END, CASE WHEN invoiced AND credit_days IS NOT NULL THEN 'invoice_date' END,
            CASE WHEN invoiced AND credit_days IS NOT NULL THEN coalesce(shipment_date, (created_at AT TIME ZONE 'UTC')::date) - 2 + credit_days END
       FROM seed`,
    [ownerId, tag],
  );
  await direct.query(
    `INSERT INTO shipment_product_facts (shipment_id, hs_chapter, line_count, value_minor, owner_id, status, created_at,
            shipment_date, currency)
     SELECT s.id, (string_to_array('${CHAPTERS}', ','))[1 + (s.i + k * 7) % 20], 1 + (s.i + k) % 4,
            CASE WHEN s.invoiced THEN (1000 + (s.i * 7919) % 500000) / (1 + s.i % 3) END,
            $1, s.status, s.created_at, s.shipment_date, CASE WHEN s.invoiced THEN s.currency END
       FROM seed s, generate_series(0, s.i % 3) AS k`,
    [ownerId],
  );
  await direct.query(
    `INSERT INTO payments (shipment_id, amount_minor, currency, payment_date, created_by, created_at, updated_at)
     SELECT id, (1000 + (i * 7919) % 500000) / 2, currency,
            least(coalesce(shipment_date, (created_at AT TIME ZONE 'UTC')::date) + 20, date '2026-11-20'), $1, created_at, created_at
       FROM seed WHERE invoiced AND i % 2 = 0`,
    [ownerId],
  );
  // The facts' paid sum and last payment date, as lib/analytics/facts keeps them.
  await direct.query(
    `UPDATE shipment_facts f SET paid_minor = p.paid, last_payment_date = p.last
       FROM (SELECT pay.shipment_id, sum(pay.amount_minor)::bigint AS paid, max(pay.payment_date) AS last
               FROM payments pay JOIN seed s ON s.id = pay.shipment_id GROUP BY 1) p
      WHERE f.shipment_id = p.shipment_id`,
  );
  await direct.query(
    `INSERT INTO shipment_trackings (shipment_id, owner_id, carrier_code, status, status_text, first_planned_arrival_at,
            actual_arrival_at, eta_at, delay_minutes, port_of_loading, port_of_discharge, ports, created_at, updated_at)
     SELECT id, $1, (ARRAY['MAEU','MSCU','CMDU','HLCU'])[1 + i % 4], 'arrived', 'Arrived',
            created_at + interval '25 days', created_at + interval '25 days' + ((i % 97) - 30) * interval '1 hour',
            created_at + interval '25 days' + ((i % 97) - 30) * interval '1 hour', ((i % 97) - 30) * 60,
            'INNSA', (string_to_array('${PODS}', ','))[1 + i % 8], ARRAY['INNSA', (string_to_array('${PODS}', ','))[1 + i % 8]],
            created_at, created_at
       FROM seed WHERE i % 3 = 0 AND created_at + interval '25 days' < now()`,
    [ownerId],
  );
  await direct.query(
    `INSERT INTO compliance_check_runs (shipment_id, owner_id, rule_set_version, findings, error_count, warning_count, info_count, actor_id, checked_at)
     SELECT id, $1, 'bench', jsonb_build_array(
              jsonb_build_object('checkId', (ARRAY['lc.currency_mismatch','weights.gross_mismatch','hs.invalid','docs.missing_invoice_number','lc.late_shipment','parties.consignee_missing'])[1 + i % 6],
                                 'severity', CASE WHEN i % 2 = 0 THEN 'error' ELSE 'warning' END, 'message', 'bench', 'documents', '[]'::jsonb,
                                 'fields', '[]'::jsonb, 'rule', jsonb_build_object('citation', 'bench', 'url', null), 'suggestion', null)),
            CASE WHEN i % 2 = 0 THEN 1 ELSE 0 END, CASE WHEN i % 2 = 0 THEN 0 ELSE 1 END, 0, $1, created_at + interval '1 day'
       FROM seed WHERE i % 5 = 0`,
    [ownerId],
  );
  await direct.query("COMMIT");
  return round(performance.now() - started);
}

async function timed(fn) {
  for (let w = 0; w < WARMUP; w++) await fn();
  const times = [];
  for (let r = 0; r < RUNS; r++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    p50Ms: round(quantile(times, 0.5)),
    p95Ms: round(quantile(times, 0.95)),
    p99Ms: round(quantile(times, 0.99)),
  };
}

const getReport = (user, key) => async () => {
  const res = await call(reportRoute, {
    token: user.token,
    params: { report: key },
    path: `/api/reports/${key}?${PERIOD}`,
  });
  if (res.status !== 200) throw new Error(`${key}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
};
const getSummary = (user) => async () => {
  const res = await call(summaryRoute, { token: user.token, path: `/api/analytics/summary?${PERIOD}` });
  if (res.status !== 200) throw new Error(`summary: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
};

/** EXPLAIN (ANALYZE, BUFFERS) of every statement one call sends (bar the session's own look-ups). */
async function explain(fn) {
  capture = [];
  await fn();
  const statements = capture.filter(
    (s) => !/from "?(sessions|api_tokens|users)"? /i.test(s.text) && /^\s*(select|with)/i.test(s.text),
  );
  capture = null;
  const plans = [];
  for (const s of statements) {
    const res = await direct.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
    const plan = res.rows.map((r) => r["QUERY PLAN"]).join("\n");
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
    plans.push({ ms, plan, seqScanOnFacts: /Seq Scan on shipment_facts/.test(plan) });
  }
  return plans;
}

const results = {
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadBefore: os.loadavg()[0], node: process.version },
  period: PERIOD,
  runs: RUNS,
  budget: { p95Ms: BUDGET_P95_MS, ratioTo1000: BUDGET_RATIO },
  sizes: {},
};

const background = await newUser("background");
if (BACKGROUND > 0)
  log(`seeded ${BACKGROUND} background shipments in ${await seed(background.id, BACKGROUND, "BG")} ms`);
const users = {};
for (const n of SIZES) {
  users[n] = await newUser(`u${n}`);
  log(`seeded ${n} shipments in ${await seed(users[n].id, n, `U${n}`)} ms`);
}
// VACUUM as well: as autovacuum keeps a live table, so index-only scans need no heap fetches.
await direct.query("VACUUM ANALYZE");
if (process.env.BENCH_ANALYTICS_SEED_ONLY) {
  // For trying a query or an index by hand: the database stays, with the users' ids printed.
  log("seeded; database kept:", DB_NAME, JSON.stringify(Object.fromEntries(SIZES.map((n) => [n, users[n].id]))));
  process.exit(0);
}

const targets = [
  ...REPORT_KEYS.map((key) => ({ name: key, fn: (u) => getReport(u, key) })),
  { name: "summary", fn: getSummary },
];
for (const n of SIZES) {
  const size = (results.sizes[n] = {});
  for (const t of targets) {
    size[t.name] = await timed(t.fn(users[n]));
    log(n, t.name, size[t.name]);
  }
}

// Budget: at the largest size, p95 < 300 ms and within 3× of the smallest size's p95.
const [small, large] = [Math.min(...SIZES), Math.max(...SIZES)];
let failures = 0;
const table = {};
for (const t of targets) {
  const a = results.sizes[small][t.name];
  const b = results.sizes[large][t.name];
  const ratio = round(b.p95Ms / Math.max(a.p95Ms, 1));
  const ok = b.p95Ms < BUDGET_P95_MS && b.p95Ms <= BUDGET_RATIO * Math.max(a.p95Ms, 1);
  if (!ok) failures++;
  table[t.name] = {
    [`p50 ${small}`]: a.p50Ms,
    [`p95 ${small}`]: a.p95Ms,
    [`p50 ${large}`]: b.p50Ms,
    [`p95 ${large}`]: b.p95Ms,
    [`p99 ${large}`]: b.p99Ms,
    ratio,
    budget: ok ? "PASS" : "MISS",
  };
}
results.table = table;

// EXPLAIN at the largest size: every statement, the slowest printed whole (the report's main query).
results.explain = {};
for (const t of targets) {
  const plans = await explain(t.fn(users[large]));
  const main = [...plans].sort((a, b) => b.ms - a.ms)[0];
  const seq = plans.some((p) => p.seqScanOnFacts);
  if (seq) failures++;
  results.explain[t.name] = { statements: plans.length, mainMs: main?.ms ?? null, seqScanOnShipmentFacts: seq };
  console.log(`\n=== EXPLAIN (ANALYZE, BUFFERS) ${t.name} at ${large}: the slowest of ${plans.length} statements ===`);
  console.log(main?.plan ?? "(no statement)");
  for (const p of plans.filter((x) => x.seqScanOnFacts && x !== main))
    console.log(`--- with a Seq Scan on shipment_facts ---\n${p.plan}`);
}

results.loadAfter = os.loadavg()[0];
fs.writeFileSync(new URL("./analytics-results.json", import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
console.table(table);
console.table(results.explain);
await direct.end();
const { stopJobs } = await import("../lib/jobs/boss.ts");
await stopJobs(1000).catch(() => {});
await handle.close();
setDbHandle(undefined);
if (!process.env.BENCH_ANALYTICS_KEEP_DB) await admin(`DROP DATABASE IF EXISTS "${DB_NAME}"`);
log(
  failures
    ? `${failures} budget or index check(s) missed`
    : "every report and the summary within budget, no Seq Scan on shipment_facts",
);
process.exit(failures ? 1 : 0);
