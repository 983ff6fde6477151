import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as summaryRoute } from "@/app/api/analytics/summary/route";
import { addDays } from "@/lib/analytics/period";
import { getDb } from "@/lib/db/client";
import {
  auditLog,
  complianceCheckRuns,
  networkConnections,
  shipmentDocuments,
  shipments,
  shipmentShares,
  type DocumentState,
} from "@/models";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call } from "@/test/http";
import { insertFactShipment, insertPayment } from "@/test/report-facts";
import { withMailbox } from "@/test/suite-fixtures";

/**
 * GET /api/analytics/summary against a world whose every figure was computed by hand (in the
 * comments beside each fixture), in Asia/Kolkata (UTC+05:30) for March 2026, whose previous
 * period is 2026-01-29..2026-02-28 (31 days). Receivables age against the real today, so their
 * due dates are set relative to it.
 */
withMailbox();

const get = (user: TestUser | undefined, qs = "") =>
  call(summaryRoute, { token: user?.token, path: `/api/analytics/summary${qs}` });
const MARCH = "?from=2026-03-01&to=2026-03-31&tz=Asia/Kolkata";

const todayUtc = new Date().toISOString().slice(0, 10);
const tag = Math.random().toString(36).slice(2, 8);
const ref = (name: string) => `SUM-${tag}-${name}`;

let owner: TestUser, sharee: TestUser, stranger: TestUser;
const ids: Record<string, string> = {};

async function setTemplates(id: string, templates: string[]) {
  await (await getDb()).update(shipments).set({ templates }).where(eq(shipments.id, id));
}
async function addDocument(shipmentId: string, name: string, state: DocumentState, finalizedAt?: string) {
  await (await getDb()).insert(shipmentDocuments).values({
    shipmentId,
    ownerId: ownerOf(shipmentId),
    name,
    state,
    finalizedAt: finalizedAt ? new Date(finalizedAt) : null,
  });
}
async function addRun(shipmentId: string, errorCount: number, checkedAt: string, viewerId: string | null = null) {
  await (await getDb()).insert(complianceCheckRuns).values({
    shipmentId,
    ownerId: ownerOf(shipmentId),
    viewerId,
    ruleSetVersion: "test",
    errorCount,
    checkedAt: new Date(checkedAt),
  });
}

/** The shipment's owner, as the app copies it onto its documents and check runs. */
const ownerOf = (shipmentId: string) => sql`(select owner_id from shipments where id = ${shipmentId})`;

