import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as getDoc, PUT as saveDoc } from "@/app/api/shipments/[id]/[x]/route";
import { POST as finalise } from "@/app/api/shipments/[id]/[x]/finalise/route";
import { GET as pdf } from "@/app/api/shipments/[id]/[x]/pdf/route";
import { GET as listVersions } from "@/app/api/shipments/[id]/[x]/versions/route";
import { GET as getVersion, POST as restore } from "@/app/api/shipments/[id]/[x]/versions/[version]/route";
import { DELETE as deleteShipment, GET as getShipment } from "@/app/api/shipments/[id]/route";
import { PUT as setDocuments } from "@/app/api/shipments/documents/[id]/route";
import { POST as duplicate } from "@/app/api/shipments/duplicate/[id]/route";
import { PUT as rename } from "@/app/api/shipments/reference/[id]/route";
import { GET as list, POST as create } from "@/app/api/shipments/route";
import { PUT as changeStatus } from "@/app/api/shipments/status/[id]/route";
import { GET as templates } from "@/app/api/templates/route";
import { GET as verify } from "@/app/api/verify/document/[sha256]/route";
import { getDb } from "@/lib/db/client";
import { LocalBlobStore, setBlobStore } from "@/lib/storage/blob-store";
import { auditLog, shipmentDocuments, shipments } from "@/models";
import { call, PASSWORD, uniqueEmail } from "@/test/http";
import { pdfPages } from "@/test/pdf-text";

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "exportly-docs-"));
beforeAll(() => setBlobStore(new LocalBlobStore(filesDir)));
afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }));

async function newUser(company = "Asha Textiles Pvt Ltd") {
  const res = await call(register, {
    method: "POST",
    json: { email: uniqueEmail(), password: PASSWORD, firstName: "Asha", lastName: "Verma", role: "exporter", company },
  });
  expect(res.status).toBe(201);
  return { id: res.body.user.id as string, token: res.body.token as string };
}

let owner: { id: string; token: string };
let stranger: { id: string; token: string };
beforeAll(async () => {
  owner = await newUser();
  stranger = await newUser("Someone Else Ltd");
});

async function newShipment(
  token: string,
  reference = `REF-${Math.random().toString(36).slice(2, 9)}`,
  templateKeys = ["commercial_invoice", "packing_list", "bill_of_exchange"],
) {
  const res = await call(create, { method: "POST", token, json: { reference, templates: templateKeys } });
  expect(res.status).toBe(201);
  return res.body.shipment as {
    id: string;
    reference: string;
    documents: { name: string; state: string; version: number }[];
  };
}

const consignee = { name: "Gulf Traders LLC", address: "Port Saeed", city: "Dubai", country: "AE" };
const exporter = {
  name: "Asha Verma",
  company: "Asha Textiles Pvt Ltd",
  address: "12 Mill Road",
  city: "Mumbai",
  country: "IN",
};
const items = [
  {
    description: "Cotton shirts",
    hsCode: "620520",
    quantity: "100",
    unit: "PCS",
    unitPrice: "4.25",
    netWeight: "20.5",
    grossWeight: "22",
    packages: 4,
    packageKind: "Cartons",
    marks: "AT/1-4",
  },
  {
    description: "Linen trousers",
    hsCode: "6203.39",
    quantity: "50.5",
    unit: "PCS",
    unitPrice: "10.10",
    netWeight: "15.25",
    grossWeight: "17",
    packages: 2,
  },
];
const invoiceData = {
  invoiceNumber: "EXP/2026/0042",
  invoiceDate: "2026-11-20",
  exporter,
  consignee,
  portOfLoading: { code: "INNSA" },
  portOfDischarge: { code: "AEJEA" },
  incoterm: { rule: "FOB", place: "Nhava Sheva" },
  currency: "USD",
  transportMode: "sea",
  lineItems: items,
  freight: "0",
};

const docParams = (id: string, x: string) => ({ id, x });

describe("GET /api/templates", () => {
  it("lists the eight templates with titles, descriptions and the fields the editor renders", async () => {
    const res = await call(templates);
    expect(res.status).toBe(200);
    expect(res.body.templates.map((t: { key: string }) => t.key)).toEqual([
      "commercial_invoice",
      "proforma_invoice",
      "packing_list",
      "certificate_of_origin",
      "bill_of_lading_instructions",
      "shipping_bill",
      "insurance_certificate",
      "bill_of_exchange",
    ]);
    const invoice = res.body.templates[0];
    expect(invoice.title).toBe("Commercial invoice");
    const fields = invoice.sections.flatMap((s: { fields: unknown[] }) => s.fields);
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: "consignee", shared: true }),
        expect.objectContaining({ key: "invoiceNumber", shared: false }),
      ]),
    );
    expect(res.body.lineItemFields.map((f: { key: string }) => f.key)).toContain("hsCode");
  });
});

