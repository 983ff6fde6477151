import { sql } from "drizzle-orm";
import { GET as reportRoute } from "@/app/api/reports/[report]/route";
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as share } from "@/app/api/shipments/share-users/route";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { ok } from "@/test/compliance-world";
import { call } from "@/test/http";
import { exec, runReport } from "@/test/reports-ops";
import { ARRIVAL_EVENTS, newTrackedShipment, postEvents, VOYAGE_EVENTS } from "@/test/tracking";
import { onTimeArrival } from "./on-time-arrival";

let owner: TestUser, sharee: TestUser, stranger: TestUser;
const ids: Record<string, string> = {};

/** Sets what the tracking projection would hold after the voyage's events. */
const voyage = (
  shipmentId: string,
  v: { carrier: string | null; pol: string; pod: string; planned: string | null; actual: string },
) =>
  exec(sql`update shipment_trackings
              set carrier_code = ${v.carrier}, port_of_loading = ${v.pol}, port_of_discharge = ${v.pod},
                  first_planned_arrival_at = ${v.planned}::timestamptz, actual_arrival_at = ${v.actual}::timestamptz
            where shipment_id = ${shipmentId}`);

const MARCH_KOLKATA = { from: "2026-03-01", to: "2026-03-31", timeZone: "Asia/Kolkata" };
const MARCH_UTC = { from: "2026-03-01", to: "2026-03-31", timeZone: "UTC" };

beforeAll(async () => {
  owner = await registerTestUser();
  sharee = await registerTestUser({ firstName: "Sita" });
  stranger = await registerTestUser({ firstName: "Sam" });
  for (const name of ["t1", "t2", "t3", "t4", "t5", "t6", "t7"]) ids[name] = await newTrackedShipment(owner);
  ids.t8 = await newTrackedShipment(stranger);
  await ok(
    call(share, {
      method: "PUT",
      token: owner.token,
      json: { shipmentId: ids.t1, email: sharee.email, forms: [{ name: "commercial_invoice", access: "read" }] },
    }),
    200,
  );
  const maeu = { carrier: "MAEU", pol: "INNSA", pod: "DEHAM" };
  // 12 h late: on time.
  await voyage(ids.t1!, { ...maeu, planned: "2026-03-10T00:00:00Z", actual: "2026-03-10T12:00:00Z" });
  // Exactly 24 h late: still on time.
  await voyage(ids.t2!, { ...maeu, planned: "2026-03-12T00:00:00Z", actual: "2026-03-13T00:00:00Z" });
  // 24 h and 1 s late: late.
  await voyage(ids.t3!, { ...maeu, planned: "2026-03-14T00:00:00Z", actual: "2026-03-15T00:00:01Z" });
  // A day early: on time, no delay.
  await voyage(ids.t4!, { ...maeu, planned: "2026-03-20T00:00:00Z", actual: "2026-03-19T00:00:00Z" });
  // No carrier code; arrived 2026-02-28 19:00 UTC = 1 March 00:30 in Kolkata.
  await voyage(ids.t5!, {
    carrier: null,
    pol: "INNSA",
    pod: "AEJEA",
    planned: "2026-03-01T00:00:00Z",
    actual: "2026-02-28T19:00:00Z",
  });
  // Arrived 2026-03-31 19:00 UTC = 1 April 00:30 in Kolkata; 19 h late.
  await voyage(ids.t6!, {
    carrier: "HLCU",
    pol: "INNSA",
    pod: "DEHAM",
    planned: "2026-03-31T00:00:00Z",
    actual: "2026-03-31T19:00:00Z",
  });
  // No first planned arrival to compare with: not counted.
  await voyage(ids.t7!, { ...maeu, planned: null, actual: "2026-03-11T00:00:00Z" });
  // The stranger's arrival: never in the owner's report.
  await voyage(ids.t8!, { ...maeu, planned: "2026-03-10T00:00:00Z", actual: "2026-03-20T00:00:00Z" });
}, 240_000);