beforeAll(async () => {
  [owner, sharee, stranger] = await Promise.all([
    registerTestUser({ firstName: "Olga", lastName: "Owner" }),
    registerTestUser({ firstName: "Sita", lastName: "Sharee", role: "customs_house_agent" }),
    registerTestUser({ firstName: "Xavier", lastName: "Stranger", role: "importer" }),
  ]);
  const db = await getDb();
  // A: 2026-02-28 19:00Z is 2026-03-01 00:30 in Kolkata → March. USD 1000.00, due 10 days ago, 250.00 paid yesterday.
  ids.A = await insertFactShipment(owner, {
    reference: ref("A"),
    createdAt: "2026-02-28T19:00:00Z",
    status: "shipped",
    currency: "USD",
    invoicedMinor: 100_000n,
    dueDate: addDays(todayUtc, -10),
  });
  await insertPayment(ids.A, "USD", 25_000n, addDays(todayUtc, -1));
  // B: 2026-03-31 18:45Z is 2026-04-01 00:15 in Kolkata → not in March. USD 500.00, no due date.
  ids.B = await insertFactShipment(owner, {
    reference: ref("B"),
    createdAt: "2026-03-31T18:45:00Z",
    status: "shipped",
    currency: "USD",
    invoicedMinor: 50_000n,
  });
  // C: created in January but departed 2026-03-15 → March. EUR 200.00, due in 5 days, delivered.
  ids.C = await insertFactShipment(owner, {
    reference: ref("C"),
    createdAt: "2026-01-10T10:00:00Z",
    shipmentDate: "2026-03-15",
    status: "delivered",
    currency: "EUR",
    invoicedMinor: 20_000n,
    dueDate: addDays(todayUtc, 5),
  });
  // D: previous period, USD 300.00 paid in full, closed.
  ids.D = await insertFactShipment(owner, {
    reference: ref("D"),
    createdAt: "2026-02-10T12:00:00Z",
    status: "closed",
    currency: "USD",
    invoicedMinor: 30_000n,
    dueDate: addDays(todayUtc, -60),
  });
  await insertPayment(ids.D, "USD", 30_000n, addDays(todayUtc, -30));
  // E: March, cancelled: a shipment, but no value and no receivable.
  ids.E = await insertFactShipment(owner, {
    reference: ref("E"),
    createdAt: "2026-03-10T06:00:00Z",
    status: "cancelled",
    currency: "USD",
    invoicedMinor: 99_900n,
    dueDate: addDays(todayUtc, -10),
  });
  // F: March, draft, no invoice.
  ids.F = await insertFactShipment(owner, { reference: ref("F"), createdAt: "2026-03-12T06:00:00Z", status: "draft" });
  // G: previous period, JPY 5000 (no minor digits), overdue by 40 days, in progress.
  ids.G = await insertFactShipment(owner, {
    reference: ref("G"),
    createdAt: "2026-02-20T06:00:00Z",
    status: "in_progress",
    currency: "JPY",
    invoicedMinor: 5000n,
    dueDate: addDays(todayUtc, -40),
  });
  // The stranger's own shipment: never counts for anyone else.
  ids.X = await insertFactShipment(stranger, {
    reference: ref("X"),
    createdAt: "2026-03-05T06:00:00Z",
    status: "shipped",
    currency: "USD",
    invoicedMinor: 7_700n,
  });

  // Documents. Finalised: A's invoice 2026-03-31 23:30 Kolkata (March); A's packing list 2026-04-01
  // 00:01 Kolkata (neither period); C's packing list in March; D's invoice 2026-02-28 23:59 Kolkata (previous).
  for (const id of [ids.A, ids.C, ids.F]) await setTemplates(id!, ["commercial_invoice", "packing_list"]);
  await setTemplates(ids.G!, ["proforma_invoice"]);
  await setTemplates(ids.D!, ["commercial_invoice"]);
  await addDocument(ids.A!, "commercial_invoice", "final", "2026-03-31T18:00:00Z");
  await addDocument(ids.A!, "packing_list", "final", "2026-03-31T18:31:00Z");
  await addDocument(ids.C!, "packing_list", "final", "2026-03-05T10:00:00Z");
  await addDocument(ids.C!, "commercial_invoice", "draft"); // C is delivered: not active, not "to finish"
  await addDocument(ids.D!, "commercial_invoice", "final", "2026-02-28T18:29:00Z");
  // To finish on active shipments: F's invoice (draft) and packing list (empty), G's proforma (draft) → 3.
  await addDocument(ids.F!, "commercial_invoice", "draft");
  await addDocument(ids.F!, "packing_list", "empty");
  await addDocument(ids.G!, "proforma_invoice", "draft");

  // Compliance: G's latest owner run has errors (counts); F's latest has none (an older one had);
  // C is delivered (not active); A's erroneous run is the sharee's own view, not the owner's → 1.
  await addRun(ids.G!, 0, "2026-03-01T00:00:00Z");
  await addRun(ids.G!, 2, "2026-03-02T00:00:00Z");
  await addRun(ids.F!, 1, "2026-03-01T00:00:00Z");
  await addRun(ids.F!, 0, "2026-03-02T00:00:00Z");
  await addRun(ids.C!, 1, "2026-03-02T00:00:00Z");
  await addRun(ids.A!, 3, "2026-03-02T00:00:00Z", sharee.id);

  // Shares with the sharee: A with its invoice (value visible, not opened), C with its packing list
  // (no value, opened), F's invoice to edit (a draft: awaiting their edit) and packing list to read (not opened).
  await db.insert(shipmentShares).values([
    {
      shipmentId: ids.A!,
      email: sharee.email,
      userId: sharee.id,
      forms: [{ name: "commercial_invoice", access: "read" }],
    },
    {
      shipmentId: ids.C!,
      email: sharee.email,
      userId: sharee.id,
      forms: [{ name: "packing_list", access: "read" }],
      openedAt: new Date(),
    },
    {
      shipmentId: ids.F!,
      email: sharee.email,
      userId: sharee.id,
      forms: [
        { name: "commercial_invoice", access: "edit" },
        { name: "packing_list", access: "read" },
      ],
    },
  ]);
  // The stranger invited the sharee (waiting for the sharee's answer) and is connected with the owner.
  await db.insert(networkConnections).values([
    { inviterId: stranger.id, inviteeEmail: sharee.email, inviteeId: sharee.id, status: "PENDING" },
    { inviterId: stranger.id, inviteeEmail: owner.email, inviteeId: owner.id, status: "CONNECTED" },
  ]);

  // Audit entries, an hour ahead so they are the newest: 12 concerning the owner, one of the stranger's.
  const base = Date.now() + 3_600_000;
  const at = (minutes: number) => new Date(base + minutes * 60_000);
  await db.insert(auditLog).values([
    ...Array.from({ length: 10 }, (_, i) => ({
      actorId: owner.id,
      action: "document.saved",
      entityType: "document",
      entityId: `doc-${i}`,
      data: { shipmentId: ids.F, name: "commercial_invoice", version: i + 1 },
      createdAt: at(i),
    })),
    {
      actorId: sharee.id,
      action: "document.saved",
      entityType: "document",
      entityId: "doc-sharee",
      data: { shipmentId: ids.F, name: "commercial_invoice", version: 11 },
      createdAt: at(20),
    },
    {
      actorId: owner.id,
      action: "shipment.created",
      entityType: "shipment",
      entityId: ids.A!,
      data: {},
      createdAt: at(21),
    },
    {
      actorId: stranger.id,
      action: "shipment.created",
      entityType: "shipment",
      entityId: ids.X!,
      data: {},
      createdAt: at(22),
    },
  ]);
}, 120_000);

