import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as weekly } from "@/app/api/admin/analytics/weekly/route";
import { actorFor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { auditLog, pageViews, shipmentDocuments, shipments, users } from "@/models";
import { createTestAdmin, registerTestUser, type TestUser } from "@/test/accounts";
import { call } from "@/test/http";
import { isoWeekLabel, isoWeekStart, platformFigures } from "./platform-figures";

/**
 * Known answers by hand: rows dated in ISO weeks 2025-W02 (Mon 6 Jan – Sun 12 Jan, UTC) and
 * 2025-W03 (from Mon 13 Jan), with the boundary instants on both sides.
 */
const at = (iso: string) => new Date(iso);
const NOW = at("2025-01-15T10:00:00Z");

let admin: TestUser;
let user: TestUser;
beforeAll(async () => {
  admin = await createTestAdmin();
  user = await registerTestUser();
  const db = await getDb();
  const signUps = await Promise.all([0, 1, 2, 3].map(() => registerTestUser()));
  const created = ["2025-01-05T23:59:59Z", "2025-01-06T00:00:00Z", "2025-01-12T23:59:59.999Z", "2025-01-13T00:00:00Z"];
  for (const [i, u] of signUps.entries()) {
    await db
      .update(users)
      .set({ createdAt: at(created[i]!) })
      .where(eq(users.id, u.id));
  }
  const owner = signUps[0]!.id;
  await db.insert(auditLog).values([
    {
      actorId: admin.id,
      action: "verification.approved",
      entityType: "user",
      entityId: owner,
      createdAt: at("2025-01-07T12:00:00Z"),
    },
    {
      actorId: admin.id,
      action: "verification.rejected",
      entityType: "user",
      entityId: owner,
      createdAt: at("2025-01-07T12:00:00Z"),
    },
  ]);
  const rows = await db
    .insert(shipments)
    .values([
      { ownerId: owner, reference: "PF-1", createdAt: at("2025-01-12T10:00:00Z") },
      { ownerId: owner, reference: "PF-2", createdAt: at("2025-01-13T00:00:00Z") },
      { ownerId: owner, reference: "PF-3", createdAt: at("2025-01-15T09:00:00Z") },
    ])
    .returning({ id: shipments.id });
  await db.insert(shipmentDocuments).values([
    { shipmentId: rows[0]!.id, ownerId: owner, name: "commercial_invoice", finalizedAt: at("2025-01-14T08:00:00Z") },
    { shipmentId: rows[1]!.id, ownerId: owner, name: "commercial_invoice" },
  ]);
  await db.insert(pageViews).values(
    ["2025-01-06T01:00:00Z", "2025-01-08T01:00:00Z", "2025-01-12T23:00:00Z", "2025-01-13T01:00:00Z"].map((t) => ({
      path: "/",
      createdAt: at(t),
    })),
  );
});

describe("platform figures per ISO week", () => {
  it("counts each figure in its UTC ISO week, boundaries included, zeros listed", async () => {
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, admin.id));
    const figures = await platformFigures({ actor: actorFor(row!, "bearer", null, null), weeks: 3, now: NOW });
    expect(figures.from).toBe("2024-12-30T00:00:00.000Z");
    expect(figures.to).toBe("2025-01-20T00:00:00.000Z");
    expect(figures.weeks).toEqual([
      {
        week: "2025-W01",
        weekStart: "2024-12-30",
        signUps: 1,
        verificationsApproved: 0,
        shipmentsCreated: 0,
        documentsFinalised: 0,
        eblsIssued: 0,
        eblsSurrendered: 0,
        pageViews: 0,
      },
      {
        week: "2025-W02",
        weekStart: "2025-01-06",
        signUps: 2,
        verificationsApproved: 1,
        shipmentsCreated: 1,
        documentsFinalised: 0,
        eblsIssued: 0,
        eblsSurrendered: 0,
        pageViews: 3,
      },
      {
        week: "2025-W03",
        weekStart: "2025-01-13",
        signUps: 1,
        verificationsApproved: 0,
        shipmentsCreated: 2,
        documentsFinalised: 1,
        eblsIssued: 0,
        eblsSurrendered: 0,
        pageViews: 1,
      },
    ]);
  });

  it("labels ISO weeks by their Thursday's year", () => {
    expect(isoWeekLabel(isoWeekStart(at("2024-12-31T12:00:00Z")))).toBe("2025-W01");
    expect(isoWeekLabel(isoWeekStart(at("2021-01-03T12:00:00Z")))).toBe("2020-W53");
    expect(isoWeekStart(at("2025-01-12T23:59:59Z")).toISOString()).toBe("2025-01-06T00:00:00.000Z");
  });
});

describe("GET /api/admin/analytics/weekly", () => {
  it("authorisation: admin 200, a signed-in user 404 as for every admin endpoint, no session 401", async () => {
    const answers = await Promise.all([
      call(weekly, { token: admin.token, path: "/api/admin/analytics/weekly" }),
      call(weekly, { token: user.token, path: "/api/admin/analytics/weekly" }),
      call(weekly, { path: "/api/admin/analytics/weekly" }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 404, 401]);
    const body = answers[0]!.body;
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks.at(-1).weekStart).toBe(isoWeekStart(new Date()).toISOString().slice(0, 10));
    // This run's own sign-ups are in the current week.
    expect(body.weeks.at(-1).signUps).toBeGreaterThanOrEqual(2);
  });

  it("takes 1 to 104 weeks and refuses anything else with a 400 naming the range", async () => {
    const get = (weeks: string) =>
      call(weekly, { token: admin.token, path: `/api/admin/analytics/weekly?weeks=${weeks}` });
    expect((await get("1")).body.weeks).toHaveLength(1);
    expect((await get("104")).body.weeks).toHaveLength(104);
    for (const bad of ["0", "105", "2.5", "abc", "-3"]) {
      const res = await get(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe("weeks must be a whole number from 1 to 104.");
    }
  });
});
