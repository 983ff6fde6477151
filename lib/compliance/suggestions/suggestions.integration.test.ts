import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as suggest } from "@/app/api/document/suggestions/route";
import { GET as hsSuggest } from "@/app/api/hs-codes/suggest/route";
import { POST as addSuggestions } from "@/app/api/shipments/[id]/suggestions/route";
import { GET as getShipment } from "@/app/api/shipments/[id]/route";
import { POST as createShipment } from "@/app/api/shipments/route";
import { getDb } from "@/lib/db/client";
import { auditLog, complianceSuggestionAnswers } from "@/models";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call } from "@/test/http";

const REQUEST = {
  export_country: "IN",
  import_country: "DE",
  commodity: "frozen prawns",
  value: "42000.00",
  currency: "USD",
  transport: "sea",
  product_nature: "fish_seafood",
  incoterm: "CIF",
  payment_terms: "lc",
  containerized: true,
};

let owner: TestUser;
beforeAll(async () => {
  owner = await registerTestUser();
});

async function newShipment(templates = ["commercial_invoice"]) {
  const res = await call(createShipment, {
    method: "POST",
    token: owner.token,
    json: { reference: `SUG-${Math.random().toString(36).slice(2, 10)}`, templates },
  });
  expect(res.status).toBe(201);
  return res.body.shipment.id as string;
}

describe("POST /api/document/suggestions", () => {
  it("answers the checklist with reasons, the HS candidates and the rule-set version", async () => {
    const res = await call(suggest, { method: "POST", token: owner.token, json: REQUEST });
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.ruleSetVersion).toBe("2026.11.1");
    expect(body.hs.source).toBe("suggested");
    expect(body.hs.code.slice(0, 4)).toBe("0306");
    expect(body.productNatures).toEqual(["food", "fish_seafood"]);
    const keys = body.documents.map((d: { key: string }) => d.key);
    // D2 (EIC for fish to the EU), I1 (CIF insurance), L1 (draft), M1 (VGM, containers), D1 (EORI).
    expect(keys).toEqual(
      expect.arrayContaining([
        "eic_health_certificate",
        "insurance_certificate",
        "bill_of_exchange",
        "vgm_declaration",
        "eori_number",
      ]),
    );
    expect(keys).not.toContain("air_waybill");
    const eic = body.documents.find((d: { key: string }) => d.key === "eic_health_certificate");
    expect(eic).toMatchObject({
      level: "required",
      responsibleParty: "exporter",
      templateKey: null,
      reasons: [
        expect.objectContaining({
          ruleId: "D2.eic_health_certificate",
          authority: expect.stringContaining("Export Inspection Council"),
        }),
      ],
    });
    expect(body.notes.map((n: { ruleId: string }) => n.ruleId)).toContain("L1.documents_46a");
  });

  it("reads a JSON number value from its decimal text and resolves country names", async () => {
    const res = await call(suggest, {
      method: "POST",
      token: owner.token,
      json: {
        ...REQUEST,
        export_country: "India",
        import_country: "United States of America",
        value: 50000.01,
        currency: "INR",
        inland_road_leg: true,
      },
    });
    expect(res.status).toBe(200);
    const keys = res.body.documents.map((d: { key: string }) => d.key);
    // 50000.01 > 50000 (B3): only true if the value was read as 50000.01 exactly.
    expect(keys).toContain("e_way_bill");
    expect(keys).toContain("importer_security_filing");
    expect(keys).not.toContain("eori_number");
  });

  it("a confirmed hs_code is used as given", async () => {
    const res = await call(suggest, {
      method: "POST",
      token: owner.token,
      json: { ...REQUEST, product_nature: "general", hs_code: "0306.17" },
    });
    expect(res.status).toBe(200);
    expect(res.body.hs).toEqual({ code: "030617", source: "given", candidates: [] });
    expect(res.body.documents.map((d: { key: string }) => d.key)).toContain("eic_health_certificate");
  });

  it("400 names each bad field", async () => {
    const res = await call(suggest, {
      method: "POST",
      token: owner.token,
      json: {
        export_country: "Atlantis",
        import_country: "DE",
        commodity: "x",
        value: "-5",
        transport: "boat",
        product_nature: [],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    const paths = res.body.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["export_country", "value", "transport", "product_nature"]));
    expect(paths).not.toContain("import_country");
    expect(res.body.message).toContain("export_country");
  });

  it("a missing body field is named", async () => {
    const res = await call(suggest, { method: "POST", token: owner.token, json: { ...REQUEST, transport: undefined } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      expect.objectContaining({ path: "transport", message: expect.stringContaining("transport is required") }),
    ]);
  });

  it("with shipmentId, records the answer and its rule-set version on the shipment, audited", async () => {
    const shipmentId = await newShipment();
    const res = await call(suggest, { method: "POST", token: owner.token, json: { ...REQUEST, shipmentId } });
    expect(res.status).toBe(200);
    const db = await getDb();
    const rows = await db
      .select()
      .from(complianceSuggestionAnswers)
      .where(eq(complianceSuggestionAnswers.shipmentId, shipmentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ruleSetVersion: "2026.11.1", requestedBy: owner.id });
    expect((rows[0]!.request as { value: string }).value).toBe("42000.00");
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, shipmentId), eq(auditLog.action, "shipment.suggestions_recorded")));
    expect(audit).toHaveLength(1);
  });

  it("another user's shipment is a 404 and records nothing", async () => {
    const shipmentId = await newShipment();
    const stranger = await registerTestUser();
    const res = await call(suggest, { method: "POST", token: stranger.token, json: { ...REQUEST, shipmentId } });
    expect(res.status).toBe(404);
    const db = await getDb();
    expect(
      await db.select().from(complianceSuggestionAnswers).where(eq(complianceSuggestionAnswers.shipmentId, shipmentId)),
    ).toEqual([]);
  });
});

