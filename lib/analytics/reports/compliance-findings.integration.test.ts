import { sql } from "drizzle-orm";
import { GET as reportRoute } from "@/app/api/reports/[report]/route";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as finalise } from "@/app/api/shipments/[id]/[x]/finalise/route";
import { POST as runChecks } from "@/app/api/shipments/[id]/compliance-checks/route";
import { PUT as putLc } from "@/app/api/shipments/[id]/letter-of-credit/route";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { LC_BODY, makeWorld, ok } from "@/test/compliance-world";
import { call } from "@/test/http";
import { exec, runReport } from "@/test/reports-ops";
import { withTemporaryBlobStore } from "@/test/suite-fixtures";
import { complianceFindings } from "./compliance-findings";

withTemporaryBlobStore("report-compliance");

let owner: TestUser, sharee: TestUser, stranger: TestUser;
let a: string, b: string, c: string;

const finding = (checkId: string, severity: "error" | "warning" | "info") => ({
  checkId,
  severity,
  message: `${checkId} found`,
  documents: ["commercial_invoice"],
  fields: [],
  rule: { citation: "UCP 600 art. 14(d)", url: null },
  suggestion: null,
});
const GROSS = finding("weights.gross_mismatch", "error");
const HS = finding("goods.hs_invalid", "error");
const PARTIAL = finding("lc.partial_shipment", "warning");
const NOTE = finding("lc.info_note", "info");

/**
 * Runs the checks through the real endpoint as `user` (the owner's run covers the whole
 * shipment, a sharee's is kept for them), then moves that run to `at` with the given findings.
 */
async function checkRun(user: TestUser, shipmentId: string, at: string, findings: unknown[]) {
  await ok(call(runChecks, { method: "POST", token: user.token, params: { id: shipmentId } }), 200);
  await exec(sql`update compliance_check_runs set checked_at = ${at}::timestamptz, findings = ${JSON.stringify(findings)}::jsonb
                  where id = (select id from compliance_check_runs where shipment_id = ${shipmentId}
                              order by checked_at desc limit 1)`);
}

const SPRING_KOLKATA = { from: "2026-03-01", to: "2026-04-30", timeZone: "Asia/Kolkata" };
const SPRING_UTC = { from: "2026-03-01", to: "2026-04-30", timeZone: "UTC" };

beforeAll(async () => {
  owner = await registerTestUser();
  sharee = await registerTestUser({ firstName: "Sita" });
  stranger = await registerTestUser({ firstName: "Sam" });
  a = await makeWorld(owner, { read: sharee });
  b = await makeWorld(owner);
  c = await makeWorld(stranger);
  // A's credit is in EUR and its invoice in USD: an error in the invoice, finalised over it
  // (audited as document.compliance_override). B's world has no error in the invoice.
  await ok(
    call(putLc, { method: "PUT", token: owner.token, params: { id: a }, json: { ...LC_BODY, currency: "EUR" } }),
    200,
  );
  await ok(
    call(finalise, {
      method: "POST",
      token: owner.token,
      params: { id: a, x: "commercial_invoice" },
      json: { overrideComplianceErrors: true },
    }),
    200,
  );
  await ok(
    call(finalise, { method: "POST", token: owner.token, params: { id: b, x: "commercial_invoice" }, json: {} }),
    200,
  );
  await exec(sql`update shipment_documents set finalized_at = '2026-03-10T00:00:00Z' where shipment_id in (${a}, ${b})
                   and name = 'commercial_invoice'`);

  await checkRun(owner, a, "2026-03-05T00:00:00Z", [GROSS, HS]); // superseded within March
  await checkRun(owner, a, "2026-03-20T00:00:00Z", [GROSS, PARTIAL]);
  // 2026-03-31 19:00 UTC: 1 April 00:30 in Kolkata, 31 March in UTC.
  await checkRun(owner, a, "2026-03-31T19:00:00Z", [HS]);
  // 2026-02-28 19:00 UTC: 1 March 00:30 in Kolkata, February in UTC.
  await checkRun(owner, b, "2026-02-28T19:00:00Z", [GROSS, PARTIAL]);
  await checkRun(owner, b, "2026-04-10T00:00:00Z", []);
  // The sharee's own run of A (their view: the invoice only).
  await checkRun(sharee, a, "2026-03-15T00:00:00Z", [HS, NOTE]);
  await checkRun(stranger, c, "2026-03-10T00:00:00Z", [GROSS]);
}, 240_000);

