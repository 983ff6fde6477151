import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as insights } from "@/app/api/compliance/insights/route";
import { POST as finalise } from "@/app/api/shipments/[id]/[x]/finalise/route";
import { GET as getDoc, PUT as saveDoc } from "@/app/api/shipments/[id]/[x]/route";
import { POST as runChecks } from "@/app/api/shipments/[id]/compliance-checks/route";
import { GET as latest } from "@/app/api/shipments/[id]/compliance-checks/latest/route";
import { DELETE as deleteLc, GET as getLc, PUT as putLc } from "@/app/api/shipments/[id]/letter-of-credit/route";
import { POST as parse } from "@/app/api/letters-of-credit/parse/route";
import { getDb } from "@/lib/db/client";
import { auditLog } from "@/models";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call } from "@/test/http";
import { sampleData } from "@/test/sample-invoice";
import { withMailbox, withTemporaryBlobStore } from "@/test/suite-fixtures";
import { LC_BODY, makeWorld } from "@/test/compliance-world";

withTemporaryBlobStore("compliance");
withMailbox();

let owner: TestUser;
let reader: TestUser;
beforeAll(async () => {
  [owner, reader] = await Promise.all([registerTestUser(), registerTestUser({ firstName: "Bina", role: "bank" })]);
});

const audits = async (entityId: string, action: string) =>
  (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));

