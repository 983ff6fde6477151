// `node --conditions=react-server --cpu-prof --cpu-prof-dir=<dir> --import tsx bench/list-in-process.ts`:
// GET /api/shipments through the real route wrapper and domain code on PostgreSQL, called in
// process (no HTTP, no Next.js server), 50 at a time. With --cpu-prof the profile shows our own
// code's cost per request with readable names (the production server bundle is minified); the
// difference to `npm run bench:shipments` is Next.js and HTTP. See bench/README.md.
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import pg from "pg";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as live } from "@/app/api/health/live/route";
import { GET as list } from "@/app/api/shipments/route";
import { openDatabase, setDbHandle } from "@/lib/db/client";
import type { RouteHandler } from "@/lib/http/route";

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DB = process.env.BENCH_PG_DB ?? "exportly_bench_inproc";
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

const request = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  new NextRequest(new URL(path, "http://127.0.0.1:3000"), {
    ...init,
    headers: { "x-forwarded-for": "127.0.0.97", ...init.headers },
  });

/** Requests per second of wall time and the process's CPU time (user + system) per request. */
async function drive(handler: RouteHandler, make: () => NextRequest): Promise<{ rate: number; cpuMs: number }> {
  let next = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const worker = async () => {
    while (next++ < REQUESTS) {
      const response = await handler(make(), { params: Promise.resolve({}) });
      if (response.status !== 200) throw new Error(`status ${response.status}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const used = process.cpuUsage(cpu);
  return {
    rate: REQUESTS / ((performance.now() - started) / 1000),
    // CPU time moves far less with the machine's load than wall time does.
    cpuMs: (used.user + used.system) / 1000 / REQUESTS,
  };
}

async function main() {
  await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB}`;
  const handle = await openDatabase({ url: url.toString() });
  setDbHandle(Promise.resolve(handle));
  try {
    const registered = await register(
      request("/api/auth/register", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email: `bench-${randomUUID().slice(0, 8)}@bench.exportly.test`,
          password: "Bench-Strong-Pass-42",
          firstName: "Bench",
          lastName: "Mark",
          role: "exporter",
        }),
      }),
      { params: Promise.resolve({}) },
    );
    const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
    const seed = new pg.Client({ connectionString: url.toString() });
    await seed.connect();
    // The same rows as bench/shipments.mjs: 10,000 shipments with three documents each.
    await seed.query(
      `INSERT INTO shipments (owner_id, reference, status, templates, created_at, updated_at)
       SELECT $1, 'BENCH-' || lpad(g::text, 6, '0'),
              (ARRAY['draft','in_progress','ready','shipped','delivered','closed','cancelled'])[1 + g % 7]::shipment_status,
              ARRAY['commercial_invoice','packing_list','bill_of_exchange'],
              timestamptz '2026-01-01' + g * interval '1 second', now()
       FROM generate_series(1, 10000) g`,
      [user.id],
    );
    await seed.query(
      `INSERT INTO shipment_documents (shipment_id, owner_id, name)
       SELECT s.id, s.owner_id, t.name FROM shipments s CROSS JOIN LATERAL unnest(s.templates) AS t(name) WHERE s.owner_id = $1`,
      [user.id],
    );
    await seed.query("ANALYZE");
    await seed.end();

    const listRequest = () => request("/api/shipments?limit=20", { headers: { authorization: `Bearer ${token}` } });
    const liveRequest = () => request("/api/health/live");
    await drive(list, listRequest); // warm-up: JIT, pool, plans
    await drive(live, liveRequest);
    const fixed = await drive(live, liveRequest);
    const listed = await drive(list, listRequest);
    console.log(
      `in process, ${CONCURRENCY} at a time, ${REQUESTS} requests each: ` +
        `GET /api/health/live ${Math.round(fixed.rate)} req/s, ${fixed.cpuMs.toFixed(3)} ms CPU/request; ` +
        `GET /api/shipments ${Math.round(listed.rate)} req/s, ${listed.cpuMs.toFixed(3)} ms CPU/request`,
    );
  } finally {
    await handle.close();
    await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
