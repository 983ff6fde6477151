import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getDoc, PUT as saveDoc } from "@/app/api/shipments/[id]/[x]/route";
import { POST as finalise } from "@/app/api/shipments/[id]/[x]/finalise/route";
import { POST as restore } from "@/app/api/shipments/[id]/[x]/versions/[version]/route";
import { DELETE as deleteShipment } from "@/app/api/shipments/[id]/route";
import { PUT as setDocuments } from "@/app/api/shipments/documents/[id]/route";
import { POST as duplicate } from "@/app/api/shipments/duplicate/[id]/route";
import { PUT as rename } from "@/app/api/shipments/reference/[id]/route";
import { POST as create } from "@/app/api/shipments/route";
import { PUT as changeStatus } from "@/app/api/shipments/status/[id]/route";
import { getDb } from "@/lib/db/client";
import { LocalBlobStore, setBlobStore } from "@/lib/storage/blob-store";
import { shipmentFacts, shipmentProductFacts, shipments } from "@/models";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call } from "@/test/http";
import { newShipment, patch, record, remove } from "@/test/payments";
import { backfillFacts } from "./backfill-facts";

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "exportly-facts-"));
beforeAll(() => setBlobStore(new LocalBlobStore(filesDir)));
afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }));

let owner: TestUser;
beforeAll(async () => {
  owner = await registerTestUser();
});

const exporter = { name: "Asha Verma", address: "12 Mill Road", city: "Mumbai", country: "IN" };
const consignee = { name: "Hamburg Receivers GmbH", address: "Kai 1", city: "Hamburg", country: "DE" };
const buyer = { name: "  Müller Import KG ", address: "Ring 2", country: "DE" };
const line = (description: string, hsCode: string | null, quantity: string, unitPrice: string | null) => ({
  description,
  ...(hsCode ? { hsCode } : {}),
  quantity,
  unit: "PCS",
  ...(unitPrice ? { unitPrice } : {}),
});
const invoice = {
  invoiceNumber: "INV-F-1",
  invoiceDate: "2026-01-31",
  exporter,
  consignee,
  buyer,
  portOfLoading: { code: "INNSA" },
  portOfDischarge: { code: "DEHAM" },
  departureDate: "2026-02-10",
  incoterm: { rule: "FOB", place: "Nhava Sheva" },
  currency: "USD",
  transportMode: "sea",
  lineItems: [
    line("Cotton shirts", "620520", "100", "4.25"), // 425.00
    line("T-shirts", "6109.10", "10", "2.50"), // 25.00
    line("Samples", null, "3", null), // no code, no price
  ],
  freight: "15.00",
  discount: "5.00",
  creditDays: 30,
  creditFrom: "invoice_date",
  paymentTerms: "30 days from invoice date",
};

async function factsOf(shipmentId: string) {
  const db = await getDb();
  const [facts] = await db.select().from(shipmentFacts).where(eq(shipmentFacts.shipmentId, shipmentId));
  const products = await db
    .select({
      hsChapter: shipmentProductFacts.hsChapter,
      lineCount: shipmentProductFacts.lineCount,
      valueMinor: shipmentProductFacts.valueMinor,
    })
    .from(shipmentProductFacts)
    .where(eq(shipmentProductFacts.shipmentId, shipmentId))
    .orderBy(asc(shipmentProductFacts.hsChapter));
  if (!facts) return { facts: undefined, products };
  // The paid columns follow the payments: their own test below.
  const { updatedAt, paidMinor: _paid, lastPaymentDate: _last, ...rest } = facts;
  expect(updatedAt).toBeInstanceOf(Date);
  return { facts: rest, products };
}

async function createdAtOf(shipmentId: string) {
  const [row] = await (await getDb()).select().from(shipments).where(eq(shipments.id, shipmentId));
  return row!.createdAt;
}

const save = (id: string, x: string, data: Record<string, unknown>) =>
  call(saveDoc, { method: "PUT", token: owner.token, params: { id, x }, json: { data } });

/** The facts of a shipment with nothing entered yet. */
const blank = {
  shipmentDate: null,
  destinationCountry: null,
  partnerName: null,
  partnerKey: null,
  invoiceSource: null,
  currency: null,
  invoicedMinor: null,
  invoiceDate: null,
  creditDays: null,
  creditFrom: null,
  dueDate: null,
};