describe("POST /api/shipments", () => {
  it("creates a draft shipment with one empty document per template, and audits it", async () => {
    const res = await call(create, {
      method: "POST",
      token: owner.token,
      json: { reference: "  SHIP-001  ", templates: ["packing_list", "commercial_invoice"] },
    });
    expect(res.status).toBe(201);
    const s = res.body.shipment;
    expect(s).toMatchObject({
      reference: "SHIP-001",
      status: "draft",
      templates: ["packing_list", "commercial_invoice"],
      allowedStatuses: ["in_progress", "cancelled"],
    });
    expect(s.documents).toEqual([
      expect.objectContaining({ name: "packing_list", title: "Packing list", state: "empty", version: 0 }),
      expect.objectContaining({ name: "commercial_invoice", state: "empty", version: 0 }),
    ]);
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, s.id), eq(auditLog.action, "shipment.created")));
    expect(audit).toHaveLength(1);
  });

  it("refuses a duplicate reference (409), bad input (400) and anonymous calls (401)", async () => {
    await newShipment(owner.token, "DUP-1");
    const dup = await call(create, { method: "POST", token: owner.token, json: { reference: "DUP-1", templates: [] } });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe("conflict");
    // Another owner may use the same reference.
    expect((await call(create, { method: "POST", token: stranger.token, json: { reference: "DUP-1" } })).status).toBe(
      201,
    );
    for (const [json, pathName] of [
      [{ reference: "", templates: [] }, "reference"],
      [{ reference: "x".repeat(65) }, "reference"],
      [{}, "reference"],
      [{ reference: "OK", templates: ["nope"] }, "templates.0"],
      [{ reference: "OK", templates: ["packing_list", "packing_list"] }, "templates"],
    ] as const) {
      const res = await call(create, { method: "POST", token: owner.token, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(pathName);
    }
    expect((await call(create, { method: "POST", json: { reference: "X" } })).status).toBe(401);
  });
});

describe("GET /api/shipments", () => {
  it("pages newest first with a stable cursor, searches the reference and filters by status", async () => {
    const user = await newUser();
    const made: string[] = [];
    for (let i = 0; i < 23; i++)
      made.push((await newShipment(user.token, `LIST-${String(i).padStart(2, "0")}${i === 7 ? "_50%" : ""}`, [])).id);
    // Same created_at for several rows: the id breaks the tie.
    const db = await getDb();
    await db
      .update(shipments)
      .set({ createdAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(shipments.ownerId, user.id));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: { shipments: { id: string }[]; nextCursor: string | null } } = await call(
        list,
        {
          token: user.token,
          path: `/api/shipments?limit=10${cursor ? `&cursor=${cursor}` : ""}`,
        },
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.shipments.map((s) => s.id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    expect(seen).toEqual([...made].sort().reverse());

    const fresh = await newShipment(user.token, "LIST-NEWEST", []);
    const first = await call(list, { token: user.token, path: "/api/shipments?limit=1" });
    expect(first.body.shipments[0].id).toBe(fresh.id);

    const search = await call(list, { token: user.token, path: "/api/shipments?q=50%25" });
    expect(search.body.shipments.map((s: { reference: string }) => s.reference)).toEqual(["LIST-07_50%"]);
    const caseless = await call(list, { token: user.token, path: "/api/shipments?q=list-1" });
    expect(caseless.body.shipments).toHaveLength(10);

    await call(changeStatus, {
      method: "PUT",
      token: user.token,
      params: { id: fresh.id },
      json: { status: "in_progress" },
    });
    const filtered = await call(list, { token: user.token, path: "/api/shipments?status=in_progress" });
    expect(filtered.body.shipments.map((s: { id: string }) => s.id)).toEqual([fresh.id]);
    expect(filtered.body.nextCursor).toBeNull();
  });

  it("shows only the caller's shipments and refuses bad parameters", async () => {
    const mine = await newShipment(owner.token);
    await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: docParams(mine.id, "commercial_invoice"),
      json: { data: { invoiceNumber: "L-1" } },
    });
    const own = await call(list, { token: owner.token, path: "/api/shipments?limit=1" });
    expect(own.body.shipments[0]).toMatchObject({ id: mine.id, reference: mine.reference, status: "draft" });
    expect(own.body.shipments[0].documents).toEqual([
      {
        name: "commercial_invoice",
        title: "Commercial invoice",
        state: "draft",
        version: 1,
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        finalizedAt: null,
        access: "edit",
      },
      expect.objectContaining({ name: "packing_list", state: "empty", version: 0 }),
      expect.objectContaining({ name: "bill_of_exchange", state: "empty", version: 0 }),
    ]);
    const theirs = await call(list, { token: stranger.token, path: "/api/shipments?limit=100" });
    expect(theirs.body.shipments.map((s: { id: string }) => s.id)).not.toContain(mine.id);
    expect((await call(list, { token: owner.token, path: "/api/shipments?limit=0" })).status).toBe(400);
    expect((await call(list, { token: owner.token, path: "/api/shipments?status=lost" })).status).toBe(400);
    const badCursor = await call(list, { token: owner.token, path: "/api/shipments?cursor=garbage" });
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.issues[0].path).toBe("cursor");
    expect((await call(list, {})).status).toBe(401);
  });
});

