import { sql } from "drizzle-orm";
import { GET as reportRoute } from "@/app/api/reports/[report]/route";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as finalise } from "@/app/api/shipments/[id]/[x]/finalise/route";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { makeWorld, ok } from "@/test/compliance-world";
import { call } from "@/test/http";
import { exec, runReport } from "@/test/reports-ops";
import { withTemporaryBlobStore } from "@/test/suite-fixtures";
import { documentCycleTime } from "./document-cycle-time";

withTemporaryBlobStore("report-cycle-time");

let owner: TestUser, sharee: TestUser, stranger: TestUser;
let a: string, b: string, d: string, c: string;

const finaliseInvoice = (user: TestUser, id: string) =>
  ok(
    call(finalise, {
      method: "POST",
      token: user.token,
      params: { id, x: "commercial_invoice" },
      json: { overrideComplianceErrors: true },
    }),
    200,
  );

/** Backdates one document: added at `created`, finalised at `finalized` (UTC). */
const history = (shipmentId: string, name: string, created: string, finalized: string) =>
  exec(sql`update shipment_documents
              set state = 'final', created_at = ${created}::timestamptz, finalized_at = ${finalized}::timestamptz
            where shipment_id = ${shipmentId} and name = ${name}`);

const MARCH_KOLKATA = { from: "2026-03-01", to: "2026-03-31", timeZone: "Asia/Kolkata" };
const MARCH_UTC = { from: "2026-03-01", to: "2026-03-31", timeZone: "UTC" };

beforeAll(async () => {
  owner = await registerTestUser();
  sharee = await registerTestUser({ firstName: "Sita" });
  stranger = await registerTestUser({ firstName: "Sam" });
  // A is shared with the sharee: its commercial invoice only (makeWorld shares that form).
  a = await makeWorld(owner, { read: sharee });
  b = await makeWorld(owner);
  d = await makeWorld(owner);
  c = await makeWorld(stranger);
  // The real finalisation path once, then the history the test needs.
  for (const [user, id] of [
    [owner, a],
    [owner, b],
    [owner, d],
    [stranger, c],
  ] as const)
    await finaliseInvoice(user, id);
  await history(a, "commercial_invoice", "2026-03-01T00:00:00Z", "2026-03-01T01:30:00Z"); // 5,400 s
  await history(b, "commercial_invoice", "2026-03-02T00:00:00Z", "2026-03-03T00:00:18Z"); // 86,418 s
  await history(a, "packing_list", "2026-03-10T00:00:00Z", "2026-03-10T10:00:00Z"); // 36,000 s
  // 2026-02-28 19:00 UTC is 1 March 00:30 in Kolkata: March there, February in UTC.
  await history(b, "packing_list", "2026-02-28T18:00:00Z", "2026-02-28T19:00:00Z"); // 3,600 s
  // 2026-03-31 19:00 UTC is 1 April 00:30 in Kolkata: April there, March in UTC.
  await history(d, "commercial_invoice", "2026-03-31T09:00:00Z", "2026-03-31T19:00:00Z"); // 36,000 s
  // The stranger's document, in the same days: never in the owner's or the sharee's report.
  await history(c, "commercial_invoice", "2026-03-05T00:00:00Z", "2026-03-05T00:00:01Z");
}, 240_000);

