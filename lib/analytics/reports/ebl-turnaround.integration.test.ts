import { sql } from "drizzle-orm";
import { GET as reportRoute } from "@/app/api/reports/[report]/route";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as endorseRoute } from "@/app/api/envelopes/[id]/endorse/route";
import { POST as issueRoute } from "@/app/api/envelopes/[id]/issue/route";
import { POST as responseRoute } from "@/app/api/envelopes/[id]/surrender-response/route";
import { POST as surrenderRoute } from "@/app/api/envelopes/[id]/surrender/route";
import { POST as createRoute } from "@/app/api/envelopes/route";
import { PUT as saveDoc } from "@/app/api/shipments/[id]/[x]/route";
import { POST as createShipment } from "@/app/api/shipments/route";
import {
  connectAccounts,
  forgetLookups,
  registerVerifiedUser,
  sampleTransportDocument,
  type EblUser,
} from "@/test/ebl";
import { call } from "@/test/http";
import { exec, runReport } from "@/test/reports-ops";
import { withTemporaryBlobStore } from "@/test/suite-fixtures";
import { eblTurnaround } from "./ebl-turnaround";

withTemporaryBlobStore("report-ebl-turnaround");

let carrier: EblUser, shipper: EblUser, consignee: EblUser, stranger: EblUser;