describe("PUT /api/shipments/reference/{id}", () => {
  it("renames, audits, and refuses a taken reference, bad input and other users", async () => {
    const a = await newShipment(owner.token);
    const b = await newShipment(owner.token);
    const res = await call(rename, {
      method: "PUT",
      token: owner.token,
      params: { id: a.id },
      json: { reference: "RENAMED-A" },
    });
    expect(res.status).toBe(200);
    expect(res.body.shipment.reference).toBe("RENAMED-A");
    const db = await getDb();
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, a.id), eq(auditLog.action, "shipment.renamed"))),
    ).toHaveLength(1);
    const one = await call(getShipment, { token: owner.token, params: { id: a.id } });
    expect(one.status).toBe(200);
    expect(one.body.shipment).toMatchObject({ id: a.id, reference: "RENAMED-A", documents: expect.any(Array) });
    expect(
      (
        await call(rename, {
          method: "PUT",
          token: owner.token,
          params: { id: b.id },
          json: { reference: "RENAMED-A" },
        })
      ).status,
    ).toBe(409);
    expect(
      (await call(rename, { method: "PUT", token: owner.token, params: { id: b.id }, json: { reference: "" } })).status,
    ).toBe(400);
    expect(
      (await call(rename, { method: "PUT", token: stranger.token, params: { id: a.id }, json: { reference: "MINE" } }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(rename, {
          method: "PUT",
          token: owner.token,
          params: { id: "not-a-uuid" },
          json: { reference: "X" },
        })
      ).status,
    ).toBe(404);
  });
});

describe("PUT /api/shipments/status/{id}", () => {
  it("follows the state machine and lists the allowed statuses on an illegal move", async () => {
    const s = await newShipment(owner.token);
    const move = (status: string, token = owner.token) =>
      call(changeStatus, { method: "PUT", token, params: { id: s.id }, json: { status } });
    const illegal = await move("shipped");
    expect(illegal.status).toBe(422);
    expect(illegal.body.allowed).toEqual(["in_progress", "cancelled"]);
    for (const status of ["in_progress", "ready", "shipped"]) expect((await move(status)).status).toBe(200);
    const noCancel = await move("cancelled");
    expect(noCancel.status).toBe(422);
    expect(noCancel.body.allowed).toEqual(["delivered"]);
    expect((await move("delivered")).body.shipment.allowedStatuses).toEqual(["closed"]);
    expect((await move("closed")).status).toBe(200);
    expect((await move("draft")).body.message).toMatch(/cannot change status/);
    expect((await move("bogus")).status).toBe(400);
    expect((await move("closed", stranger.token)).status).toBe(404);
    const db = await getDb();
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, s.id), eq(auditLog.action, "shipment.status_changed"))),
    ).toHaveLength(5);
  });

  it("cancels from any state before shipped", async () => {
    for (const path of [[], ["in_progress"], ["in_progress", "ready"]]) {
      const s = await newShipment(owner.token);
      for (const status of path)
        await call(changeStatus, { method: "PUT", token: owner.token, params: { id: s.id }, json: { status } });
      const res = await call(changeStatus, {
        method: "PUT",
        token: owner.token,
        params: { id: s.id },
        json: { status: "cancelled" },
      });
      expect(res.status).toBe(200);
      expect(res.body.shipment.allowedStatuses).toEqual([]);
    }
  });
});