describe("GET /api/analytics/summary: the owner", () => {
  it("answers every figure as computed by hand", async () => {
    const res = await get(owner, MARCH);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body;
    expect(s).toMatchObject({ from: "2026-03-01", to: "2026-03-31", timeZone: "Asia/Kolkata", role: "exporter" });
    expect(s.attention).toEqual({
      documentsToFinish: 3,
      complianceErrors: 1,
      eblsAwaitingAction: 0,
      invitationsWaiting: 0,
      sharesWaiting: 0,
      verificationState: "unverified",
    });
    expect(s.shipmentsByStatus).toEqual({
      draft: 1,
      in_progress: 1,
      ready: 0,
      shipped: 2,
      delivered: 1,
      closed: 1,
      cancelled: 1,
    });
    expect(s.tracking).toEqual({ inTransit: 0, delayed: 0, arrivingThisWeek: 0 });
    // A: 1000.00 − 250.00 = 750.00 overdue; B: 500.00 without a due date; C: EUR 200.00 not yet due;
    // D paid; E cancelled; G: JPY 5000 overdue.
    expect(s.receivables).toEqual([
      { currency: "EUR", outstanding: "200.00", overdue: "0.00", shipments: 1, overdueShipments: 0 },
      { currency: "JPY", outstanding: "5000", overdue: "5000", shipments: 1, overdueShipments: 1 },
      { currency: "USD", outstanding: "1250.00", overdue: "750.00", shipments: 2, overdueShipments: 1 },
    ]);
    // March: A, C, E, F (B is April in Kolkata); before: D, G. Value: A (USD), C (EUR); D (USD), G (JPY).
    expect(s.period).toEqual({
      previousFrom: "2026-01-29",
      previousTo: "2026-02-28",
      shipments: 4,
      previousShipments: 2,
      exportValue: [
        { currency: "EUR", amount: "200.00", previousAmount: "0.00", shipments: 1, previousShipments: 0 },
        { currency: "JPY", amount: "0", previousAmount: "5000", shipments: 0, previousShipments: 1 },
        { currency: "USD", amount: "1000.00", previousAmount: "300.00", shipments: 1, previousShipments: 1 },
      ],
      documentsFinalised: 2,
      previousDocumentsFinalised: 1,
    });
    expect(s.carrier).toBeNull();
    expect(s.holder).toBeNull();
    expect(s.sharee).toEqual({ documentsAwaitingEdit: 0 });
  });

  it("lists the ten newest entries that concern the owner, with sentences and links, never the stranger's", async () => {
    const { body } = await get(owner, MARCH);
    const activity = body.recentActivity as { sentence: string; link: string | null; action: string; at: string }[];
    expect(activity).toHaveLength(10);
    expect(activity[0]).toMatchObject({
      action: "shipment.created",
      sentence: `You created shipment ${ref("A")}.`,
      link: `/exportdocs/${ids.A}`,
    });
    expect(activity[1]).toMatchObject({
      sentence: `Sita Sharee saved the commercial invoice of shipment ${ref("F")} (version 11).`,
      link: `/exportdocs/${ids.F}`,
    });
    expect(activity[2]!.sentence).toBe(`You saved the commercial invoice of shipment ${ref("F")} (version 10).`);
    expect(activity[9]!.sentence).toBe(`You saved the commercial invoice of shipment ${ref("F")} (version 3).`);
    expect(activity.map((a) => a.at)).toEqual([...activity.map((a) => a.at)].sort().reverse());
    expect(JSON.stringify(activity)).not.toContain(ref("X"));
  });

  it("counts days in the user's own zone when they chose one, whatever tz the browser sends", async () => {
    const db = await getDb();
    const { users } = await import("@/models");
    await db.update(users).set({ timeZone: "UTC" }).where(eq(users.id, owner.id));
    try {
      const { body } = await get(owner, MARCH);
      expect(body.timeZone).toBe("UTC");
      // In UTC, A (2026-02-28 19:00Z) moves to February and B (2026-03-31 18:45Z) into March.
      expect(body.period.shipments).toBe(4);
      expect(body.period.exportValue.find((v: { currency: string }) => v.currency === "USD")).toEqual({
        currency: "USD",
        amount: "500.00",
        previousAmount: "1300.00",
        shipments: 1,
        previousShipments: 2,
      });
      // A's packing list (2026-03-31 18:31Z) is March in UTC; D's invoice still February.
      expect([body.period.documentsFinalised, body.period.previousDocumentsFinalised]).toEqual([3, 1]);
    } finally {
      await db.update(users).set({ timeZone: null }).where(eq(users.id, owner.id));
    }
  });
});