describe("letters of credit", () => {
  it("stores the MT700 fields, answers them as sent with the amount in minor digits, and audits", async () => {
    const id = await makeWorld(owner);
    const got = await call(getLc, { token: owner.token, params: { id } });
    expect(got.status).toBe(200);
    expect(got.body.letterOfCredit).toMatchObject({
      ...LC_BODY,
      amount: "900.00",
      presentationPeriodDays: 21,
      placeOfTakingInCharge: null,
      documentsRequiredText: null,
      version: 1,
    });
    const put = await call(putLc, {
      method: "PUT",
      token: owner.token,
      params: { id },
      json: { ...LC_BODY, currency: "jpy", amount: "125000", presentationPeriodDays: 15 },
    });
    expect(put.status).toBe(200);
    expect(put.body.letterOfCredit).toMatchObject({
      currency: "JPY",
      amount: "125000",
      presentationPeriodDays: 15,
      version: 2,
    });
    const lcId = await findLcId(id);
    expect((await audits(lcId, "letter_of_credit.created")).length).toBe(1);
    expect((await audits(lcId, "letter_of_credit.updated")).length).toBe(1);
    expect((await call(deleteLc, { method: "DELETE", token: owner.token, params: { id } })).status).toBe(204);
    expect((await audits(lcId, "letter_of_credit.deleted")).length).toBe(1);
    expect((await call(getLc, { token: owner.token, params: { id } })).status).toBe(404);
    expect((await call(deleteLc, { method: "DELETE", token: owner.token, params: { id } })).status).toBe(404);
  });

  it("refuses bad terms with a 400 naming each field", async () => {
    const id = await makeWorld(owner);
    const res = await call(putLc, {
      method: "PUT",
      token: owner.token,
      params: { id },
      json: {
        ...LC_BODY,
        amount: 900,
        expiryDate: "2026-02-30",
        tolerancePlusPercent: 5.5,
        documentsRequired: ["commercial_invoice", "passport"],
        colour: "red",
      },
    });
    expect(res.status).toBe(400);
    const paths = res.body.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(["amount", "expiryDate", "tolerancePlusPercent", "documentsRequired.1"]),
    );
    const precise = await call(putLc, {
      method: "PUT",
      token: owner.token,
      params: { id },
      json: { ...LC_BODY, amount: "900.001" },
    });
    expect(precise.status).toBe(400);
    expect(precise.body.issues[0]).toMatchObject({
      path: "amount",
      message: expect.stringMatching(/at most 2 digits/),
    });
    const late = await call(putLc, {
      method: "PUT",
      token: owner.token,
      params: { id },
      json: { ...LC_BODY, latestShipmentDate: "2026-08-01" },
    });
    expect(late.body.issues[0].path).toBe("latestShipmentDate");
  });

  it("parses a pasted MT700 over HTTP; refuses text without fields", async () => {
    const ok = await call(parse, {
      method: "POST",
      token: owner.token,
      json: { mt700: ":20:ABC\n:32B:USD1000,\n:31D:260901PARIS" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      letterOfCredit: {
        documentaryCreditNumber: "ABC",
        currency: "USD",
        amount: "1000.00",
        expiryDate: "2026-09-01",
        expiryPlace: "PARIS",
        documentsRequired: [],
        presentationPeriodDays: 21,
      },
      unparsed: [],
    });
    const bad = await call(parse, { method: "POST", token: owner.token, json: { mt700: "hello" } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("mt700");
    expect((await call(parse, { method: "POST", token: owner.token, json: {} })).body.issues[0].path).toBe("mt700");
  });
});

async function findLcId(shipmentId: string): Promise<string> {
  const { lettersOfCredit } = await import("@/models");
  const [row] = await (await getDb()).select().from(lettersOfCredit).where(eq(lettersOfCredit.shipmentId, shipmentId));
  return row!.id;
}

describe("compliance checks", () => {
  it("finds a weight planted on the packing list, links the field, stores the run, and re-runs clean", async () => {
    const id = await makeWorld(owner);
    const never = await call(latest, { token: owner.token, params: { id } });
    expect(never.body).toEqual({ ruleSetVersion: null, checkedAt: null, findings: [], summary: null });

    // The packing list keeps its own goods lines, line 1 at 25.000 kg gross instead of 22.000.
    const lines = sampleData(2).lineItems;
    const planted = [{ ...lines[0], grossWeight: "25.000" }, lines[1]];
    const saved = await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: { id, x: "packing_list" },
      json: { data: { packingListNumber: "PL-1", lineItems: planted }, overrides: ["lineItems"] },
    });
    expect(saved.status).toBe(200);
    const run = await call(runChecks, { method: "POST", token: owner.token, params: { id } });
    expect(run.status).toBe(200);
    const weight = run.body.findings.find((f: { checkId: string }) => f.checkId === "weights.gross_mismatch");
    // Invoice 22 + 22 = 44.000 kg; packing list 25 + 22 = 47.000 kg.
    expect(weight).toMatchObject({
      severity: "error",
      documents: ["commercial_invoice", "packing_list"],
      rule: { citation: expect.stringMatching(/UCP 600 art\. 14\(d\)/) },
    });
    expect(weight.message).toMatch(/commercial invoice: 44\.000 kg; packing list: 47\.000 kg/);
    expect(weight.fields).toContainEqual({ document: "packing_list", path: "lineItems.0.grossWeight" });
    expect(run.body.summary).toMatchObject({ blocking: true });
    const stored = await call(latest, { token: owner.token, params: { id } });
    expect(stored.body).toEqual({ ...run.body });

    await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: { id, x: "packing_list" },
      json: { data: { packingListNumber: "PL-1", lineItems: lines }, overrides: [] },
    });
    const again = await call(runChecks, { method: "POST", token: owner.token, params: { id } });
    expect(again.body.findings.map((f: { checkId: string }) => f.checkId)).not.toContain("weights.gross_mismatch");
  });

  it("a sharee's run covers only what is shared with them, and is kept for them", async () => {
    const id = await makeWorld(owner, { read: reader });
    await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: { id, x: "packing_list" },
      json: {
        data: { lineItems: [{ ...sampleData(1).lineItems[0], grossWeight: "30.000" }] },
        overrides: ["lineItems"],
      },
    });
    const mine = await call(runChecks, { method: "POST", token: reader.token, params: { id } });
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).not.toContain("packing_list");
    const ownerLatest = await call(latest, { token: owner.token, params: { id } });
    expect(ownerLatest.body.checkedAt).toBeNull();
    expect((await call(latest, { token: reader.token, params: { id } })).body.checkedAt).toBe(mine.body.checkedAt);
  });

  it("finalising with open errors answers 409 listing them; the override finalises and is audited", async () => {
    const id = await makeWorld(owner);
    // The invoice totals 2 × 100 × 4.25 = 850.00 USD; a credit in EUR is an error in the invoice.
    await call(putLc, { method: "PUT", token: owner.token, params: { id }, json: { ...LC_BODY, currency: "EUR" } });
    const refused = await call(finalise, {
      method: "POST",
      token: owner.token,
      params: { id, x: "commercial_invoice" },
      json: {},
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("conflict");
    expect(refused.body.issues).toContainEqual({
      path: "currency",
      message: expect.stringMatching(/credit is in EUR/),
    });
    const doc = await call(getDoc, { token: owner.token, params: { id, x: "commercial_invoice" } });
    expect(doc.body.document.state).not.toBe("final");

    const done = await call(finalise, {
      method: "POST",
      token: owner.token,
      params: { id, x: "commercial_invoice" },
      json: { overrideComplianceErrors: true },
    });
    expect(done.status).toBe(200);
    expect(done.body.document.state).toBe("final");
    const entries = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "document.compliance_override"));
    const entry = entries.find((e) => (e.data as { shipmentId?: string }).shipmentId === id);
    expect(entry!.data).toMatchObject({
      name: "commercial_invoice",
      findings: expect.arrayContaining([expect.objectContaining({ checkId: "lc.currency_mismatch" })]),
    });
  });

  it("insights count open findings and blocked shipments across my shipments only", async () => {
    const analyst = await registerTestUser();
    const id = await makeWorld(analyst);
    await call(putLc, { method: "PUT", token: analyst.token, params: { id }, json: { ...LC_BODY, currency: "EUR" } });
    await call(runChecks, { method: "POST", token: analyst.token, params: { id } });
    const res = await call(insights, { token: analyst.token, path: "/api/compliance/insights" });
    expect(res.status).toBe(200);
    expect(res.body.shipmentsChecked).toBe(1);
    expect(res.body.blockedShipments).toEqual([
      expect.objectContaining({ shipmentId: id, errors: expect.any(Number) }),
    ]);
    expect(res.body.openFindingsByCheck).toContainEqual(
      expect.objectContaining({ checkId: "lc.currency_mismatch", count: 1, shipments: 1 }),
    );
    expect(res.body.frequentDiscrepancies).toContainEqual(
      expect.objectContaining({ checkId: "lc.currency_mismatch", runs: 1 }),
    );
    const other = await call(insights, { token: reader.token, path: "/api/compliance/insights" });
    expect(JSON.stringify(other.body)).not.toContain(id);
  });
});