describe("documents: shared data, overrides, stale versions (optimistic locking), history", () => {
  it("a consignee saved in the commercial invoice shows in the packing list without retyping", async () => {
    const s = await newShipment(owner.token);
    const saved = await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: docParams(s.id, "commercial_invoice"),
      json: { data: invoiceData, version: 0 },
    });
    expect(saved.status).toBe(200);
    const doc = saved.body.document;
    expect(doc).toMatchObject({
      name: "commercial_invoice",
      state: "draft",
      version: 1,
      updatedBy: owner.id,
      overrides: [],
    });
    expect(doc.data.portOfLoading.name).toMatch(/Nhava Sheva/);
    // 100 × 4.25 = 425.00; 50.5 × 10.10 = 510.05
    expect(doc.totals).toMatchObject({
      currency: "USD",
      lineAmounts: ["425.00", "510.05"],
      subtotal: "935.05",
      total: "935.05",
      totalPackages: 6,
      totalNetWeight: "35.750",
      totalGrossWeight: "39.000",
    });

    const packing = await call(getDoc, { token: owner.token, params: docParams(s.id, "packing_list") });
    expect(packing.status).toBe(200);
    expect(packing.body.document.data).toMatchObject({ consignee, exporter, lineItems: expect.any(Array) });
    expect(packing.body.document.data.invoiceNumber).toBeUndefined();
    expect(packing.body.document.state).toBe("empty");
    // Its view changed, so it moved to a new version with the shared paths as the change.
    expect(packing.body.document.version).toBe(1);

    // Editing the consignee in the packing list changes it for the invoice too.
    const moved = { ...consignee, address: "Jebel Ali Free Zone" };
    const plSave = await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: docParams(s.id, "packing_list"),
      json: { data: { ...packing.body.document.data, consignee: moved, packingListNumber: "PL-1" }, version: 1 },
    });
    expect(plSave.status).toBe(200);
    const invoice = await call(getDoc, { token: owner.token, params: docParams(s.id, "commercial_invoice") });
    expect(invoice.body.document.data.consignee.address).toBe("Jebel Ali Free Zone");
    expect(invoice.body.document.data.invoiceNumber).toBe("EXP/2026/0042");
    expect(invoice.body.document.version).toBe(2);

    const history = await call(listVersions, { token: owner.token, params: docParams(s.id, "commercial_invoice") });
    expect(history.status).toBe(200);
    expect(history.body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(history.body.versions[0]).toMatchObject({
      changes: ["consignee.address"],
      actor: { id: owner.id, name: "Asha Verma" },
    });
    expect(history.body.versions[1].changes).toEqual(
      expect.arrayContaining(["invoiceNumber", "consignee", "lineItems"]),
    );

    const db = await getDb();
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, "document.saved"));
    expect(
      audits.some((a) => (a.data as { propagatedTo?: string[] }).propagatedTo?.includes("commercial_invoice")),
    ).toBe(true);
  });

  it("an override keeps a shared field on one document only, and can be dropped again", async () => {
    const s = await newShipment(owner.token);
    await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: docParams(s.id, "commercial_invoice"),
      json: { data: invoiceData },
    });
    const special = { ...consignee, name: "Gulf Traders (invoice copy)" };
    const res = await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: docParams(s.id, "commercial_invoice"),
      json: { data: { ...invoiceData, consignee: special }, overrides: ["consignee"] },
    });
    expect(res.body.document.overrides).toEqual(["consignee"]);
    expect(res.body.document.data.consignee.name).toBe("Gulf Traders (invoice copy)");
    const packing = await call(getDoc, { token: owner.token, params: docParams(s.id, "packing_list") });
    expect(packing.body.document.data.consignee.name).toBe("Gulf Traders LLC");
    const back = await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: docParams(s.id, "commercial_invoice"),
      json: { data: { invoiceNumber: "EXP/2026/0042" }, overrides: [] },
    });
    expect(back.body.document.overrides).toEqual([]);
    expect(back.body.document.data.consignee.name).toBe("Gulf Traders LLC");
    // Own fields left out are cleared; shared ones left out are kept.
    expect(back.body.document.data.invoiceDate).toBeUndefined();
    expect(back.body.document.data.currency).toBe("USD");
    const bad = await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: docParams(s.id, "bill_of_exchange"),
      json: { data: {}, overrides: ["lineItems"] },
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await call(saveDoc, {
          method: "PUT",
          token: owner.token,
          params: docParams(s.id, "bill_of_exchange"),
          json: { data: {}, overrides: ["nope"] },
        })
      ).status,
    ).toBe(400);
  });

  it("a stale save answers 409 with the current document and writes nothing; omitting the version overwrites", async () => {
    const s = await newShipment(owner.token);
    const first = await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: docParams(s.id, "commercial_invoice"),
      json: { data: invoiceData, version: 0 },
    });
    expect(first.body.document.version).toBe(1);
    // Tab A saves; tab B, still on version 1… no: tab B opened at version 0.
    const stale = await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: docParams(s.id, "commercial_invoice"),
      json: { data: { ...invoiceData, invoiceNumber: "B" }, version: 0 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("stale_version");
    expect(stale.body.document).toMatchObject({ version: 1, data: { invoiceNumber: "EXP/2026/0042" } });
    // A shared change made through the invoice makes the packing list's open editor stale too.
    const plStale = await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: docParams(s.id, "packing_list"),
      json: { data: { consignee: null }, version: 0 },
    });
    expect(plStale.status).toBe(409);
    const overwrite = await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: docParams(s.id, "commercial_invoice"),
      json: { data: { ...invoiceData, invoiceNumber: "B" } },
    });
    expect(overwrite.status).toBe(200);
    expect(overwrite.body.document).toMatchObject({ version: 2, data: { invoiceNumber: "B" } });
    // A save that changes nothing keeps the version.
    const same = await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: docParams(s.id, "commercial_invoice"),
      json: { data: { ...invoiceData, invoiceNumber: "B" }, version: 2 },
    });
    expect(same.body.document.version).toBe(2);
  });

  it("refuses invalid data with every issue under data.*, and unknown or missing documents with 404", async () => {
    const s = await newShipment(owner.token);
    const res = await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: docParams(s.id, "commercial_invoice"),
      json: {
        data: {
          currency: "JPY",
          freight: "1.5",
          portOfLoading: { code: "XXXXX" },
          lineItems: [{ hsCode: "12", unitPrice: 3 }],
          extra: true,
        },
        version: 0,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining([
        "data.portOfLoading.code",
        "data.lineItems.0.hsCode",
        "data.lineItems.0.unitPrice",
        "data",
      ]),
    );
    expect(
      (
        await call(saveDoc, {
          method: "PUT",
          token: owner.token,
          params: docParams(s.id, "commercial_invoice"),
          json: { data: [] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(saveDoc, {
          method: "PUT",
          token: owner.token,
          params: docParams(s.id, "commercial_invoice"),
          json: { data: {}, version: "1" },
        })
      ).status,
    ).toBe(400);
    const jpy = await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: docParams(s.id, "commercial_invoice"),
      json: { data: { currency: "JPY", freight: "1.5" } },
    });
    expect(jpy.body.issues).toEqual([
      { path: "data.freight", message: "JPY amounts have at most 0 digits after the point." },
    ]);
    expect((await call(getDoc, { token: owner.token, params: docParams(s.id, "no_such_template") })).status).toBe(404);
    const notInShipment = await call(getDoc, { token: owner.token, params: docParams(s.id, "shipping_bill") });
    expect(notInShipment.status).toBe(404);
    expect(notInShipment.body.message).toMatch(/no shipping bill details/);
    expect(
      (
        await call(saveDoc, {
          method: "PUT",
          token: owner.token,
          params: docParams(s.id, "shipping_bill"),
          json: { data: {} },
        })
      ).status,
    ).toBe(404);
  });

  it("keeps a version per save and restores an earlier one as a new version", async () => {
    const s = await newShipment(owner.token);
    const p = docParams(s.id, "commercial_invoice");
    await call(saveDoc, { method: "PUT", token: owner.token, params: p, json: { data: invoiceData } });
    await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: p,
      json: { data: { ...invoiceData, invoiceNumber: "SECOND", consignee: { ...consignee, name: "Changed" } } },
    });
    const v1 = await call(getVersion, { token: owner.token, params: { ...p, version: "1" } });
    expect(v1.status).toBe(200);
    expect(v1.body.version).toMatchObject({
      version: 1,
      data: { invoiceNumber: "EXP/2026/0042" },
      totals: { subtotal: "935.05" },
    });
    expect((await call(getVersion, { token: owner.token, params: { ...p, version: "9" } })).status).toBe(404);
    const stale = await call(restore, {
      method: "POST",
      token: owner.token,
      params: { ...p, version: "1" },
      json: { version: 1 },
    });
    expect(stale.status).toBe(409);
    const restored = await call(restore, {
      method: "POST",
      token: owner.token,
      params: { ...p, version: "1" },
      json: { version: 2 },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.document).toMatchObject({ version: 3, data: { invoiceNumber: "EXP/2026/0042", consignee } });
    // The restored shared consignee flows to the packing list again.
    expect(
      (await call(getDoc, { token: owner.token, params: docParams(s.id, "packing_list") })).body.document.data
        .consignee,
    ).toEqual(consignee);
    const history = await call(listVersions, { token: owner.token, params: p });
    expect(history.body.versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
  });
});

