import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as changeStatus } from "@/app/api/shipments/status/[id]/route";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { currencyMinorDigits } from "@/lib/reference/currencies";
import { fromUnits } from "@/lib/money/decimal";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call } from "@/test/http";
import { currencyTotals } from "./list-balances";
import { shipmentPaymentsQuery } from "./list-shipment-payments";
import { balanceSourcesQuery } from "./queries";
import { listBalances, listPayments, newShipment, record } from "@/test/payments";

type Money = { currency: string; amount: string };
type Balance = {
  shipmentId: string;
  invoiced: (Money & { source: string }) | null;
  paid: Money[];
  outstanding: Money | null;
  paymentCount: number;
};

const balanceOf = async (user: TestUser, shipmentId: string): Promise<Balance> => {
  const res = await listPayments(user, shipmentId);
  expect(res.status).toBe(200);
  return res.body.balance;
};

describe("balance arithmetic", () => {
  let dana: TestUser;
  const ids = {} as Record<"jpy" | "kwd" | "both" | "proforma" | "none" | "cancelled", string>;

  beforeAll(async () => {
    dana = await registerTestUser();
    // JPY: no minor unit. 3 × 1500 = 4500.
    ids.jpy = await newShipment(dana, { invoice: { currency: "JPY", lines: [{ quantity: "3", unitPrice: "1500" }] } });
    // KWD: three minor digits. 2 × 12.345 = 24.690.
    ids.kwd = await newShipment(dana, {
      invoice: { currency: "KWD", lines: [{ quantity: "2", unitPrice: "12.345" }] },
    });
    // Both invoices: the commercial invoice wins (its own freight makes it differ from the proforma).
    ids.both = await newShipment(dana, {
      templates: ["proforma_invoice", "commercial_invoice"],
      invoice: {
        currency: "USD",
        lines: [
          { quantity: "0.5", unitPrice: "0.01" },
          { quantity: "1.5", unitPrice: "0.01" },
        ],
        charges: { freight: "100.00" },
      },
    });
    // Only a proforma: its total is the invoiced amount. 4 × 250.00 = 1000.00.
    ids.proforma = await newShipment(dana, {
      templates: ["proforma_invoice", "packing_list"],
      invoice: { name: "proforma_invoice", currency: "EUR", lines: [{ quantity: "4", unitPrice: "250.00" }] },
    });
    // No invoice at all.
    ids.none = await newShipment(dana, { templates: ["packing_list"] });
    // Cancelled: nothing is owed, money received still counts as paid.
    ids.cancelled = await newShipment(dana, {
      invoice: { currency: "USD", lines: [{ quantity: "1", unitPrice: "700.00" }] },
    });
    expect(
      (
        await call(changeStatus, {
          method: "PUT",
          token: dana.token,
          params: { id: ids.cancelled },
          json: { status: "cancelled" },
        })
      ).status,
    ).toBe(200);

    const pay = async (id: string, amount: string, currency?: string) => {
      const res = await record(dana, id, { amount, paymentDate: "2026-02-10", ...(currency ? { currency } : {}) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    await pay(ids.jpy, "1000");
    await pay(ids.jpy, "2500");
    await pay(ids.jpy, "10.50", "USD");
    await pay(ids.kwd, "10.005");
    await pay(ids.kwd, "4.685");
    await pay(ids.both, "0.02");
    await pay(ids.proforma, "1200.00");
    await pay(ids.none, "300", "USD");
    await pay(ids.cancelled, "200.00");
  });

  it("computes invoiced, paid per currency and outstanding, with each currency's minor digits", async () => {
    expect(await balanceOf(dana, ids.jpy)).toMatchObject({
      invoiced: { source: "commercial_invoice", currency: "JPY", amount: "4500" },
      paid: [
        { currency: "JPY", amount: "3500" },
        { currency: "USD", amount: "10.50" },
      ],
      outstanding: { currency: "JPY", amount: "1000" },
      paymentCount: 3,
    });
    expect(await balanceOf(dana, ids.kwd)).toMatchObject({
      invoiced: { currency: "KWD", amount: "24.690" },
      paid: [{ currency: "KWD", amount: "14.690" }],
      outstanding: { currency: "KWD", amount: "10.000" },
    });
    // 0.5 × 0.01 and 1.5 × 0.01 round half-up to 0.01 and 0.02 (the invoice's own rounding), + 100.00 freight.
    expect(await balanceOf(dana, ids.both)).toMatchObject({
      invoiced: { source: "commercial_invoice", currency: "USD", amount: "100.03" },
      outstanding: { currency: "USD", amount: "100.01" },
    });
    expect(await balanceOf(dana, ids.proforma)).toMatchObject({
      invoiced: { source: "proforma_invoice", currency: "EUR", amount: "1000.00" },
      outstanding: { currency: "EUR", amount: "-200.00" },
    });
    expect(await balanceOf(dana, ids.none)).toMatchObject({
      invoiced: null,
      paid: [{ currency: "USD", amount: "300.00" }],
      outstanding: null,
    });
    expect(await balanceOf(dana, ids.cancelled)).toMatchObject({
      invoiced: { amount: "700.00" },
      paid: [{ currency: "USD", amount: "200.00" }],
      outstanding: null,
    });
  });

  it("lists every shipment once across pages, and totals per currency over all of them with the first page only", async () => {
    const empty = await newShipment(dana, { templates: [] });
    const seen: Balance[] = [];
    let cursor: string | null = null;
    let first: { totals: unknown } | null = null;
    do {
      const res = await listBalances(dana, `?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      if (!first) first = res.body;
      else expect(res.body.totals).toBeNull();
      seen.push(...res.body.balances);
      cursor = res.body.nextCursor;
    } while (cursor);
    // Newest first: the shipment made last comes first.
    expect(seen.map((b) => b.shipmentId)).toEqual([
      empty,
      ids.cancelled,
      ids.none,
      ids.proforma,
      ids.both,
      ids.kwd,
      ids.jpy,
    ]);
    expect(seen[0]).toMatchObject({ invoiced: null, paid: [], outstanding: null, paymentCount: 0 });
    // Cancelled shipments add nothing to invoiced or outstanding; every payment counts as paid.
    expect(first!.totals).toEqual([
      { currency: "EUR", invoiced: "1000.00", paid: "1200.00", outstanding: "-200.00" },
      { currency: "JPY", invoiced: "4500", paid: "3500", outstanding: "1000" },
      { currency: "KWD", invoiced: "24.690", paid: "14.690", outstanding: "10.000" },
      { currency: "USD", invoiced: "100.03", paid: "510.52", outstanding: "100.01" },
    ]);
    const whole = await listBalances(dana, "?limit=200");
    expect(whole.body.totals).toEqual(first!.totals);
    expect(whole.body.nextCursor).toBeNull();
  });

  it("adds up the largest amounts exactly, past 2^53 minor units", async () => {
    const id = await newShipment(dana, {
      invoice: { currency: "KWD", lines: [{ quantity: "1", unitPrice: "0.001" }] },
    });
    for (let i = 0; i < 10; i++)
      expect((await record(dana, id, { amount: "999999999999.999", paymentDate: "2026-01-01" })).status).toBe(201);
    expect(await balanceOf(dana, id)).toMatchObject({
      paid: [{ currency: "KWD", amount: "9999999999999.990" }],
      outstanding: { currency: "KWD", amount: "-9999999999999.989" },
    });
  });

  it("refuses a bad cursor or limit with 400", async () => {
    expect((await listBalances(dana, "?cursor=abc")).status).toBe(400);
    expect((await listBalances(dana, "?limit=0")).body.message).toBe("limit must be at least 1.");
  });
});

describe("property: paid is the exact sum of the payments, per currency", () => {
  it("for any payments in USD, JPY, KWD and EUR, in any order and size", async () => {
    const erin = await registerTestUser();
    const CURRENCIES = ["USD", "JPY", "KWD", "EUR"] as const;
    const expectedTotals = new Map<string, bigint>();
    // Any amount the API accepts: up to just under a trillion major units, in minor units
    // (KWD up to 10^15 - 1), so the sums pass 2^53, where a float would round.
    const payment = fc.constantFrom(...CURRENCIES).chain((currency) =>
      fc.record({
        currency: fc.constant(currency),
        units: fc.bigInt({ min: 1n, max: 10n ** BigInt(12 + currencyMinorDigits(currency)!) - 1n }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(payment, { minLength: 1, maxLength: 6 }), async (list) => {
        const id = await newShipment(erin, {
          invoice: { currency: "USD", lines: [{ quantity: "1", unitPrice: "1000.00" }] },
        });
        const expected = new Map<string, bigint>();
        for (const { currency, units } of list) {
          const amount = fromUnits(units, currencyMinorDigits(currency)!);
          const res = await record(erin, id, { amount, currency, paymentDate: "2026-01-01" });
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          expect(res.body.payment.amount).toBe(amount);
          expected.set(currency, (expected.get(currency) ?? 0n) + units);
          expectedTotals.set(currency, (expectedTotals.get(currency) ?? 0n) + units);
        }
        const balance = await balanceOf(erin, id);
        const paid = new Map(balance.paid.map((m) => [m.currency, m.amount]));
        expect(paid.size).toBe(expected.size);
        for (const [currency, units] of expected)
          expect(paid.get(currency)).toBe(fromUnits(units, currencyMinorDigits(currency)!));
        expect(balance.outstanding).toEqual({
          currency: "USD",
          amount: fromUnits(100000n - (expected.get("USD") ?? 0n), 2),
        });
        expect(balance.paymentCount).toBe(list.length);
      }),
      { numRuns: 12 },
    );
    const totals = (await listBalances(erin)).body.totals as { currency: string; paid: string }[];
    for (const [currency, units] of expectedTotals) {
      expect(totals.find((t) => t.currency === currency)?.paid).toBe(fromUnits(units, currencyMinorDigits(currency)!));
    }
  });
});

describe("query plans", () => {
  const planOf = async (query: { toSQL: () => unknown }) => {
    const db = await getDb();
    const result = await db.execute(sql`explain ${query}`);
    return (result as unknown as { rows: { "QUERY PLAN": string }[] }).rows.map((r) => r["QUERY PLAN"]).join("\n");
  };

  // Enough rows that the planner's choice is the real one, then EXPLAIN the exact queries the
  // endpoints run: each list is a range of its index (no Sort of all the owner's rows, no
  // sequential scan), and the per-shipment subqueries read the payments and documents indexes.
  it("the balances page and a shipment's payments are read from their indexes", async () => {
    const db = await getDb();
    const frank = await registerTestUser();
    const other = await registerTestUser();
    for (const owner of [frank, other]) {
      await db.execute(sql`
        insert into shipments (owner_id, reference, templates, shared_data, created_at)
        select ${owner.id}::uuid, 'BULK-' || i, array['commercial_invoice'],
               jsonb_build_object('currency', 'USD', 'lineItems', jsonb_build_array(jsonb_build_object('quantity', '2', 'unitPrice', '5.00'))),
               now() - (i * interval '1 minute')
        from generate_series(1, 10000) as i`);
    }
    await db.execute(sql`
      insert into shipment_documents (shipment_id, owner_id, name)
      select id, owner_id, 'commercial_invoice' from shipments where owner_id in (${frank.id}::uuid, ${other.id}::uuid)`);
    // Payments on one in ten of Frank's shipments, and 5,000 on one shipment.
    await db.execute(sql`
      insert into payments (shipment_id, amount_minor, currency, payment_date)
      select s.id, 250, 'USD', date '2026-01-01' + (n % 300)
      from (select id, row_number() over (order by created_at) as r from shipments where owner_id = ${frank.id}::uuid) s, generate_series(1, 3) as n
      where s.r % 10 = 0`);
    const newest = (await db.execute(
      sql`select id from shipments where owner_id = ${frank.id}::uuid order by created_at desc limit 1`,
    )) as unknown as { rows: { id: string }[] };
    const busyId = newest.rows[0]!.id;
    await db.execute(sql`
      insert into payments (shipment_id, amount_minor, currency, payment_date)
      select ${busyId}::uuid, i, 'EUR', date '2026-01-01' + (i % 300) from generate_series(1, 5000) as i`);
    await db.execute(sql`analyze shipments`);
    await db.execute(sql`analyze payments`);
    await db.execute(sql`analyze shipment_documents`);

    const actor = { userId: frank.id, role: "exporter", email: frank.email, sessionId: null } as unknown as Actor;
    const firstPage = await listBalances(frank, "?limit=20");
    expect(firstPage.status).toBe(200);
    const cursor = firstPage.body.nextCursor as string;
    const { decodeCursor } = await import("@/lib/db/keyset-cursor");
    for (const position of [undefined, decodeCursor(cursor)]) {
      const plan = await planOf(balanceSourcesQuery(db, { actor, limit: 21, cursor: position }));
      if (process.env.SHOW_PLANS) console.log(plan);
      const lines = plan.split("\n");
      expect(lines[0], plan).toMatch(/^Limit/);
      expect(lines[1], plan).toMatch(/Index Scan using shipments_owner_created_idx on shipments/);
      expect(plan, plan).not.toMatch(/Seq Scan/);
      expect(plan, plan).toMatch(/payments_shipment_date_idx/);
      expect(plan, plan).toMatch(/shipment_documents_shipment_name_key/);
    }

    const paymentsPage = await listPayments(frank, busyId, "?limit=20");
    expect(paymentsPage.body.payments).toHaveLength(20);
    const { decodePaymentCursor } = await import("./schemas");
    for (const position of [undefined, decodePaymentCursor(paymentsPage.body.nextCursor)]) {
      const plan = await planOf(shipmentPaymentsQuery(db, busyId, 21, position));
      if (process.env.SHOW_PLANS) console.log(plan);
      expect(plan, plan).not.toMatch(/Sort/);
      expect(plan, plan).toMatch(/Index Scan using payments_shipment_date_idx on payments/);
    }

    // The totals read every shipment in index-ordered batches; 10,000 invoiced shipments add up exactly.
    const started = performance.now();
    const totals = await currencyTotals(db, actor);
    const elapsed = performance.now() - started;
    if (process.env.SHOW_TIMINGS) console.log(`currencyTotals over 10,000 shipments: ${elapsed.toFixed(0)} ms`);
    expect(totals).toEqual([
      { currency: "EUR", invoiced: "0.00", paid: fromUnits((5000n * 5001n) / 2n, 2), outstanding: "0.00" },
      // 10,000 × 10.00 invoiced; 1,000 shipments × 3 × 2.50 paid.
      { currency: "USD", invoiced: "100000.00", paid: "7500.00", outstanding: "92500.00" },
    ]);
  });
});
