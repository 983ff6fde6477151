import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteProduct, PATCH as updateProduct } from "@/app/api/products/[id]/route";
import { GET as listProducts, POST as createProduct } from "@/app/api/products/route";
import { getDb } from "@/lib/db/client";
import { auditLog, products } from "@/models";
import { call } from "@/test/http";
import { registerTestUser, type TestUser } from "@/test/accounts";

const TEA = {
  description: "Assam CTC black tea, 25 kg paper sacks",
  sku: "TEA-CTC-25",
  hsCode: "0902.30",
  unit: "BAG",
  unitPrice: "112.50",
  currency: "usd",
  netWeightKg: "25",
  grossWeightKg: "25.350",
  originCountry: "in",
  notes: "",
};

let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  alice = await registerTestUser();
  bob = await registerTestUser();
});

const create = (user: TestUser, data: unknown) =>
  call(createProduct, { method: "POST", token: user.token, json: { data } });
const patch = (user: TestUser, id: string, data: unknown) =>
  call(updateProduct, { method: "PATCH", token: user.token, params: { id }, json: { data } });
const remove = (user: TestUser, id: string) =>
  call(deleteProduct, { method: "DELETE", token: user.token, params: { id } });
const list = (user: TestUser, qs = "") => call(listProducts, { token: user.token, path: `/api/products${qs}` });

describe("POST /api/products", () => {
  it("saves a normalised product (201): HS digits, upper-case codes, decimal strings kept as written", async () => {
    const res = await create(alice, TEA);
    expect(res.status).toBe(201);
    expect(res.body.product).toEqual({
      id: expect.any(String),
      data: {
        description: "Assam CTC black tea, 25 kg paper sacks",
        sku: "TEA-CTC-25",
        hsCode: "090230",
        unit: "BAG",
        unitPrice: "112.50",
        currency: "USD",
        netWeightKg: "25",
        grossWeightKg: "25.350",
        originCountry: "IN",
      },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, res.body.product.id), eq(auditLog.action, "product.created")));
    expect(audit).toHaveLength(1);
  });

  it("accepts each currency's own minor digits (JPY 0, KWD 3) and a national HS extension", async () => {
    expect((await create(alice, { description: "Kimono silk", unitPrice: "12000", currency: "JPY" })).status).toBe(201);
    expect((await create(alice, { description: "Dates", unitPrice: "1.125", currency: "KWD" })).status).toBe(201);
    const itc = await create(alice, { description: "Laptop", hsCode: "8471 30 10" });
    expect(itc.status).toBe(201);
    expect(itc.body.product.data.hsCode).toBe("84713010");
  });

  it.each([
    ["no description", { unit: "PCS" }, "data.description", "Description is required."],
    [
      "a 501-character description",
      { description: "x".repeat(501) },
      "data.description",
      "Description must be at most 500 characters.",
    ],
    [
      "an unknown HS code",
      { description: "A", hsCode: "999999" },
      "data.hsCode",
      "HS code: enter a 6-digit HS 2022 subheading",
    ],
    [
      "a 7-digit HS code",
      { description: "A", hsCode: "8471301" },
      "data.hsCode",
      "HS code: enter a 6-digit HS 2022 subheading",
    ],
    [
      "a price as a number",
      { description: "A", unitPrice: 12.5, currency: "USD" },
      "data.unitPrice",
      'Unit price must be text, for example "12.50"',
    ],
    [
      "a negative price",
      { description: "A", unitPrice: "-1", currency: "USD" },
      "data.unitPrice",
      "Unit price: enter a number such as 12.50",
    ],
    [
      "a price with a comma",
      { description: "A", unitPrice: "1,200.00", currency: "USD" },
      "data.unitPrice",
      "Unit price: enter a number such as 12.50",
    ],
    [
      "a price without a currency",
      { description: "A", unitPrice: "10" },
      "data.currency",
      "Choose the currency of the unit price.",
    ],
    [
      "cents on a JPY price",
      { description: "A", unitPrice: "1200.5", currency: "JPY" },
      "data.unitPrice",
      "Unit price: JPY has no minor unit, so use a whole amount.",
    ],
    [
      "three decimals on an INR price",
      { description: "A", unitPrice: "12.345", currency: "INR" },
      "data.unitPrice",
      "Unit price: INR has 2 decimal places at most.",
    ],
    [
      "an unknown currency",
      { description: "A", unitPrice: "1", currency: "ABC" },
      "data.currency",
      "Currency: use a three-letter ISO 4217 code",
    ],
    [
      "a weight with 4 decimals",
      { description: "A", netWeightKg: "1.2345" },
      "data.netWeightKg",
      "Net weight can have at most 3 decimal places.",
    ],
    [
      "gross below net",
      { description: "A", netWeightKg: "10.5", grossWeightKg: "10.25" },
      "data.grossWeightKg",
      "Gross weight cannot be less than net weight.",
    ],
    [
      "an unknown origin",
      { description: "A", originCountry: "QQ" },
      "data.originCountry",
      "Country of origin: use a two-letter ISO country code",
    ],
    [
      "a 21-character unit",
      { description: "A", unit: "x".repeat(21) },
      "data.unit",
      "Unit must be at most 20 characters.",
    ],
    ["an unknown field", { description: "A", price: "1" }, "data", "Unknown product field: price."],
  ])("answers 400 for %s", async (_label, data, path, message) => {
    const res = await create(alice, data);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.issues).toContainEqual({ path, message: expect.stringContaining(message) });
  });

  it("answers 401 without credentials", async () => {
    expect((await call(createProduct, { method: "POST", json: { data: TEA } })).status).toBe(401);
  });
});