describe("finalise, PDF and verification", () => {
  it("refuses an incomplete document with the missing fields listed (422)", async () => {
    const s = await newShipment(owner.token);
    const res = await call(finalise, {
      method: "POST",
      token: owner.token,
      params: docParams(s.id, "commercial_invoice"),
      json: {},
    });
    expect(res.status).toBe(422);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining([
        "data.invoiceNumber",
        "data.exporter",
        "data.consignee",
        "data.lineItems",
        "data.currency",
      ]),
    );
  });

  it("freezes the document, stores the PDF whose SHA-256 it records, and verifies both hashes publicly", async () => {
    const s = await newShipment(owner.token, "FINAL-1");
    const p = docParams(s.id, "commercial_invoice");
    const saved = await call(saveDoc, { method: "PUT", token: owner.token, params: p, json: { data: invoiceData } });
    const stale = await call(finalise, { method: "POST", token: owner.token, params: p, json: { version: 0 } });
    expect(stale.status).toBe(409);
    const res = await call(finalise, {
      method: "POST",
      token: owner.token,
      params: p,
      json: { version: saved.body.document.version },
    });
    expect(res.status).toBe(200);
    const doc = res.body.document;
    expect(doc).toMatchObject({ state: "final", version: 2 });
    expect(doc.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(doc.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(doc.contentSha256).not.toBe(doc.pdfSha256);
    expect(doc.verifyUrl).toBe(`/verify/document/${doc.contentSha256}`);

    const response = await callPdf(s.id, "commercial_invoice", owner.token, "?download=1");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain("attachment");
    expect(response.headers.get("content-disposition")).toContain("FINAL-1-commercial_invoice.pdf");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(doc.pdfSha256);
    const text = (await pdfPages(bytes)).join(" ");
    expect(text).toContain("COMMERCIAL INVOICE");
    expect(text).toContain("EXP/2026/0042");
    expect(text).toContain("Gulf Traders LLC");
    expect(text).toContain("USD 935.05");
    expect(text).toContain(doc.contentSha256);
    // The link wraps across lines on the page: compare without whitespace.
    expect(text.replace(/\s/g, "")).toContain(`http://localhost:3000/verify/document/${doc.contentSha256}`);
    expect(text).not.toContain("DRAFT");

    // Saves are refused; shared edits through other documents leave the finalised one as it was.
    const refused = await call(saveDoc, { method: "PUT", token: owner.token, params: p, json: { data: invoiceData } });
    expect(refused.status).toBe(422);
    await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: docParams(s.id, "packing_list"),
      json: { data: { consignee: { ...consignee, name: "Someone new" } } },
    });
    const frozen = await call(getDoc, { token: owner.token, params: p });
    expect(frozen.body.document.data.consignee.name).toBe("Gulf Traders LLC");
    expect(frozen.body.document.version).toBe(2);
    const again = await callPdf(s.id, "commercial_invoice", owner.token);
    expect(
      createHash("sha256")
        .update(Buffer.from(await again.arrayBuffer()))
        .digest("hex"),
    ).toBe(doc.pdfSha256);
    expect((await call(finalise, { method: "POST", token: owner.token, params: p, json: {} })).status).toBe(422);

    for (const hash of [doc.contentSha256, doc.pdfSha256]) {
      const v = await call(verify, { params: { sha256: hash } });
      expect(v.status).toBe(200);
      expect(v.body).toEqual({
        verified: true,
        document: {
          documentType: "commercial_invoice",
          title: "Commercial invoice",
          finalizedAt: doc.finalizedAt,
          issuer: "Asha Textiles Pvt Ltd",
        },
      });
      expect(JSON.stringify(v.body)).not.toContain("FINAL-1");
    }
    expect((await call(verify, { params: { sha256: "0".repeat(64) } })).body).toEqual({
      verified: false,
      document: null,
    });
    // A draft's hash is never verified.
    expect((await call(verify, { params: { sha256: "ABC" } })).status).toBe(404);

    const db = await getDb();
    const [row] = await db
      .select()
      .from(shipmentDocuments)
      .where(eq(shipmentDocuments.contentSha256, doc.contentSha256));
    expect(row!.finalSha256).toBe(doc.pdfSha256);
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, row!.id), eq(auditLog.action, "document.finalised"))),
    ).toHaveLength(1);
  });

  it("renders a draft PDF marked DRAFT", async () => {
    const s = await newShipment(owner.token);
    await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: docParams(s.id, "packing_list"),
      json: {
        data: {
          ...invoiceData,
          invoiceNumber: undefined,
          invoiceDate: undefined,
          incoterm: undefined,
          currency: undefined,
          freight: undefined,
          packingListNumber: "PL-9",
        },
      },
    });
    const res = await callPdf(s.id, "packing_list", owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("inline");
    const text = (await pdfPages(Buffer.from(await res.arrayBuffer()))).join(" ");
    expect(text).toContain("PACKING LIST");
    expect(text).toContain("PL-9");
    expect(text).toContain("DRAFT");
    expect(text).toContain("39.000 kg");
  });
});

