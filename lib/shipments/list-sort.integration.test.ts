import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as list, POST as create } from "@/app/api/shipments/route";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { shipments, type ShipmentStatus } from "@/models";
import { call, PASSWORD, uniqueEmail } from "@/test/http";
import { shipmentsPageQuery } from "./list-shipments";
import { SHIPMENT_SORTS, type ShipmentSort } from "./schemas";

type Row = { id: string; reference: string; status: ShipmentStatus; createdAt: string; updatedAt: string };
type Page = { shipments: { id: string; reference: string; status: string }[]; nextCursor: string | null };

async function newUser(company: string) {
  const res = await call(register, {
    method: "POST",
    json: { email: uniqueEmail(), password: PASSWORD, firstName: "Asha", lastName: "Verma", role: "exporter", company },
  });
  expect(res.status).toBe(201);
  return { id: res.body.user.id as string, token: res.body.token as string };
}

/**
 * Five shipments with fixed times, set in the database so the expected orders do not depend on
 * the clock: two share created_at and two share updated_at, so the id tie-break is exercised.
 * References are all upper case so the expected order is the same in the C and ICU collations.
 */
const FIXTURE: Omit<Row, "id">[] = [
  {
    reference: "SORT-C-SEA",
    status: "draft",
    createdAt: "2026-01-01T10:00:00.000Z",
    updatedAt: "2026-03-05T10:00:00.000Z",
  },
  {
    reference: "SORT-A-AIR",
    status: "in_progress",
    createdAt: "2026-01-02T10:00:00.000Z",
    updatedAt: "2026-03-01T10:00:00.000Z",
  },
  {
    reference: "SORT-E-SEA",
    status: "in_progress",
    createdAt: "2026-01-03T10:00:00.000Z",
    updatedAt: "2026-03-09T10:00:00.000Z",
  },
  {
    reference: "SORT-B-SEA",
    status: "draft",
    createdAt: "2026-01-03T10:00:00.000Z",
    updatedAt: "2026-03-09T10:00:00.000Z",
  },
  {
    reference: "SORT-D-AIR",
    status: "in_progress",
    createdAt: "2026-01-04T10:00:00.000Z",
    updatedAt: "2026-02-01T10:00:00.000Z",
  },
];

async function seed(token: string, shift = 0): Promise<Row[]> {
  const db = await getDb();
  const rows: Row[] = [];
  for (const fixture of FIXTURE) {
    const res = await call(create, { method: "POST", token, json: { reference: fixture.reference, templates: [] } });
    expect(res.status).toBe(201);
    const id = res.body.shipment.id as string;
    // Shift the stranger's times by minutes so their rows interleave with the owner's in every order.
    const at = (iso: string) => new Date(Date.parse(iso) + shift * 60_000);
    await db
      .update(shipments)
      .set({ status: fixture.status, createdAt: at(fixture.createdAt), updatedAt: at(fixture.updatedAt) })
      .where(eq(shipments.id, id));
    rows.push({ ...fixture, id });
  }
  return rows;
}

// Expected orders computed independently of the SQL: uuid order in PostgreSQL is the order of
// the lower-case hex text.
const byKeyThenId = (key: (r: Row) => string, direction: 1 | -1) => (a: Row, b: Row) =>
  direction * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const EXPECTED: Record<ShipmentSort, (a: Row, b: Row) => number> = {
  newest: byKeyThenId((r) => r.createdAt, -1),
  oldest: byKeyThenId((r) => r.createdAt, 1),
  updated: byKeyThenId((r) => r.updatedAt, -1),
  reference: byKeyThenId((r) => r.reference, 1),
};

/** Every page (limit 2) of one order; returns the ids in order and the number of pages. */
async function allPages(token: string, params: Record<string, string>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query = new URLSearchParams({ ...params, limit: "2", ...(cursor ? { cursor } : {}) });
    const res: { status: number; body: Page } = await call(list, { token, path: `/api/shipments?${query}` });
    expect(res.status).toBe(200);
    expect(res.body.shipments.length).toBeLessThanOrEqual(2);
    ids.push(...res.body.shipments.map((s) => s.id));
    cursor = res.body.nextCursor;
    pages += 1;
    expect(pages).toBeLessThan(10);
  } while (cursor);
  return { ids, pages };
}

let owner: { id: string; token: string };
let stranger: { id: string; token: string };
let mine: Row[];
let theirs: Row[];
beforeAll(async () => {
  owner = await newUser("Asha Textiles Pvt Ltd");
  stranger = await newUser("Someone Else Ltd");
  mine = await seed(owner.token);
  theirs = await seed(stranger.token, 1);
});