describe("GET /api/products", () => {
  it("pages newest first with a cursor, every product exactly once", async () => {
    const carol = await registerTestUser();
    for (let i = 1; i <= 5; i++) expect((await create(carol, { description: `Item ${i}` })).status).toBe(201);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(carol, `?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.products.map((p: { data: { description: string } }) => p.data.description));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(["Item 5", "Item 4", "Item 3", "Item 2", "Item 1"]);
  });

  it("searches description, product code and HS code, and never shows another user's products", async () => {
    expect((await list(alice, "?q=tea-ctc")).body.products.map((p: { data: { sku: string } }) => p.data.sku)).toEqual([
      "TEA-CTC-25",
    ]);
    expect((await list(alice, "?q=090230")).body.products).toHaveLength(1);
    expect((await list(bob)).body).toEqual({ products: [], nextCursor: null });
  });

  it("answers 400 for a bad limit", async () => {
    const res = await list(alice, "?limit=1.5");
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: "limit", message: "limit must be a whole number." });
  });
});

describe("PATCH /api/products/{id}", () => {
  it("changes, clears and keeps fields, re-checking the whole product, and audits", async () => {
    const created = (
      await create(alice, { description: "Cumin seeds", unitPrice: "3.20", currency: "USD", sku: "CUM-1" })
    ).body.product;
    const res = await patch(alice, created.id, { unitPrice: "3.25", sku: null });
    expect(res.status).toBe(200);
    expect(res.body.product.data).toEqual({ description: "Cumin seeds", unitPrice: "3.25", currency: "USD" });
    const yen = await patch(alice, created.id, { currency: "JPY" });
    expect(yen.status).toBe(400);
    expect(yen.body.issues).toContainEqual({
      path: "data.unitPrice",
      message: "Unit price: JPY has no minor unit, so use a whole amount.",
    });
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, "product.updated")));
    expect(audit.map((a) => a.data)).toEqual([{ fields: ["sku", "unitPrice"] }]);
  });

  it("answers 404 for another user's product and an unknown id, and changes nothing", async () => {
    const created = (await create(alice, { description: "Private item" })).body.product;
    const res = await patch(bob, created.id, { description: "Hijacked" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: "not_found", message: "Product not found." });
    expect((await patch(alice, "00000000-0000-4000-8000-000000000000", { description: "X" })).status).toBe(404);
    const db = await getDb();
    const [row] = await db.select().from(products).where(eq(products.id, created.id));
    expect(row!.data).toEqual({ description: "Private item" });
  });
});

describe("DELETE /api/products/{id}", () => {
  it("deletes the user's product (audited), then answers 404; another user's answers 404 and stays", async () => {
    const mine = (await create(alice, { description: "Short lived" })).body.product;
    const kept = (await create(alice, { description: "Keep me" })).body.product;
    expect((await remove(bob, kept.id)).status).toBe(404);
    expect((await remove(alice, mine.id)).status).toBe(204);
    expect((await remove(alice, mine.id)).status).toBe(404);
    const db = await getDb();
    expect(await db.select().from(products).where(eq(products.id, mine.id))).toEqual([]);
    expect(await db.select().from(products).where(eq(products.id, kept.id))).toHaveLength(1);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, mine.id), eq(auditLog.action, "product.deleted")));
    expect(audit).toHaveLength(1);
  });
});