describe("the QR link of a finalised PDF", () => {
  afterAll(() => vi.unstubAllEnvs());

  /** Finalises a fresh invoice through a request addressed to a host the client chose; answers the PDF's text. */
  async function finaliseVia(url: string) {
    const s = await newShipment(owner.token);
    const p = docParams(s.id, "commercial_invoice");
    const saved = await call(saveDoc, { method: "PUT", token: owner.token, params: p, json: { data: invoiceData } });
    const res = await call(finalise, {
      method: "POST",
      token: owner.token,
      params: p,
      path: url,
      headers: { host: new URL(url).host, "x-forwarded-host": new URL(url).host },
      json: { version: saved.body.document.version },
    });
    expect(res.status).toBe(200);
    const text = (
      await pdfPages(Buffer.from(await (await callPdf(s.id, "commercial_invoice", owner.token)).arrayBuffer()))
    )
      .join(" ")
      .replace(/\s/g, "");
    return { text, contentSha256: res.body.document.contentSha256 as string };
  }

  it("comes from SITE_URL, never from the Host the request named", async () => {
    vi.stubEnv("SITE_URL", "https://exportly.example");
    const { text, contentSha256 } = await finaliseVia(
      "http://look-alike.example/api/shipments/x/commercial_invoice/finalise",
    );
    expect(text).toContain(`https://exportly.example/verify/document/${contentSha256}`);
    expect(text).not.toContain("look-alike.example");
  });

  it("without SITE_URL (outside production) is the local default, still not the request's Host", async () => {
    vi.stubEnv("SITE_URL", "");
    const { text, contentSha256 } = await finaliseVia(
      "http://look-alike.example/api/shipments/x/commercial_invoice/finalise",
    );
    expect(text).toContain(`http://localhost:3000/verify/document/${contentSha256}`);
    expect(text).not.toContain("look-alike.example");
  });
});