async function ok(promise: Promise<{ status: number; body: any }>) {
  const res = await promise;
  if (res.status !== 200 && res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

type Step = "TRANSFER" | "SURRENDER" | "SREJ" | "SACC";

/**
 * A straight bill carrier → shipper → consignee, through the real endpoints, with each chain
 * entry then moved to the given instant (UTC): `times[0]` the issue, then one per step.
 */
async function bill(steps: Step[], times: string[], shipmentId?: string): Promise<string> {
  const { envelope } = await ok(
    call(createRoute, {
      method: "POST",
      token: shipper.token,
      json: {
        carrier: carrier.email,
        consignee: consignee.email,
        transportDocument: sampleTransportDocument(),
        ...(shipmentId ? { shipmentId } : {}),
      },
    }),
  );
  const params = { id: envelope.id };
  let last = (await ok(call(issueRoute, { method: "POST", token: carrier.token, params, json: {} }))).envelope
    .lastEntryChecksum as string;
  const act = async (user: EblUser, route: typeof issueRoute, json: Record<string, unknown>) => {
    const body = await ok(
      call(route, { method: "POST", token: user.token, params, json: { ...json, expectedLastEntryChecksum: last } }),
    );
    last = body.envelope.lastEntryChecksum;
  };
  for (const step of steps) {
    if (step === "TRANSFER") await act(shipper, endorseRoute, { actionCode: "TRANSFER", recipient: consignee.email });
    if (step === "SURRENDER") await act(consignee, surrenderRoute, { type: "DELIVERY" });
    if (step === "SREJ") await act(carrier, responseRoute, { accept: false, comment: "The bill shows the wrong port" });
    if (step === "SACC") await act(carrier, responseRoute, { accept: true });
  }
  for (const [i, at] of times.entries())
    await exec(sql`update envelope_entries set created_at = ${at}::timestamptz
                    where envelope_id = ${envelope.id} and sequence = ${i + 1}`);
  return envelope.id as string;
}

let e1: string, e3: string, e4: string, e5: string, shipmentId: string;
const MARCH_KOLKATA = { from: "2026-03-01", to: "2026-03-31", timeZone: "Asia/Kolkata" };
const MARCH_UTC = { from: "2026-03-01", to: "2026-03-31", timeZone: "UTC" };

beforeAll(async () => {
  carrier = await registerVerifiedUser("shipping_line", "Oceanic Lines Private Limited", "Carl");
  shipper = await registerVerifiedUser("exporter", "Asha Exports Private Limited", "Asha");
  consignee = await registerVerifiedUser("importer", "Hanse Imports Private Limited", "Hans");
  stranger = await registerVerifiedUser("exporter", "Stranger Exports Limited", "Sam");
  await connectAccounts(carrier, shipper, consignee);
  const full: Step[] = ["TRANSFER", "SURRENDER", "SACC"];
  // 1: shipper 36,000 s, consignee 86,400 s, carrier 7,200 s; 129,600 s = 36 h in all.
  e1 = await bill(full, [
    "2026-03-01T00:00:00Z",
    "2026-03-01T10:00:00Z",
    "2026-03-02T10:00:00Z",
    "2026-03-02T12:00:00Z",
  ]);
  // 2: accepted 2026-03-31 19:00 UTC = 1 April 00:30 in Kolkata. Shipper 18,000 s, consignee
  // 3,600 s, carrier 26 d 13 h = 2,293,200 s; 2,314,800 s in all.
  await bill(full, ["2026-03-05T00:00:00Z", "2026-03-05T05:00:00Z", "2026-03-05T06:00:00Z", "2026-03-31T19:00:00Z"]);
  // 3: a surrender rejected, then asked again. Shipper 3,600 s; consignee 3,600 + 7,200 =
  // 10,800 s; carrier 3,600 + 18 = 3,618 s; 18,018 s = 5.005 h in all.
  e3 = await bill(
    ["TRANSFER", "SURRENDER", "SREJ", "SURRENDER", "SACC"],
    [
      "2026-03-10T00:00:00Z",
      "2026-03-10T01:00:00Z",
      "2026-03-10T02:00:00Z",
      "2026-03-10T03:00:00Z",
      "2026-03-10T05:00:00Z",
      "2026-03-10T05:00:18Z",
    ],
  );
  // 4: accepted 2026-02-28 19:00 UTC = 1 March 00:30 in Kolkata. Shipper 21,600 s, consignee
  // 43,200 s, carrier 3,600 s; 68,400 s = 19 h in all.
  e4 = await bill(full, [
    "2026-02-28T00:00:00Z",
    "2026-02-28T06:00:00Z",
    "2026-02-28T18:00:00Z",
    "2026-02-28T19:00:00Z",
  ]);
  // 5: on the shipper's shipment to Germany, accepted in May: shipper 3,600 s, consignee 3,600 s, carrier 3,600 s.
  const created = await ok(
    call(createShipment, {
      method: "POST",
      token: shipper.token,
      json: { reference: `EBL-${Date.now().toString(36)}`, templates: ["commercial_invoice"] },
    }),
  );
  shipmentId = created.shipment.id;
  await ok(
    call(saveDoc, {
      method: "PUT",
      token: shipper.token,
      params: { id: shipmentId, x: "commercial_invoice" },
      json: { data: { countryOfDestination: "DE" } },
    }),
  );
  e5 = await bill(
    full,
    ["2026-05-04T00:00:00Z", "2026-05-04T01:00:00Z", "2026-05-04T02:00:00Z", "2026-05-04T03:00:00Z"],
    shipmentId,
  );
  // Surrendered but not yet accepted: not counted anywhere.
  await bill(["TRANSFER", "SURRENDER"], ["2026-03-03T00:00:00Z", "2026-03-03T01:00:00Z", "2026-03-03T02:00:00Z"]);
}, 300_000);
beforeEach(() => forgetLookups(carrier, shipper, consignee, stranger));

describe("ebl_turnaround", () => {
  it("counts the eBLs accepted on the days of the period in Kolkata, per holder", async () => {
    for (const party of [shipper, consignee, carrier]) {
      const report = await runReport(eblTurnaround, party, MARCH_KOLKATA);
      // Issue → acceptance [18,018; 68,400; 129,600] s: median 19 h; p90 at rank 1.8:
      // 68,400 + 0.8 × 61,200 = 117,360 s = 32.6 h.
      expect(report.totals).toEqual({ ebls: 3, medianHours: "19.00", p90Hours: "32.60" });
      expect(report.rows).toEqual([
        // Shipper [3,600; 21,600; 36,000] s; 61,200 s = 17 h in all.
        {
          key: shipper.id,
          party: "Asha Exports Private Limited",
          eBLs: 3,
          medianHoursHeld: "6.00",
          totalHoursHeld: "17.00",
        },
        // Consignee [10,800; 43,200; 86,400] s; 140,400 s = 39 h in all.
        {
          key: consignee.id,
          party: "Hanse Imports Private Limited",
          eBLs: 3,
          medianHoursHeld: "12.00",
          totalHoursHeld: "39.00",
        },
        // Carrier [3,600; 3,618; 7,200] s: median 1.005 h, half up; 14,418 s = 4.005 h in all.
        {
          key: carrier.id,
          party: "Oceanic Lines Private Limited",
          eBLs: 3,
          medianHoursHeld: "1.01",
          totalHoursHeld: "4.01",
        },
      ]);
    }
  });

  it("moves the boundary eBLs when the same days are read in UTC", async () => {
    const report = await runReport(eblTurnaround, carrier, MARCH_UTC);
    // [18,018; 129,600; 2,314,800] s: median 36 h; p90: 129,600 + 0.8 × 2,185,200 = 1,877,760 s = 521.6 h.
    expect(report.totals).toEqual({ ebls: 3, medianHours: "36.00", p90Hours: "521.60" });
    expect(report.rows.map((r) => [r.party, r.medianHoursHeld, r.totalHoursHeld])).toEqual([
      ["Asha Exports Private Limited", "5.00", "16.00"],
      ["Hanse Imports Private Limited", "3.00", "28.00"],
      // [3,618; 7,200; 2,293,200] s; 2,304,018 s = 640.005 h in all.
      ["Oceanic Lines Private Limited", "2.00", "640.01"],
    ]);
  });

  it("lists each holder's eBLs, with the times every figure recomputes from", async () => {
    const report = await runReport(eblTurnaround, consignee, MARCH_KOLKATA, { details: true });
    const mine = report.details!.filter((d) => d.rowKey === consignee.id);
    expect(mine.map((d) => [d.id, d.values.heldSeconds])).toEqual([
      [e4, 43200],
      [e1, 86400],
      [e3, 10800],
    ]);
    expect(mine[1]).toMatchObject({
      entity: "envelope",
      link: `/ebills/${e1}`,
      // The bill is not on a shipment of the consignee's.
      shipmentId: null,
      values: {
        party: "Hanse Imports Private Limited",
        issuedAt: "2026-03-01T00:00:00.000Z",
        acceptedAt: "2026-03-02T12:00:00.000Z",
        turnaroundSeconds: 129600,
        turnaroundHours: "36.00",
        heldHours: "24.00",
      },
    });
    expect(String(mine[1]!.reference)).toMatch(/^EXPL/);
    // Every party's holdings of an eBL add up to its issue → acceptance time.
    for (const id of [e1, e3, e4]) {
      const rows = report.details!.filter((d) => d.id === id);
      expect(rows.reduce((sum, d) => sum + Number(d.values.heldSeconds), 0)).toBe(rows[0]!.values.turnaroundSeconds);
    }
    expect(JSON.stringify(report)).not.toMatch(/@/);
  });

  it("shows a stranger nothing, and shipment filters keep only eBLs of shipments in scope", async () => {
    expect(await runReport(eblTurnaround, stranger, MARCH_KOLKATA, { details: true })).toEqual({
      rows: [],
      totals: { ebls: 0, medianHours: null, p90Hours: null },
      details: [],
    });
    const filtered = await runReport(eblTurnaround, shipper, MARCH_KOLKATA, { filters: { country: "DE" } });
    expect(filtered.totals).toEqual({ ebls: 0, medianHours: null, p90Hours: null });
  });

  it("answers through GET /api/reports/ebl_turnaround", async () => {
    const res = await call(reportRoute, {
      token: consignee.token,
      params: { report: "ebl_turnaround" },
      path: "/api/reports/ebl_turnaround?from=2026-03-01&to=2026-03-31&tz=Asia/Kolkata&details=true",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.totals).toEqual({ ebls: 3, medianHours: "19.00", p90Hours: "32.60" });
    expect(res.body.rows.map((r: { party: string }) => r.party)).toEqual([
      "Asha Exports Private Limited",
      "Hanse Imports Private Limited",
      "Oceanic Lines Private Limited",
    ]);
    expect(res.body.details).toHaveLength(9);
  });

  it("with shipment filters counts only eBLs of shipments in the user's scope that match; the owner gets the link", async () => {
    const MAY = { from: "2026-05-01", to: "2026-05-31", timeZone: "UTC" };
    const mine = await runReport(eblTurnaround, shipper, MAY, { details: true, filters: { country: "DE" } });
    expect(mine.totals).toEqual({ ebls: 1, medianHours: "3.00", p90Hours: "3.00" });
    expect(mine.details!.map((d) => [d.id, d.shipmentId])).toEqual([
      [e5, shipmentId],
      [e5, shipmentId],
      [e5, shipmentId],
    ]);
    expect((await runReport(eblTurnaround, shipper, MAY, { filters: { country: "FR" } })).totals.ebls).toBe(0);
    // The consignee is a party to the eBL but the shipment is not theirs: no shipment id, and a
    // shipment filter finds nothing of theirs.
    const theirs = await runReport(eblTurnaround, consignee, MAY, { details: true });
    expect(theirs.totals.ebls).toBe(1);
    expect(theirs.details!.every((d) => d.shipmentId === null)).toBe(true);
    expect((await runReport(eblTurnaround, consignee, MAY, { filters: { country: "DE" } })).totals.ebls).toBe(0);
  });
});