describe("shipment facts follow every write, in the write's transaction", () => {
  it("create, save, validation, status, rename, finalise, duplicate, restore, documents, delete and the backfill", async () => {
    // Create: a row at once, with nothing but the shipment's own columns.
    const created = await call(create, {
      method: "POST",
      token: owner.token,
      json: { reference: "FCT-1", templates: ["commercial_invoice", "packing_list"] },
    });
    expect(created.status).toBe(201);
    const id = created.body.shipment.id as string;
    const createdAt = await createdAtOf(id);
    expect(await factsOf(id)).toEqual({
      facts: { shipmentId: id, ownerId: owner.id, reference: "FCT-1", status: "draft", createdAt, ...blank },
      products: [],
    });

    // Save the commercial invoice: 425.00 + 25.00 + 15.00 freight − 5.00 discount = 460.00 USD;
    // due 30 days after 31 January 2026 = 2 March 2026.
    const saved = await save(id, "commercial_invoice", invoice);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const afterSave = {
      shipmentId: id,
      ownerId: owner.id,
      reference: "FCT-1",
      status: "draft",
      createdAt,
      shipmentDate: "2026-02-10",
      destinationCountry: "DE", // no country of destination: DEHAM's first two letters
      partnerName: "Müller Import KG",
      partnerKey: "müller import kg",
      invoiceSource: "commercial_invoice",
      currency: "USD",
      invoicedMinor: 46000n,
      invoiceDate: "2026-01-31",
      creditDays: 30,
      creditFrom: "invoice_date",
      dueDate: "2026-03-02",
    };
    expect(await factsOf(id)).toEqual({
      facts: afterSave,
      products: [
        { hsChapter: "00", lineCount: 1, valueMinor: null },
        { hsChapter: "61", lineCount: 1, valueMinor: 2500n },
        { hsChapter: "62", lineCount: 1, valueMinor: 42500n },
      ],
    });

    // Bad structured terms are 400s that name the field, and change nothing.
    for (const [bad, message] of [
      [{ creditDays: 366 }, "Days of credit must be at most 365."],
      [{ creditDays: -1 }, "Days of credit must be at least 0."],
      [{ creditDays: 2.5 }, "Days of credit must be a whole number."],
      [{ creditDays: "30" }, "Days of credit must be a whole number."],
      [{ creditFrom: "delivery_date" }, "Credit counted from: choose one of invoice_date, shipment_date."],
    ] as const) {
      const res = await save(id, "commercial_invoice", { ...invoice, ...bad });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await factsOf(id)).facts).toEqual(afterSave);

    // Counted from the shipment date instead: 10 February + 30 days = 12 March.
    expect((await save(id, "commercial_invoice", { ...invoice, creditFrom: "shipment_date" })).status).toBe(200);
    expect((await factsOf(id)).facts).toMatchObject({ creditFrom: "shipment_date", dueDate: "2026-03-12" });

    // A shared edit made in another document reaches the invoice's figures: 200 shirts = 850.00,
    // and the samples are priced at zero (a price is needed to finalise).
    const packing = await save(id, "packing_list", {
      lineItems: [
        line("Cotton shirts", "620520", "200", "4.25"),
        invoice.lineItems[1],
        line("Samples", null, "3", "0.00"),
      ],
    });
    expect(packing.status, JSON.stringify(packing.body)).toBe(200);
    expect(await factsOf(id)).toMatchObject({
      facts: { invoicedMinor: 88500n }, // 850.00 + 25.00 + 0.00 + 15.00 − 5.00
      products: [
        { hsChapter: "00", lineCount: 1, valueMinor: 0n },
        { hsChapter: "61", lineCount: 1, valueMinor: 2500n },
        { hsChapter: "62", lineCount: 1, valueMinor: 85000n },
      ],
    });

    // Status and reference.
    const status = await call(changeStatus, {
      method: "PUT",
      token: owner.token,
      params: { id },
      json: { status: "in_progress" },
    });
    expect(status.status).toBe(200);
    const renamed = await call(rename, {
      method: "PUT",
      token: owner.token,
      params: { id },
      json: { reference: "FCT-1B" },
    });
    expect(renamed.status).toBe(200);
    expect((await factsOf(id)).facts).toMatchObject({ status: "in_progress", reference: "FCT-1B" });

    // Finalise the invoice; a later shared edit no longer changes its figures (they are frozen).
    const final = await call(finalise, {
      method: "POST",
      token: owner.token,
      params: { id, x: "commercial_invoice" },
      json: { overrideComplianceErrors: true },
    });
    expect(final.status, JSON.stringify(final.body)).toBe(200);
    const frozen = await factsOf(id);
    expect(frozen.facts).toMatchObject({ invoicedMinor: 88500n, dueDate: "2026-03-12" });
    expect(
      (
        await save(id, "packing_list", {
          lineItems: [line("Cotton shirts", "620520", "1", "4.25")],
          buyer: { name: "New Buyer" },
        })
      ).status,
    ).toBe(200);
    const afterFrozenEdit = await factsOf(id);
    // The partner is the shipment's (shared data); the money stays the finalised invoice's.
    expect(afterFrozenEdit.facts).toEqual({ ...frozen.facts, partnerName: "New Buyer", partnerKey: "new buyer" });
    expect(afterFrozenEdit.products).toEqual(frozen.products);

    // Duplicate: the copy's invoice is a draft again and reads the live shared data (1 shirt).
    const dup = await call(duplicate, {
      method: "POST",
      token: owner.token,
      params: { id },
      json: { reference: "FCT-2" },
    });
    expect(dup.status, JSON.stringify(dup.body)).toBe(201);
    const copyId = dup.body.shipment.id as string;
    expect(await factsOf(copyId)).toEqual({
      facts: {
        ...frozen.facts,
        shipmentId: copyId,
        reference: "FCT-2",
        status: "draft",
        createdAt: await createdAtOf(copyId),
        partnerName: "New Buyer",
        partnerKey: "new buyer",
        invoicedMinor: 1425n, // 4.25 + 15.00 − 5.00
      },
      products: [{ hsChapter: "62", lineCount: 1, valueMinor: 425n }],
    });

    // Restore: a first version of the copy's invoice as it reads now, a JPY one, then the first again.
    const current = await call(getDoc, { token: owner.token, params: { id: copyId, x: "commercial_invoice" } });
    const first = await save(copyId, "commercial_invoice", { ...current.body.document.data, paymentTerms: "Net 30" });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const copyFacts = await factsOf(copyId);
    const copyInvoice = await save(copyId, "commercial_invoice", {
      ...invoice,
      creditFrom: "shipment_date",
      currency: "JPY",
      freight: "100",
      discount: null,
      lineItems: [line("Tea", "090230", "3", "1500")],
      creditDays: 0,
    });
    expect(copyInvoice.status, JSON.stringify(copyInvoice.body)).toBe(200);
    expect(await factsOf(copyId)).toMatchObject({
      facts: { currency: "JPY", invoicedMinor: 4600n, dueDate: "2026-02-10" }, // 3 × 1500 + 100; 0 days from departure
      products: [{ hsChapter: "09", lineCount: 1, valueMinor: 4500n }],
    });
    const restored = await call(restore, {
      method: "POST",
      token: owner.token,
      params: { id: copyId, x: "commercial_invoice", version: String(copyInvoice.body.document.version - 1) },
      json: { version: copyInvoice.body.document.version },
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(await factsOf(copyId)).toEqual(copyFacts);
    expect(copyFacts).toMatchObject({
      facts: { currency: "USD", invoicedMinor: 1425n, creditDays: 30, dueDate: "2026-03-12" },
      products: [{ hsChapter: "62", lineCount: 1, valueMinor: 425n }],
    });

    // Remove the invoice from the copy: no invoiced total, the goods without value.
    const docs = await call(setDocuments, {
      method: "PUT",
      token: owner.token,
      params: { id: copyId },
      json: { documents: ["packing_list"], confirm: true },
    });
    expect(docs.status, JSON.stringify(docs.body)).toBe(200);
    expect(await factsOf(copyId)).toMatchObject({
      facts: {
        invoiceSource: null,
        currency: null,
        invoicedMinor: null,
        invoiceDate: null,
        creditDays: null,
        dueDate: null,
      },
      products: [{ hsChapter: "62", lineCount: 1, valueMinor: null }],
    });

    // The backfill: facts deleted behind the app's back come back equal.
    const db = await getDb();
    const before = [await factsOf(id), await factsOf(copyId)];
    await db.delete(shipmentFacts).where(inArray(shipmentFacts.shipmentId, [id, copyId]));
    expect((await factsOf(id)).facts).toBeUndefined();
    const { filled } = await backfillFacts(1); // batches of one: the loop over batches is exercised
    expect(filled).toBeGreaterThanOrEqual(2);
    expect([await factsOf(id), await factsOf(copyId)]).toEqual(before);
    expect((await backfillFacts()).filled).toBe(0);

    // Deleting the shipment deletes its facts (cascade).
    const deleted = await call(deleteShipment, { method: "DELETE", token: owner.token, params: { id: copyId } });
    expect(deleted.status).toBeLessThan(300);
    expect(await factsOf(copyId)).toEqual({ facts: undefined, products: [] });
  });
});

describe("the paid facts follow every payment write, in its transaction", () => {
  it("record, update, delete; a payment in another currency does not count", async () => {
    const id = await newShipment(owner, {
      invoice: { currency: "USD", lines: [{ quantity: "2", unitPrice: "50.00" }] },
    });
    const paid = async () => {
      const [row] = await (
        await getDb()
      )
        .select({ paidMinor: shipmentFacts.paidMinor, lastPaymentDate: shipmentFacts.lastPaymentDate })
        .from(shipmentFacts)
        .where(eq(shipmentFacts.shipmentId, id));
      return row;
    };
    expect(await paid()).toEqual({ paidMinor: 0n, lastPaymentDate: null });
    const first = await record(owner, id, { amount: "30.00", paymentDate: "2026-03-01" });
    expect(first.status).toBe(201);
    expect((await record(owner, id, { amount: "5.00", paymentDate: "2026-04-01" })).status).toBe(201);
    // In EUR: not a payment of the USD invoice (no conversion), so neither its sum nor its date counts.
    expect((await record(owner, id, { amount: "9.00", currency: "EUR", paymentDate: "2026-05-01" })).status).toBe(201);
    expect(await paid()).toEqual({ paidMinor: 3500n, lastPaymentDate: "2026-04-01" });
    const paymentId = first.body.payment.id as string;
    expect((await patch(owner, paymentId, { amount: "40.00", paymentDate: "2026-06-01" })).status).toBe(200);
    expect(await paid()).toEqual({ paidMinor: 4500n, lastPaymentDate: "2026-06-01" });
    expect((await remove(owner, paymentId)).status).toBe(204);
    expect(await paid()).toEqual({ paidMinor: 500n, lastPaymentDate: "2026-04-01" });
  });
});