async function callPdf(id: string, x: string, token: string, query = "") {
  const { NextRequest } = await import("next/server");
  const request = new NextRequest(new URL(`http://localhost:3000/api/shipments/${id}/${x}/pdf${query}`), {
    headers: { authorization: `Bearer ${token}`, "x-forwarded-for": "10.9.9.9" },
  });
  return pdf(request, { params: Promise.resolve({ id, x }) });
}

describe("PUT /api/shipments/documents/{id}", () => {
  it("adds empty documents, removes empty ones freely and asks to confirm removing one with data", async () => {
    const s = await newShipment(owner.token, undefined, ["commercial_invoice", "packing_list"]);
    await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: docParams(s.id, "commercial_invoice"),
      json: { data: invoiceData },
    });
    const added = await call(setDocuments, {
      method: "PUT",
      token: owner.token,
      params: { id: s.id },
      json: { documents: ["commercial_invoice", "certificate_of_origin"] },
    });
    expect(added.status).toBe(200);
    expect(added.body.shipment.documents.map((d: { name: string; state: string }) => [d.name, d.state])).toEqual([
      ["commercial_invoice", "draft"],
      ["certificate_of_origin", "empty"],
    ]);
    // The new document shows the shared data at once.
    const coo = await call(getDoc, { token: owner.token, params: docParams(s.id, "certificate_of_origin") });
    expect(coo.body.document.data.consignee).toEqual(consignee);
    const refused = await call(setDocuments, {
      method: "PUT",
      token: owner.token,
      params: { id: s.id },
      json: { documents: ["certificate_of_origin"] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.documents).toEqual(["commercial_invoice"]);
    const confirmed = await call(setDocuments, {
      method: "PUT",
      token: owner.token,
      params: { id: s.id },
      json: { documents: ["certificate_of_origin"], confirm: true },
    });
    expect(confirmed.body.shipment.templates).toEqual(["certificate_of_origin"]);
    // Shared data stays with the shipment.
    expect(
      (await call(getDoc, { token: owner.token, params: docParams(s.id, "certificate_of_origin") })).body.document.data
        .consignee,
    ).toEqual(consignee);
    expect(
      (
        await call(setDocuments, {
          method: "PUT",
          token: owner.token,
          params: { id: s.id },
          json: { documents: ["bogus"] },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(setDocuments, { method: "PUT", token: owner.token, params: { id: s.id }, json: {} })).status,
    ).toBe(400);
  });
});

describe("POST /api/shipments/duplicate/{id}", () => {
  it("copies the templates and data but not the finalised state or history", async () => {
    const s = await newShipment(owner.token);
    await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: docParams(s.id, "commercial_invoice"),
      json: { data: invoiceData },
    });
    await call(finalise, {
      method: "POST",
      token: owner.token,
      params: docParams(s.id, "commercial_invoice"),
      json: {},
    });
    const res = await call(duplicate, {
      method: "POST",
      token: owner.token,
      params: { id: s.id },
      json: { reference: `${s.reference}-COPY` },
    });
    expect(res.status).toBe(201);
    const copy = res.body.shipment;
    expect(copy).toMatchObject({
      reference: `${s.reference}-COPY`,
      status: "draft",
      templates: s.documents.map((d) => d.name),
    });
    expect(copy.documents.map((d: { state: string }) => d.state)).toEqual(["draft", "empty", "empty"]);
    const doc = await call(getDoc, { token: owner.token, params: docParams(copy.id, "commercial_invoice") });
    expect(doc.body.document).toMatchObject({
      state: "draft",
      pdfSha256: null,
      contentSha256: null,
      data: { invoiceNumber: "EXP/2026/0042", consignee },
    });
    expect(
      (await call(listVersions, { token: owner.token, params: docParams(copy.id, "commercial_invoice") })).body
        .versions,
    ).toEqual([]);
    expect(
      (
        await call(duplicate, {
          method: "POST",
          token: owner.token,
          params: { id: s.id },
          json: { reference: s.reference },
        })
      ).status,
    ).toBe(409);
    expect(
      (await call(duplicate, { method: "POST", token: owner.token, params: { id: s.id }, json: { reference: "" } }))
        .status,
    ).toBe(400);
  });
});