describe("document_cycle_time", () => {
  it("counts the owner's documents finalised on the days of the period in Kolkata, with exact percentiles", async () => {
    const report = await runReport(documentCycleTime, owner, MARCH_KOLKATA);
    // Invoices [5,400; 86,418] s: median 45,909 s = 12.7525 h; p90 5,400 + 0.9 × 81,018 = 78,316.2 s = 21.7545 h.
    // Packing lists [3,600; 36,000] s: median 19,800 s = 5.5 h; p90 3,600 + 0.9 × 32,400 = 32,760 s = 9.1 h.
    expect(report.rows).toEqual([
      {
        key: "commercial_invoice",
        template: "commercial_invoice",
        title: "Commercial invoice",
        documents: 2,
        medianHours: "12.75",
        p90Hours: "21.75",
      },
      {
        key: "packing_list",
        template: "packing_list",
        title: "Packing list",
        documents: 2,
        medianHours: "5.50",
        p90Hours: "9.10",
      },
    ]);
    // All four [3,600; 5,400; 36,000; 86,418]: median (5,400 + 36,000) / 2 = 20,700 s = 5.75 h;
    // p90 at rank 2.7: 36,000 + 0.7 × 50,418 = 71,292.6 s = 19.8035 h.
    expect(report.totals).toEqual({ documents: 4, medianHours: "5.75", p90Hours: "19.80" });
  });

  it("moves the boundary documents when the same days are read in UTC", async () => {
    const report = await runReport(documentCycleTime, owner, MARCH_UTC);
    // Invoices [5,400; 36,000; 86,418]: median 10 h; p90 at rank 1.8: 36,000 + 0.8 × 50,418 = 76,334.4 s = 21.204 h.
    expect(report.rows).toEqual([
      expect.objectContaining({ key: "commercial_invoice", documents: 3, medianHours: "10.00", p90Hours: "21.20" }),
      expect.objectContaining({ key: "packing_list", documents: 1, medianHours: "10.00", p90Hours: "10.00" }),
    ]);
    expect(report.totals).toEqual({ documents: 4, medianHours: "10.00", p90Hours: "19.80" });
    // 1 April in Kolkata: only D's invoice.
    const april = await runReport(documentCycleTime, owner, { ...MARCH_KOLKATA, from: "2026-04-01", to: "2026-04-01" });
    expect(april.totals).toEqual({ documents: 1, medianHours: "10.00", p90Hours: "10.00" });
  });

  it("counts for a sharee only the documents shared with them, and nothing of a stranger's", async () => {
    const shared = await runReport(documentCycleTime, sharee, MARCH_KOLKATA, { details: true });
    expect(shared.rows).toEqual([
      expect.objectContaining({ key: "commercial_invoice", documents: 1, medianHours: "1.50" }),
    ]);
    expect(shared.totals).toEqual({ documents: 1, medianHours: "1.50", p90Hours: "1.50" });
    expect(shared.details?.map((r) => r.shipmentId)).toEqual([a]);
    const strangers = await runReport(documentCycleTime, stranger, MARCH_KOLKATA);
    expect(strangers.totals).toEqual({ documents: 1, medianHours: "0.00", p90Hours: "0.00" });
    expect(strangers.rows.map((r) => r.documents)).toEqual([1]);
  });

  it("lists the documents behind each row, from which every figure recomputes", async () => {
    const report = await runReport(documentCycleTime, owner, MARCH_KOLKATA, { details: true });
    expect(report.details).toHaveLength(4);
    const invoice = report.details!.filter((r) => r.rowKey === "commercial_invoice");
    expect(invoice.map((r) => r.values.seconds)).toEqual([5400, 86418]);
    expect(invoice[0]).toMatchObject({
      entity: "document",
      shipmentId: a,
      link: `/exportdocs/${a}/commercial_invoice`,
      values: {
        template: "commercial_invoice",
        createdAt: "2026-03-01T00:00:00.000Z",
        finalizedAt: "2026-03-01T01:30:00.000Z",
        hours: "1.50",
      },
    });
    const packing = report.details!.filter((r) => r.rowKey === "packing_list");
    expect(packing.map((r) => [r.shipmentId, r.values.seconds])).toEqual([
      [b, 3600],
      [a, 36000],
    ]);
  });

  it("reads no row of another shipment through the filters either", async () => {
    const none = await runReport(documentCycleTime, owner, MARCH_KOLKATA, { filters: { status: ["cancelled"] } });
    expect(none).toEqual({ rows: [], totals: { documents: 0, medianHours: null, p90Hours: null } });
  });

  it("answers through GET /api/reports/document_cycle_time, with the previous period and as CSV", async () => {
    const path = "/api/reports/document_cycle_time?from=2026-03-01&to=2026-03-31&tz=Asia/Kolkata";
    const res = await call(reportRoute, {
      token: owner.token,
      params: { report: "document_cycle_time" },
      path: `${path}&details=true&compare=previous`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      report: "document_cycle_time",
      from: "2026-03-01",
      to: "2026-03-31",
      timeZone: "Asia/Kolkata",
      totals: { documents: 4, medianHours: "5.75", p90Hours: "19.80" },
      // 29 January to 28 February in Kolkata: B's packing list is 1 March there.
      comparison: { from: "2026-01-29", to: "2026-02-28", totals: { documents: 0, medianHours: null, p90Hours: null } },
    });
    expect(res.body.rows.map((r: { key: string }) => r.key)).toEqual(["commercial_invoice", "packing_list"]);
    expect(res.body.details).toHaveLength(4);
    const csv = await call(reportRoute, {
      token: owner.token,
      params: { report: "document_cycle_time" },
      path: `${path}&format=csv`,
    });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain("12.75");
  });
});
