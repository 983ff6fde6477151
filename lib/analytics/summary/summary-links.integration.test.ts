import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as summaryRoute } from "@/app/api/analytics/summary/route";
import { GET as listShipmentsRoute } from "@/app/api/shipments/route";
import { addDays } from "@/lib/analytics/period";
import { getDb } from "@/lib/db/client";
import { complianceCheckRuns, shipmentDocuments, shipments, type DocumentState } from "@/models";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call } from "@/test/http";
import { listBalances } from "@/test/payments";
import { insertFactShipment, insertPayment } from "@/test/report-facts";
import { listTrackings, newTrackedShipment, postEvents } from "@/test/tracking";

/**
 * Every dashboard tile links to a list (lib/analytics/summary/links.ts); each list, filtered as
 * the link says, shows exactly the rows the tile counts. The world is hand-built; the ids each
 * list must answer are written out here, not derived from the summary.
 */
const HOUR = 3_600_000;
const at = (ms: number) => new Date(ms).toISOString();
const transport = (code: "ARRI" | "DEPA", classifier: string, loc: string, when: number, created: number) => ({
  eventID: randomUUID(),
  eventType: "TRANSPORT",
  eventClassifierCode: classifier,
  transportEventTypeCode: code,
  eventDateTime: at(when),
  eventCreatedDateTime: at(created),
  transportCall: { transportCallID: `TC-${loc}`, UNLocationCode: loc, modeOfTransport: "VESSEL" },
});
const voyage = (from: string, to: string, plannedH: number, etaH: number, now = Date.now()) => [
  transport("DEPA", "ACT", from, now - 48 * HOUR, now - 47 * HOUR),
  transport("ARRI", "PLN", to, now + plannedH * HOUR, now - 30 * 24 * HOUR),
  transport("ARRI", "EST", to, now + etaH * HOUR, now - 24 * HOUR),
];

const todayUtc = new Date().toISOString().slice(0, 10);
const tag = Math.random().toString(36).slice(2, 8);

let owner: TestUser;
const ids: Record<string, string> = {};
let summary: any;