describe("DELETE /api/shipments/{id}", () => {
  it("deletes the shipment with its documents and versions, audited", async () => {
    const s = await newShipment(owner.token);
    await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: docParams(s.id, "commercial_invoice"),
      json: { data: invoiceData },
    });
    expect((await call(deleteShipment, { method: "DELETE", token: stranger.token, params: { id: s.id } })).status).toBe(
      404,
    );
    const res = await call(deleteShipment, { method: "DELETE", token: owner.token, params: { id: s.id } });
    expect(res.status).toBe(204);
    expect((await call(getDoc, { token: owner.token, params: docParams(s.id, "commercial_invoice") })).status).toBe(
      404,
    );
    expect((await call(deleteShipment, { method: "DELETE", token: owner.token, params: { id: s.id } })).status).toBe(
      404,
    );
    const db = await getDb();
    expect(await db.select().from(shipmentDocuments).where(eq(shipmentDocuments.shipmentId, s.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, s.id), eq(auditLog.action, "shipment.deleted"))),
    ).toHaveLength(1);
  });
});

describe("another user's shipment is a 404 on every endpoint", () => {
  it("answers 404 and changes nothing", async () => {
    const s = await newShipment(owner.token, "PRIVATE-1");
    await call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: docParams(s.id, "commercial_invoice"),
      json: { data: invoiceData },
    });
    const t = stranger.token;
    const p = docParams(s.id, "commercial_invoice");
    const results = [
      await call(getShipment, { token: t, params: { id: s.id } }),
      await call(rename, { method: "PUT", token: t, params: { id: s.id }, json: { reference: "X" } }),
      await call(duplicate, { method: "POST", token: t, params: { id: s.id }, json: { reference: "X" } }),
      await call(deleteShipment, { method: "DELETE", token: t, params: { id: s.id } }),
      await call(changeStatus, { method: "PUT", token: t, params: { id: s.id }, json: { status: "in_progress" } }),
      await call(setDocuments, {
        method: "PUT",
        token: t,
        params: { id: s.id },
        json: { documents: [], confirm: true },
      }),
      await call(getDoc, { token: t, params: p }),
      await call(saveDoc, { method: "PUT", token: t, params: p, json: { data: {} } }),
      await call(listVersions, { token: t, params: p }),
      await call(getVersion, { token: t, params: { ...p, version: "1" } }),
      await call(restore, { method: "POST", token: t, params: { ...p, version: "1" }, json: {} }),
      await call(finalise, { method: "POST", token: t, params: p, json: {} }),
      { status: (await callPdf(s.id, "commercial_invoice", t)).status, body: null },
    ];
    expect(results.map((r) => r.status)).toEqual(Array(results.length).fill(404));
    for (const r of results) if (r.body) expect(JSON.stringify(r.body)).not.toContain("PRIVATE-1");
    const still = await call(getDoc, { token: owner.token, params: p });
    expect(still.body.document).toMatchObject({ version: 1, state: "draft" });
    const listed = await call(list, { token: t, path: "/api/shipments?q=PRIVATE-1" });
    expect(listed.body.shipments).toEqual([]);
  });
});