describe("compliance_findings", () => {
  it("counts each shipment's latest run per month in Kolkata, and the finalisations without errors", async () => {
    const report = await runReport(complianceFindings, owner, SPRING_KOLKATA);
    // March: A's run of the 20th (its run of 1 April Kolkata time is April's) and B's of 1 March.
    // April: A's run of the 1st; B's of the 10th found nothing.
    expect(report.rows).toEqual([
      {
        key: "2026-03|lc.partial_shipment",
        month: "2026-03",
        checkId: "lc.partial_shipment",
        severity: "warning",
        findings: 2,
      },
      {
        key: "2026-03|weights.gross_mismatch",
        month: "2026-03",
        checkId: "weights.gross_mismatch",
        severity: "error",
        findings: 2,
      },
      {
        key: "2026-04|goods.hs_invalid",
        month: "2026-04",
        checkId: "goods.hs_invalid",
        severity: "error",
        findings: 1,
      },
    ]);
    // A's invoice was finalised over an error, B's without: 1 of 2.
    expect(report.totals).toEqual({ documentsFinalised: 2, finalisedWithoutErrors: 1, percent: "50.0" });
  });

  it("moves the boundary runs when the same days are read in UTC", async () => {
    const report = await runReport(complianceFindings, owner, SPRING_UTC);
    // March: A's latest is the run of 31 March 19:00; B's run of 28 February is before the period.
    expect(report.rows).toEqual([
      {
        key: "2026-03|goods.hs_invalid",
        month: "2026-03",
        checkId: "goods.hs_invalid",
        severity: "error",
        findings: 1,
      },
    ]);
  });

  it("counts for a sharee their own runs and the documents shared with them; a stranger sees none of it", async () => {
    const shared = await runReport(complianceFindings, sharee, SPRING_KOLKATA, { details: true });
    expect(shared.rows).toEqual([
      {
        key: "2026-03|goods.hs_invalid",
        month: "2026-03",
        checkId: "goods.hs_invalid",
        severity: "error",
        findings: 1,
      },
      { key: "2026-03|lc.info_note", month: "2026-03", checkId: "lc.info_note", severity: "info", findings: 1 },
    ]);
    expect(shared.totals).toEqual({ documentsFinalised: 1, finalisedWithoutErrors: 0, percent: "0.0" });
    expect(new Set(shared.details!.map((d) => d.shipmentId))).toEqual(new Set([a]));
    const strangers = await runReport(complianceFindings, stranger, SPRING_KOLKATA);
    expect(strangers.rows.map((r) => r.key)).toEqual(["2026-03|weights.gross_mismatch"]);
    expect(strangers.totals).toEqual({ documentsFinalised: 0, finalisedWithoutErrors: 0, percent: null });
  });

  it("lists the findings behind each row", async () => {
    const report = await runReport(complianceFindings, owner, SPRING_KOLKATA, { details: true });
    expect(report.details).toHaveLength(5);
    const gross = report.details!.filter((d) => d.rowKey === "2026-03|weights.gross_mismatch");
    expect(gross.map((d) => [d.shipmentId, d.values.checkedAt])).toEqual([
      [b, "2026-02-28T19:00:00.000Z"],
      [a, "2026-03-20T00:00:00.000Z"],
    ]);
    expect(gross[1]).toMatchObject({
      entity: "finding",
      link: `/exportdocs/${a}`,
      values: { checkId: "weights.gross_mismatch", severity: "error", message: "weights.gross_mismatch found" },
    });
  });

  it("answers through GET /api/reports/compliance_findings", async () => {
    const res = await call(reportRoute, {
      token: owner.token,
      params: { report: "compliance_findings" },
      path: "/api/reports/compliance_findings?from=2026-03-01&to=2026-04-30&tz=Asia/Kolkata",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.totals).toEqual({ documentsFinalised: 2, finalisedWithoutErrors: 1, percent: "50.0" });
    expect(res.body.rows.map((r: { key: string }) => r.key)).toEqual([
      "2026-03|lc.partial_shipment",
      "2026-03|weights.gross_mismatch",
      "2026-04|goods.hs_invalid",
    ]);
  });
});