const shipmentIds = async (qs: string) => {
  const res = await call(listShipmentsRoute, { token: owner.token, path: `/api/shipments${qs}` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.shipments as { id: string }[]).map((s) => s.id).sort();
};
const sorted = (...list: (string | undefined)[]) => (list as string[]).sort();

/** The shipment's owner, as the app copies it onto its documents and check runs. */
const ownerOf = (shipmentId: string) => sql`(select owner_id from shipments where id = ${shipmentId})`;

async function addDocument(shipmentId: string, name: string, state: DocumentState) {
  await (await getDb()).insert(shipmentDocuments).values({ shipmentId, ownerId: ownerOf(shipmentId), name, state });
}

beforeAll(async () => {
  owner = await registerTestUser({ firstName: "Lina", lastName: "Links" });
  const db = await getDb();
  // Tracking: delayed (48 h late, arriving in 3 days), on time (in 20 days), waiting (no events).
  ids.delayed = await newTrackedShipment(owner);
  expect((await postEvents(owner, ids.delayed, voyage("INNSA", "NLRTM", 24, 72))).status).toBe(200);
  ids.onTime = await newTrackedShipment(owner);
  expect((await postEvents(owner, ids.onTime, voyage("CNSHA", "USLAX", 480, 480))).status).toBe(200);
  ids.waiting = await newTrackedShipment(owner);

  // Receivables: P overdue (due 5 days ago, half paid), Q due in 5 days, R overdue but cancelled, S paid.
  ids.P = await insertFactShipment(owner, {
    reference: `LNK-${tag}-P`,
    createdAt: "2026-03-01T00:00:00Z",
    status: "shipped",
    currency: "USD",
    invoicedMinor: 10_000n,
    dueDate: addDays(todayUtc, -5),
  });
  await insertPayment(ids.P, "USD", 5_000n, addDays(todayUtc, -2));
  ids.Q = await insertFactShipment(owner, {
    reference: `LNK-${tag}-Q`,
    createdAt: "2026-03-02T00:00:00Z",
    status: "ready",
    currency: "USD",
    invoicedMinor: 10_000n,
    dueDate: addDays(todayUtc, 5),
  });
  ids.R = await insertFactShipment(owner, {
    reference: `LNK-${tag}-R`,
    createdAt: "2026-03-03T00:00:00Z",
    status: "cancelled",
    currency: "USD",
    invoicedMinor: 10_000n,
    dueDate: addDays(todayUtc, -5),
  });
  ids.S = await insertFactShipment(owner, {
    reference: `LNK-${tag}-S`,
    createdAt: "2026-03-04T00:00:00Z",
    status: "delivered",
    currency: "EUR",
    invoicedMinor: 10_000n,
    dueDate: addDays(todayUtc, -50),
  });
  await insertPayment(ids.S, "EUR", 10_000n, addDays(todayUtc, -40));
  // A payment in another currency does not settle P's sibling T: still overdue.
  ids.T = await insertFactShipment(owner, {
    reference: `LNK-${tag}-T`,
    createdAt: "2026-03-05T00:00:00Z",
    status: "shipped",
    currency: "EUR",
    invoicedMinor: 20_000n,
    dueDate: addDays(todayUtc, -1),
  });
  await insertPayment(ids.T, "USD", 20_000n, addDays(todayUtc, -1));

  // Documents to finish: Q (ready) has a draft invoice and a final packing list; T (shipped) an empty
  // packing list; S is delivered (not active) with a draft; R cancelled with a draft → Q and T.
  const templates = ["commercial_invoice", "packing_list"];
  for (const id of [ids.Q, ids.R, ids.S, ids.T])
    await db.update(shipments).set({ templates }).where(eq(shipments.id, id!));
  await addDocument(ids.Q!, "commercial_invoice", "draft");
  await addDocument(ids.Q!, "packing_list", "final");
  await addDocument(ids.T!, "packing_list", "empty");
  await addDocument(ids.S!, "commercial_invoice", "draft");
  await addDocument(ids.R!, "commercial_invoice", "draft");
  // Compliance: P's latest owner run has errors; Q's latest has none; S (delivered) has errors.
  await db.insert(complianceCheckRuns).values([
    {
      shipmentId: ids.P!,
      ownerId: ownerOf(ids.P!),
      ruleSetVersion: "t",
      errorCount: 1,
      checkedAt: new Date("2026-03-05T00:00:00Z"),
    },
    {
      shipmentId: ids.Q!,
      ownerId: ownerOf(ids.Q!),
      ruleSetVersion: "t",
      errorCount: 2,
      checkedAt: new Date("2026-03-05T00:00:00Z"),
    },
    {
      shipmentId: ids.Q!,
      ownerId: ownerOf(ids.Q!),
      ruleSetVersion: "t",
      errorCount: 0,
      checkedAt: new Date("2026-03-06T00:00:00Z"),
    },
    {
      shipmentId: ids.S!,
      ownerId: ownerOf(ids.S!),
      ruleSetVersion: "t",
      errorCount: 4,
      checkedAt: new Date("2026-03-06T00:00:00Z"),
    },
  ]);

  const res = await call(summaryRoute, { token: owner.token, path: "/api/analytics/summary?tz=UTC" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  summary = res.body;
}, 120_000);

describe("each tile's list shows the rows it counts", () => {
  it("tracking: in transit, delayed and arriving this week (/trackShipment?filter=…)", async () => {
    const listed = async (filter: string) =>
      ((await listTrackings(owner, `?filter=${filter}`)).body.trackings as { shipmentId: string }[])
        .map((t) => t.shipmentId)
        .sort();
    expect(summary.tracking).toEqual({ inTransit: 2, delayed: 1, arrivingThisWeek: 1 });
    expect(await listed("in_transit")).toEqual(sorted(ids.delayed, ids.onTime));
    expect(await listed("delayed")).toEqual([ids.delayed]);
    expect(await listed("arriving_this_week")).toEqual([ids.delayed]);
  });

  it("documents to finish and compliance errors (/exportdocs?attention=…)", async () => {
    // Q's invoice and T's packing list, and the empty commercial invoice each tracked shipment was
    // created with (draft shipments: active) → 5 documents on 5 shipments.
    expect(summary.attention.documentsToFinish).toBe(5);
    expect(await shipmentIds("?attention=documents")).toEqual(
      sorted(ids.Q, ids.T, ids.delayed, ids.onTime, ids.waiting).filter(Boolean),
    );
    expect(summary.attention.complianceErrors).toBe(1);
    expect(await shipmentIds("?attention=compliance")).toEqual([ids.P]);
  });

  it("shipments by status (/exportdocs?status=…)", async () => {
    for (const [status, count] of Object.entries(summary.shipmentsByStatus as Record<string, number>)) {
      expect((await shipmentIds(`?status=${status}`)).length, status).toBe(count);
    }
    expect(await shipmentIds("?status=shipped&attention=compliance")).toEqual([ids.P]);
  });

  it("overdue receivables (/payments?filter=overdue)", async () => {
    expect(summary.receivables).toEqual([
      { currency: "EUR", outstanding: "200.00", overdue: "200.00", shipments: 1, overdueShipments: 1 },
      { currency: "USD", outstanding: "150.00", overdue: "50.00", shipments: 2, overdueShipments: 1 },
    ]);
    const res = await listBalances(owner, "?filter=overdue&tz=UTC");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.balances as { shipmentId: string }[]).map((b) => b.shipmentId).sort()).toEqual(
      sorted(ids.P, ids.T),
    );
  });

  it("refuses unknown filter values with 400s naming the field", async () => {
    const bad = await call(listShipmentsRoute, { token: owner.token, path: "/api/shipments?attention=everything" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/attention must be one of: documents, compliance/);
    expect((await listBalances(owner, "?filter=late")).status).toBe(400);
    expect((await listBalances(owner, "?filter=overdue&tz=Nowhere/Else")).status).toBe(400);
    expect((await listTrackings(owner, "?filter=stuck")).status).toBe(400);
  });
});