describe("GET /api/analytics/summary: recent activity of an owner of many shipments", () => {
  it("walks the log newest first past WALK_ABOVE_SHIPMENTS, with the same answer", async () => {
    const big = await registerTestUser({ firstName: "Bea", lastName: "Big" });
    const db = await getDb();
    const { sql } = await import("drizzle-orm");
    const { WALK_ABOVE_SHIPMENTS } = await import("./recent-activity");
    await db.execute(sql`insert into shipments (owner_id, reference)
      select ${big.id}::uuid, 'BIG-' || i from generate_series(1, ${WALK_ABOVE_SHIPMENTS + 1}) i`);
    const [first] = await db.select().from(shipments).where(eq(shipments.reference, "BIG-1"));
    const soon = Date.now() + 7_200_000;
    await db.insert(auditLog).values([
      // The sharee's save on one of Bea's shipments (data.shipmentId), the stranger's entry on their own,
      // and an entry with a malformed shipment id, which must not fail the cast.
      {
        actorId: sharee.id,
        action: "document.saved",
        entityType: "document",
        entityId: "doc-big",
        data: { shipmentId: first!.id, name: "packing_list", version: 2 },
        createdAt: new Date(soon),
      },
      {
        actorId: stranger.id,
        action: "shipment.created",
        entityType: "shipment",
        entityId: ids.X!,
        data: {},
        createdAt: new Date(soon + 1),
      },
      {
        actorId: stranger.id,
        action: "document.saved",
        entityType: "document",
        entityId: "x",
        data: { shipmentId: "not-a-uuid" },
        createdAt: new Date(soon + 2),
      },
    ]);
    const { status, body } = await get(big, MARCH);
    expect(status).toBe(200);
    const sentences = (body.recentActivity as { sentence: string }[]).map((a) => a.sentence);
    expect(sentences[0]).toBe("Sita Sharee saved the packing list of shipment BIG-1 (version 2).");
    expect(JSON.stringify(body.recentActivity)).not.toContain("Xavier");
  });
});