describe("on_time_arrival", () => {
  it("counts the arrivals on the days of the period in Kolkata, per carrier and lane", async () => {
    const report = await runReport(onTimeArrival, owner, MARCH_KOLKATA);
    expect(report.rows).toEqual([
      // Delays 43,200 + 86,400 + 86,401 + 0 = 216,001 s over 4 = 54,000.25 s = 15.00007 h.
      {
        key: "MAEU|INNSA|DEHAM",
        carrier: "MAEU",
        lane: "INNSA → DEHAM",
        arrivals: 4,
        onTime: 3,
        onTimePercent: "75.0",
        averageDelayHours: "15.00",
      },
      {
        key: "unknown|INNSA|AEJEA",
        carrier: "unknown",
        lane: "INNSA → AEJEA",
        arrivals: 1,
        onTime: 1,
        onTimePercent: "100.0",
        averageDelayHours: "0.00",
      },
    ]);
    expect(report.totals).toEqual({ arrivals: 5, onTime: 4, onTimePercent: "80.0" });
  });

  it("moves the boundary arrivals when the same days are read in UTC", async () => {
    const report = await runReport(onTimeArrival, owner, MARCH_UTC);
    expect(report.rows.map((r) => [r.key, r.arrivals, r.onTime, r.averageDelayHours])).toEqual([
      ["MAEU|INNSA|DEHAM", 4, 3, "15.00"],
      ["HLCU|INNSA|DEHAM", 1, 1, "19.00"],
    ]);
    expect(report.totals).toEqual({ arrivals: 5, onTime: 4, onTimePercent: "80.0" });
  });

  it("lists the trackings behind each row", async () => {
    const report = await runReport(onTimeArrival, owner, MARCH_KOLKATA, { details: true });
    const maeu = report.details!.filter((d) => d.rowKey === "MAEU|INNSA|DEHAM");
    expect(maeu.map((d) => [d.shipmentId, d.values.onTime, d.values.delaySeconds])).toEqual([
      [ids.t1, 1, 43200],
      [ids.t2, 1, 86400],
      [ids.t3, 0, 86401],
      [ids.t4, 1, 0],
    ]);
    expect(maeu[0]).toMatchObject({
      entity: "tracking",
      link: `/trackShipment/${ids.t1}`,
      values: {
        firstPlannedArrivalAt: "2026-03-10T00:00:00.000Z",
        actualArrivalAt: "2026-03-10T12:00:00.000Z",
        delayHours: "12.00",
        lane: "INNSA → DEHAM",
      },
    });
    expect(report.details).toHaveLength(5);
  });

  it("counts for a sharee the shipments shared with them only, and nothing for a stranger", async () => {
    const shared = await runReport(onTimeArrival, sharee, MARCH_KOLKATA);
    expect(shared.rows).toEqual([expect.objectContaining({ key: "MAEU|INNSA|DEHAM", arrivals: 1, onTime: 1 })]);
    const strangers = await runReport(onTimeArrival, stranger, MARCH_KOLKATA, { details: true });
    // The stranger's own arrival only: 10 days late.
    expect(strangers.totals).toEqual({ arrivals: 1, onTime: 0, onTimePercent: "0.0" });
    expect(strangers.details!.map((d) => d.shipmentId)).toEqual([ids.t8]);
    const none = await runReport(onTimeArrival, owner, MARCH_KOLKATA, { filters: { status: ["cancelled"] } });
    expect(none).toEqual({ rows: [], totals: { arrivals: 0, onTime: 0, onTimePercent: null } });
  });

  it("answers through GET /api/reports/on_time_arrival", async () => {
    const res = await call(reportRoute, {
      token: owner.token,
      params: { report: "on_time_arrival" },
      path: "/api/reports/on_time_arrival?from=2026-03-01&to=2026-03-31&tz=UTC&format=json",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.totals).toEqual({ arrivals: 5, onTime: 4, onTimePercent: "80.0" });
    expect(res.body.rows.map((r: { key: string }) => r.key)).toEqual(["MAEU|INNSA|DEHAM", "HLCU|INNSA|DEHAM"]);
  });

  it("counts a voyage whose arrival the tracking events recorded (no SQL): first plan 5 April, arrived 7 April", async () => {
    const id = await newTrackedShipment(owner);
    for (const events of [VOYAGE_EVENTS, ARRIVAL_EVENTS])
      expect((await postEvents(owner, id, events)).status).toBe(200);
    const report = await runReport(
      onTimeArrival,
      owner,
      { from: "2026-04-01", to: "2026-04-30", timeZone: "UTC" },
      {
        details: true,
      },
    );
    // First planned arrival at Rotterdam 2026-04-05 06:00, actual 2026-04-07 04:00: 46 h late.
    expect(report.rows).toEqual([
      {
        key: "MAEU|INNSA|NLRTM",
        carrier: "MAEU",
        lane: "INNSA → NLRTM",
        arrivals: 1,
        onTime: 0,
        onTimePercent: "0.0",
        averageDelayHours: "46.00",
      },
    ]);
    expect(report.details![0]).toMatchObject({
      shipmentId: id,
      values: { firstPlannedArrivalAt: "2026-04-05T06:00:00.000Z", actualArrivalAt: "2026-04-07T04:00:00.000Z" },
    });
  });
});