describe("POST /api/shipments/{id}/suggestions", () => {
  it("creates the missing documents Exportly has, keeps the existing ones, records the answer", async () => {
    const shipmentId = await newShipment(["commercial_invoice"]);
    const res = await call(addSuggestions, {
      method: "POST",
      token: owner.token,
      params: { id: shipmentId },
      json: REQUEST,
    });
    expect(res.status).toBe(200);
    // Templates for this checklist: invoice (had), packing list, CoO (recommended), B/L
    // instructions (sea), shipping bill (from India by sea), insurance (CIF), bill of exchange
    // (LC), proforma (LC).
    expect(res.body.added.sort()).toEqual(
      [
        "bill_of_exchange",
        "bill_of_lading_instructions",
        "certificate_of_origin",
        "insurance_certificate",
        "packing_list",
        "proforma_invoice",
        "shipping_bill",
      ].sort(),
    );
    const shipment = await call(getShipment, { token: owner.token, params: { id: shipmentId } });
    expect([...shipment.body.shipment.templates].sort()).toEqual(["commercial_invoice", ...res.body.added].sort());
    // A second time adds nothing and records a second answer.
    const again = await call(addSuggestions, {
      method: "POST",
      token: owner.token,
      params: { id: shipmentId },
      json: REQUEST,
    });
    expect(again.body.added).toEqual([]);
    const db = await getDb();
    expect(
      await db.select().from(complianceSuggestionAnswers).where(eq(complianceSuggestionAnswers.shipmentId, shipmentId)),
    ).toHaveLength(2);
  });

  it("documents narrows what is added; a key not in the checklist is a 400", async () => {
    const shipmentId = await newShipment(["commercial_invoice"]);
    const res = await call(addSuggestions, {
      method: "POST",
      token: owner.token,
      params: { id: shipmentId },
      json: { ...REQUEST, documents: ["packing_list", "eic_health_certificate"] },
    });
    expect(res.status).toBe(200);
    expect(res.body.added).toEqual(["packing_list"]);
    const bad = await call(addSuggestions, {
      method: "POST",
      token: owner.token,
      params: { id: shipmentId },
      json: { ...REQUEST, documents: ["air_waybill"] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("documents");
  });
});

describe("GET /api/hs-codes/suggest", () => {
  it("ranks six-digit candidates with the words that matched", async () => {
    const res = await call(hsSuggest, { token: owner.token, path: "/api/hs-codes/suggest?q=tee%20shirts" });
    expect(res.status).toBe(200);
    expect(res.body.candidates[0]).toMatchObject({ code: expect.stringMatching(/^6109/), score: 1 });
    expect(res.body.candidates[0].matchedTerms).toContain("t-shirts");
  });

  it("an empty query answers no candidates", async () => {
    const res = await call(hsSuggest, { token: owner.token, path: "/api/hs-codes/suggest?q=" });
    expect(res.body).toEqual({ candidates: [] });
  });
});