describe("GET /api/analytics/summary: the sharee and the stranger", () => {
  it("a sharee counts what was shared with them, value only with the invoice, and never receivables", async () => {
    const { status, body: s } = await get(sharee, MARCH);
    expect(status).toBe(200);
    expect(s.role).toBe("customs_house_agent");
    expect(s.attention).toEqual({
      documentsToFinish: 0,
      complianceErrors: 0,
      eblsAwaitingAction: 0,
      invitationsWaiting: 1,
      sharesWaiting: 2,
      verificationState: "unverified",
    });
    expect(s.shipmentsByStatus).toEqual({
      draft: 1,
      in_progress: 0,
      ready: 0,
      shipped: 1,
      delivered: 1,
      closed: 0,
      cancelled: 0,
    });
    expect(s.receivables).toEqual([]);
    // A, C, F in March; value only A's (C's invoice is not shared, F has none). Finalised: A's
    // invoice and C's packing list (both shared); A's packing list is not shared (and is April).
    expect(s.period).toEqual({
      previousFrom: "2026-01-29",
      previousTo: "2026-02-28",
      shipments: 3,
      previousShipments: 0,
      exportValue: [{ currency: "USD", amount: "1000.00", previousAmount: "0.00", shipments: 1, previousShipments: 0 }],
      documentsFinalised: 2,
      previousDocumentsFinalised: 0,
    });
    expect(s.sharee).toEqual({ documentsAwaitingEdit: 1 });
    // Only their own entry on the owner's shipment: the owner's trail is not theirs to read.
    const sentences = (s.recentActivity as { sentence: string }[]).map((a) => a.sentence);
    expect(sentences).toContain(`You saved the commercial invoice of shipment ${ref("F")} (version 11).`);
    expect(sentences.filter((x) => x.startsWith("Olga"))).toEqual([]);
    expect(s.recentActivity.find((a: { sentence: string }) => a.sentence.includes("version 11")).link).toBe(
      "/shared-documents",
    );
  });

  it("a stranger sees only their own: none of the owner's shipments, money or activity", async () => {
    const { status, body: s } = await get(stranger, MARCH);
    expect(status).toBe(200);
    expect(s.shipmentsByStatus).toEqual({
      draft: 0,
      in_progress: 0,
      ready: 0,
      shipped: 1,
      delivered: 0,
      closed: 0,
      cancelled: 0,
    });
    expect(s.receivables).toEqual([
      { currency: "USD", outstanding: "77.00", overdue: "0.00", shipments: 1, overdueShipments: 0 },
    ]);
    expect(s.period.shipments).toBe(1);
    expect(s.period.exportValue).toEqual([
      { currency: "USD", amount: "77.00", previousAmount: "0.00", shipments: 1, previousShipments: 0 },
    ]);
    expect(s.attention.invitationsWaiting).toBe(0);
    expect(s.holder).toEqual({ eblsHeld: 0, eblsAwaitingAction: 0 });
    const text = JSON.stringify(s);
    for (const name of ["A", "B", "C", "D", "E", "F", "G"]) expect(text).not.toContain(ref(name));
    expect(text).not.toContain("Olga");
  });

  it("a carrier and a bank get their role's figures; an exporter neither", async () => {
    const [carrier, bank] = await Promise.all([
      registerTestUser({ role: "shipping_line" }),
      registerTestUser({ role: "bank" }),
    ]);
    const [c, b] = await Promise.all([get(carrier), get(bank)]);
    expect(c.body.carrier).toEqual({ billsToIssue: 0, draftsToAnswer: 0, surrendersToAnswer: 0 });
    expect(c.body.holder).toBeNull();
    expect(b.body.holder).toEqual({ eblsHeld: 0, eblsAwaitingAction: 0 });
    expect(b.body.carrier).toBeNull();
  });
});

describe("GET /api/analytics/summary: authorisation and bad queries", () => {
  it("authorisation matrix: owner, sharee, stranger 200 (each their own figures); no session 401", async () => {
    const answers = await Promise.all([owner, sharee, stranger, undefined].map((u) => get(u, MARCH)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 401]);
    expect(answers[3]!.body.message).toEqual(expect.any(String));
  });

  it("defaults to this month so far in the zone", async () => {
    const { status, body } = await get(owner, "?tz=UTC");
    expect(status).toBe(200);
    expect(body.from).toBe(`${todayUtc.slice(0, 8)}01`);
    expect(body.to).toBe(todayUtc);
    expect(body.today).toBe(todayUtc);
  });

  const BAD: [string, string, RegExp][] = [
    ["?from=2026-03-01", "to", /Send to with from/],
    ["?to=2026-03-31", "from", /Send from with to/],
    ["?from=2026-02-30&to=2026-03-31", "from", /not a date on the calendar/],
    ["?from=2026-03-31&to=2026-03-01", "to", /on or after from/],
    ["?from=03/01/2026&to=2026-03-31", "from", /YYYY-MM-DD/],
    ["?from=2000-01-01&to=2026-03-31", "to", /at most 3660 days/],
    ["?tz=Mars/Olympus", "tz", /not a time zone we know/],
    // Intl knows it, PostgreSQL's tz database dropped it: still the request's fault.
    ["?tz=US/Pacific-New", "tz", /not a time zone we know/],
    ["?country=DE", "", /country|Unrecognized|unknown/i],
  ];
  for (const [qs, path, message] of BAD) {
    it(`400 for ${qs}`, async () => {
      const res = await get(owner, qs);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toMatch(message);
      if (path) expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
    });
  }
});
