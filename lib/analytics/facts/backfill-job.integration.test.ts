import { backfillNeeded } from "./backfill-needed";
import { asc, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PUT as saveDoc } from "@/app/api/shipments/[id]/[x]/route";
import { POST as create } from "@/app/api/shipments/route";
import { getDb } from "@/lib/db/client";
import { getBoss, jobsState, stopJobs } from "@/lib/jobs/boss";
import { enqueue } from "@/lib/jobs/queue";
import { shipmentFacts, shipmentProductFacts } from "@/models";
import { registerTestUser } from "@/test/accounts";
import { call } from "@/test/http";
import { BACKFILL_QUEUE } from "./backfill-facts";

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function snapshot(ids: string[]) {
  const db = await getDb();
  const facts = await db
    .select()
    .from(shipmentFacts)
    .where(inArray(shipmentFacts.shipmentId, ids))
    .orderBy(asc(shipmentFacts.reference));
  const products = await db
    .select()
    .from(shipmentProductFacts)
    .where(inArray(shipmentProductFacts.shipmentId, ids))
    .orderBy(asc(shipmentProductFacts.shipmentId), asc(shipmentProductFacts.hsChapter));
  return { facts: facts.map(({ updatedAt: _, ...rest }) => rest), products };
}

describe("the analytics.backfill-facts job", () => {
  it("is sent when the workers start and fills the facts of shipments that have none, equal to the write paths'", async () => {
    const owner = await registerTestUser();
    const ids: string[] = [];
    for (const [reference, currency, price] of [
      ["BF-1", "USD", "12.50"],
      ["BF-2", "KWD", "1.125"],
      ["BF-3", null, null],
    ] as const) {
      const res = await call(create, {
        method: "POST",
        token: owner.token,
        json: { reference, templates: ["commercial_invoice"] },
      });
      expect(res.status).toBe(201);
      const id = res.body.shipment.id as string;
      ids.push(id);
      const saved = await call(saveDoc, {
        method: "PUT",
        token: owner.token,
        params: { id, x: "commercial_invoice" },
        json: {
          data: {
            invoiceDate: "2026-03-31",
            creditDays: 60,
            creditFrom: "invoice_date",
            consignee: { name: `Buyer of ${reference}` },
            ...(currency ? { currency } : {}),
            lineItems: [
              { description: "Goods", hsCode: "620520", quantity: "2", ...(price ? { unitPrice: price } : {}) },
            ],
          },
        },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const expected = await snapshot(ids);
    // Hand-checked: 2 × 12.50 USD and 2 × 1.125 KWD; 31 March + 60 days = 30 May.
    expect(expected.facts.map((f) => [f.reference, f.currency, f.invoicedMinor, f.dueDate])).toEqual([
      ["BF-1", "USD", 2500n, "2026-05-30"],
      ["BF-2", "KWD", 2250n, "2026-05-30"],
      ["BF-3", null, null, null],
    ]);

    // Shipments from before the projection: no facts rows.
    const db = await getDb();
    await db.delete(shipmentFacts).where(inArray(shipmentFacts.shipmentId, ids));
    expect((await snapshot(ids)).facts).toEqual([]);
    expect(await backfillNeeded()).toBe(true);

    // Starting the queue starts this process's workers, which send the job once and run it.
    await getBoss();
    await jobsState().workersStarted;
    const after = await until(
      () => snapshot(ids),
      (s) => s.facts.length === ids.length,
    );
    expect(after).toEqual(expected);
    // Up to date again: the next worker start sends no job at all.
    expect(await backfillNeeded()).toBe(false);
    const jobs = await db.execute<{ state: string }>(sql`select state from pgboss.job where name = ${BACKFILL_QUEUE}`);
    const rows = (Array.isArray(jobs) ? jobs : (jobs as unknown as { rows: { state: string }[] }).rows) as {
      state: string;
    }[];
    expect(rows).toHaveLength(1);
    // Another start within the hour sends no second job (singleton key and window).
    expect(await enqueue(BACKFILL_QUEUE, {}, { singletonKey: BACKFILL_QUEUE, singletonSeconds: 3600 })).toBeNull();
    await stopJobs();
  });
});