describe("GET /api/shipments?sort=", () => {
  it.each(SHIPMENT_SORTS)("%s: the whole list in order across pages, only the owner's", async (sort) => {
    const { ids, pages } = await allPages(owner.token, { sort });
    expect(pages).toBe(3);
    expect(ids).toEqual([...mine].sort(EXPECTED[sort]).map((r) => r.id));
    const foreign = new Set(theirs.map((r) => r.id));
    expect(ids.filter((id) => foreign.has(id))).toEqual([]);
  });

  it("newest is the default order", async () => {
    expect((await allPages(owner.token, {})).ids).toEqual((await allPages(owner.token, { sort: "newest" })).ids);
  });

  it.each(SHIPMENT_SORTS)("%s: combined with the status filter and with the search", async (sort) => {
    const inProgress = await allPages(owner.token, { sort, status: "in_progress" });
    expect(inProgress.pages).toBe(2);
    expect(inProgress.ids).toEqual(
      mine
        .filter((r) => r.status === "in_progress")
        .sort(EXPECTED[sort])
        .map((r) => r.id),
    );

    const sea = await allPages(owner.token, { sort, q: "sea" });
    expect(sea.pages).toBe(2);
    expect(sea.ids).toEqual(
      mine
        .filter((r) => r.reference.endsWith("SEA"))
        .sort(EXPECTED[sort])
        .map((r) => r.id),
    );

    const both = await allPages(owner.token, { sort, q: "sea", status: "draft" });
    expect(both.ids).toEqual(
      mine
        .filter((r) => r.reference.endsWith("SEA") && r.status === "draft")
        .sort(EXPECTED[sort])
        .map((r) => r.id),
    );
  });

  it("a cursor of another order is a 400 naming both orders", async () => {
    for (const from of SHIPMENT_SORTS) {
      const first = await call(list, { token: owner.token, path: `/api/shipments?limit=2&sort=${from}` });
      const cursor = first.body.nextCursor as string;
      expect(cursor).toBeTruthy();
      for (const to of SHIPMENT_SORTS.filter((s) => s !== from)) {
        const res = await call(list, {
          token: owner.token,
          path: `/api/shipments?limit=2&sort=${to}&cursor=${cursor}`,
        });
        expect(res.status).toBe(400);
        expect(res.body.message).toContain(`"${from}"`);
        expect(res.body.message).toContain(`"${to}"`);
      }
    }
  });

  it("a garbled cursor and an unknown sort are 400s", async () => {
    const garbled = await call(list, {
      token: owner.token,
      path: `/api/shipments?cursor=${Buffer.from("nonsense").toString("base64url")}`,
    });
    expect(garbled.status).toBe(400);
    expect(garbled.body.message).toMatch(/cursor is not valid/);
    const unknown = await call(list, { token: owner.token, path: "/api/shipments?sort=price" });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain("sort must be one of: newest, oldest, updated, reference.");
  });

  it("the stranger sees only their own, in every order", async () => {
    for (const sort of SHIPMENT_SORTS) {
      const { ids } = await allPages(stranger.token, { sort });
      expect(ids).toEqual([...theirs].sort(EXPECTED[sort]).map((r) => r.id));
    }
  });
});

describe("query plans", () => {
  // Enough rows for one owner that the planner's choice is the real one, then EXPLAIN the exact
  // query listShipments runs: every order, with and without status, search and cursor, must be
  // an index scan with no Sort node (a Sort would read all the owner's rows for every page).
  it("every order is read from an index, never sorted", async () => {
    const db = await getDb();
    const bulk = await newUser("Bulk Exports Ltd");
    await db.execute(sql`
      insert into shipments (owner_id, reference, status, created_at, updated_at)
      select ${bulk.id}::uuid, 'BULK-' || i, (array['draft','in_progress','ready','shipped'])[1 + i % 4]::shipment_status,
             now() - (i * interval '1 minute'), now() - ((i * 7919 % 20000) * interval '1 second')
      from generate_series(1, 20000) as i`);
    await db.execute(sql`analyze shipments`);
    const actor = {
      userId: bulk.id,
      role: "exporter",
      email: "bulk@example.test",
      sessionId: null,
    } as unknown as Actor;

    for (const sort of SHIPMENT_SORTS) {
      const page = await call(list, { token: bulk.token, path: `/api/shipments?limit=20&sort=${sort}` });
      expect(page.status).toBe(200);
      const cursor = page.body.nextCursor as string;
      for (const status of [undefined, "in_progress"] as const) {
        for (const q of [undefined, "bulk-1"]) {
          for (const withCursor of [false, true]) {
            const query = shipmentsPageQuery(db, {
              actor,
              limit: 20,
              sort,
              status,
              q,
              cursor: withCursor ? cursor : undefined,
            });
            const result = await db.execute(sql`explain ${query}`);
            const plan = (result as unknown as { rows: { "QUERY PLAN": string }[] }).rows
              .map((r) => r["QUERY PLAN"])
              .join("\n");
            if (process.env.SHOW_PLANS)
              console.log(`--- ${sort} status=${status ?? "-"} q=${q ?? "-"} cursor=${withCursor}\n${plan}`);
            const label = `${sort} status=${status ?? "-"} q=${q ?? "-"} cursor=${withCursor}`;
            expect(plan, `${label}\n${plan}`).not.toMatch(/Sort/);
            expect(plan, `${label}\n${plan}`).toMatch(/Index Scan (Backward )?using shipments_owner_\w+ on shipments/);
          }
        }
      }
    }
  });
});
