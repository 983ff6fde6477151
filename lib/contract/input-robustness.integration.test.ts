import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as auditList } from "@/app/api/admin/audit/route";
import { GET as pageViews } from "@/app/api/admin/pageviews/route";
import { GET as usersList } from "@/app/api/admin/users/route";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as balances } from "@/app/api/balances/route";
import { GET as shipmentPayments } from "@/app/api/balances/shipments/[id]/payments/route";
import { GET as contactsList } from "@/app/api/contacts/route";
import { POST as demoRequest } from "@/app/api/demo/route";
import { GET as envelopesList, POST as createEnvelope } from "@/app/api/envelopes/route";
import { POST as verifyBundle } from "@/app/api/envelopes/verify/route";
import { PATCH as updateProduct } from "@/app/api/products/[id]/route";
import { GET as productsList, POST as createProduct } from "@/app/api/products/route";
import { PUT as saveDocument } from "@/app/api/shipments/[id]/[x]/route";
import { GET as getShipment } from "@/app/api/shipments/[id]/route";
import { GET as shipmentsList, POST as createShipment } from "@/app/api/shipments/route";
import { PUT as updateUser } from "@/app/api/users/[id]/route";
import { POST as createToken } from "@/app/api/users/me/tokens/route";
import { packCursor } from "@/lib/db/keyset-cursor";
import type { RouteHandler } from "@/lib/http/route";
import { createTestAdmin, registerTestUser, type TestUser } from "@/test/accounts";
import { call, PASSWORD, uniqueEmail, type CallResult } from "@/test/http";

/**
 * Input that once answered 500: each must now be a 4xx in the documented error shape
 * (lib/contract/errors.ts), naming the field where there is one.
 */
function expectRefused(res: CallResult, status: number, field?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(typeof res.body.message).toBe("string");
  expect(typeof res.body.code).toBe("string");
  if (field) expect(res.body.issues?.[0]?.path).toBe(field);
}

let user: TestUser;
let admin: TestUser;
beforeAll(async () => {
  user = await registerTestUser();
  admin = await createTestAdmin();
});

const NUL = "a\u0000b";
const LONE_SURROGATE = "a\ud800b";

describe("NUL characters and unpaired surrogates are refused at the schema, naming the field", () => {
  const cases: { name: string; send: (bad: string) => Promise<CallResult>; field: string }[] = [
    {
      name: "registration",
      field: "firstName",
      send: (bad) =>
        call(register, {
          method: "POST",
          json: { email: uniqueEmail(), password: PASSWORD, firstName: bad, lastName: "Verma", role: "exporter" },
        }),
    },
    {
      name: "demo request",
      field: "message",
      send: (bad) =>
        call(demoRequest, {
          method: "POST",
          json: {
            fullName: "Asha Verma",
            email: uniqueEmail(),
            company: "Tea Co",
            phone: "+91 98765 43210",
            message: bad,
          },
        }),
    },
    {
      name: "user profile",
      field: "company",
      send: (bad) =>
        call(updateUser, { method: "PUT", token: user.token, params: { id: user.id }, json: { company: bad } }),
    },
    {
      name: "shipment reference",
      field: "reference",
      send: (bad) => call(createShipment, { method: "POST", token: user.token, json: { reference: bad } }),
    },
    {
      name: "token name",
      field: "name",
      send: (bad) => call(createToken, { method: "POST", token: user.token, json: { name: bad } }),
    },
    {
      name: "search q",
      field: "q",
      send: (bad) => call(shipmentsList, { token: user.token, path: `/api/shipments?q=${encodeURIComponent(bad)}` }),
    },
    {
      name: "audit filter",
      field: "action",
      send: (bad) =>
        call(auditList, { token: admin.token, path: `/api/admin/audit?action=${encodeURIComponent(bad)}` }),
    },
    {
      name: "document content (JSONB), deep inside",
      field: "data.lines.0.description",
      send: (bad) =>
        call(saveDocument, {
          method: "PUT",
          token: user.token,
          params: { id: randomUUID(), x: "commercial_invoice" },
          json: { data: { lines: [{ description: bad }] } },
        }),
    },
    {
      name: "eBL document string",
      field: "transportDocument.shippingMarks.0",
      send: (bad) =>
        call(createEnvelope, {
          method: "POST",
          token: user.token,
          json: { carrier: uniqueEmail(), transportDocument: { shippingMarks: [bad] } },
        }),
    },
  ];

  for (const { name, send, field } of cases) {
    it(`${name}: NUL`, async () => {
      const res = await send(NUL);
      expectRefused(res, 400, field);
      expect(res.body.message).toBe(`${field} must not contain NUL characters (U+0000).`);
    });
    // A query string cannot carry an unpaired surrogate: URL decoding turns it into U+FFFD.
    if (name === "search q" || name === "audit filter") continue;
    it(`${name}: unpaired surrogate`, async () => {
      const res = await send(LONE_SURROGATE);
      expectRefused(res, 400, field);
      expect(res.body.message).toBe(`${field} must not contain unpaired surrogate characters.`);
    });
  }

  it("a NUL in a JSONB key is refused too", async () => {
    const res = await call(saveDocument, {
      method: "PUT",
      token: user.token,
      params: { id: randomUUID(), x: "commercial_invoice" },
      json: { data: { ["bad\u0000key"]: "x" } },
    });
    expectRefused(res, 400, "data");
  });
});

describe("crafted keyset cursors answer 400 on every list", () => {
  const id = randomUUID();
  const crafted: [string, string][] = [
    ["huge micros", packCursor(["9999999999999999999", id])],
    ["micros past year 9999", packCursor(["999999999999999999", id])],
    ["bad uuid", packCursor(["1700000000000000", "------------------------------------"])],
    ["uuid of the wrong shape", packCursor(["1700000000000000", "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz"])],
    ["year 275760", packCursor(["+275760-09-13T00:00:00.000Z", id])],
    ["February 30", packCursor(["2026-02-30T00:00:00.000Z", id])],
    ["NUL in a part", packCursor(["2026-01-01T00:00:00.000Z\u0000", id])],
    ["wrong count", packCursor(["2026-01-01T00:00:00.000Z"])],
    ["not JSON", Buffer.from("{not json").toString("base64url")],
    ["not base64url", "!!!"],
  ];
  // "1" is a valid number of microseconds: only the lists paging by a time as text refuse it.
  const timeCursors: [string, string][] = [["a number as a date", packCursor(["1", id])]];
  const shipmentCursors: [string, string][] = [
    ["shipments: a number as a date", packCursor(["newest", "1", id])],
    ["shipments: year 0", packCursor(["newest", "0000-01-01 00:00:00+00", id])],
    ["shipments: bad uuid", packCursor(["newest", "2026-01-01 00:00:00+00", "-".repeat(36)])],
    ["shipments: prototype key as sort", packCursor(["constructor", "2026-01-01 00:00:00+00", id])],
    ["shipments: NUL in a reference key", packCursor(["reference", "a\u0000", id])],
  ];
  const paymentCursors: [string, string][] = [
    ["payments: month 13", packCursor(["2026-13-01", id])],
    ["payments: bad uuid", packCursor(["2026-01-01", "-".repeat(36)])],
  ];

  const lists: [string, RouteHandler, string, () => TestUser][] = [
    ["products", productsList, "/api/products", () => user],
    ["contacts", contactsList, "/api/contacts", () => user],
    ["envelopes", envelopesList, "/api/envelopes", () => user],
    ["balances", balances, "/api/balances", () => user],
    ["admin audit", auditList, "/api/admin/audit", () => admin],
    ["admin users", usersList, "/api/admin/users", () => admin],
  ];

  for (const [list, handler, path, who] of lists) {
    it.each(list.startsWith("admin") ? [...crafted, ...timeCursors] : crafted)(
      `${list}: %s`,
      async (_label, cursor) => {
        const res = await call(handler, { token: who().token, path: `${path}?cursor=${encodeURIComponent(cursor)}` });
        expectRefused(res, 400, "cursor");
      },
    );
  }

  it.each([...crafted, ...shipmentCursors])("shipments: %s", async (_label, cursor) => {
    const res = await call(shipmentsList, {
      token: user.token,
      path: `/api/shipments?cursor=${encodeURIComponent(cursor)}`,
    });
    expectRefused(res, 400, "cursor");
  });

  it.each([...crafted, ...paymentCursors])("a shipment's payments: %s", async (_label, cursor) => {
    const res = await call(shipmentPayments, {
      token: user.token,
      params: { id: randomUUID() },
      path: `/api/balances/shipments/x/payments?cursor=${encodeURIComponent(cursor)}`,
    });
    expectRefused(res, 400, "cursor");
  });
});

describe("UPPERCASE UUIDs in paths name the same resource", () => {
  it("a shipment read by its id in capitals answers as by its id in lowercase", async () => {
    const created = await call(createShipment, {
      method: "POST",
      token: user.token,
      json: { reference: `UP-${randomUUID().slice(0, 8)}` },
    });
    expect(created.status).toBe(201);
    const id: string = created.body.shipment?.id ?? created.body.id;
    const lower = await call(getShipment, { token: user.token, params: { id } });
    const upper = await call(getShipment, { token: user.token, params: { id: id.toUpperCase() } });
    expect(lower.status).toBe(200);
    expect(upper.status).toBe(200);
    expect(upper.body).toEqual(lower.body);
  });

  it("a product changed through its id in capitals keeps its lowercase id", async () => {
    const created = await call(createProduct, {
      method: "POST",
      token: user.token,
      json: { data: { description: "Assam tea" } },
    });
    expect(created.status).toBe(201);
    const id: string = created.body.product.id;
    const res = await call(updateProduct, {
      method: "PATCH",
      token: user.token,
      params: { id: id.toUpperCase() },
      json: { data: { notes: "capitals" } },
    });
    expect(res.status).toBe(200);
    expect(res.body.product.id).toBe(id);
  });
});

describe("more input that once answered 500", () => {
  it("POST /api/products with one invalid and one valid weight names the invalid one", async () => {
    const res = await call(createProduct, {
      method: "POST",
      token: user.token,
      json: { data: { description: "Assam tea", netWeightKg: "abc", grossWeightKg: "25" } },
    });
    expectRefused(res, 400, "data.netWeightKg");
  });

  it("an eBL transport document nested thousands of levels deep is refused before any recursion", async () => {
    let deep: unknown = "x";
    for (let level = 0; level < 20_000; level++) deep = { a: deep };
    const res = await call(createEnvelope, {
      method: "POST",
      token: user.token,
      body: `{"carrier":"${uniqueEmail()}","transportDocument":${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}}`,
      headers: { "content-type": "application/json" },
    });
    expectRefused(res, 400);
    expect(res.body.message).toMatch(/nest deeper than \d+ levels/);
    expect(res.body.issues[0].path).toMatch(/^transportDocument(\.a)+$/);
  });

  it("a body nested thousands of levels deep with an overflow-shaped run in a string still gets the depth 400", async () => {
    // "8e123" in a string sends the body through the check for numbers too large for a double,
    // which must not recurse into the 20,000 levels (a random test address once held such a run).
    const res = await call(createEnvelope, {
      method: "POST",
      token: user.token,
      body: `{"carrier":"user-8e123@example.com","transportDocument":${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}}`,
      headers: { "content-type": "application/json" },
    });
    expectRefused(res, 400);
    expect(res.body.message).toMatch(/nest deeper than \d+ levels/);
  });

  it("an eBL bundle nested thousands of levels deep is refused by the verifier endpoint", async () => {
    const depth = 20_000;
    const res = await call(verifyBundle, {
      method: "POST",
      body:
        `{"transportDocument":{"a":${"[".repeat(depth)}1${"]".repeat(depth)}},` +
        `"envelopeManifestSignedContent":"x","envelopeTransferChain":[],"exportlyKeys":{"keys":[]}}`,
      headers: { "content-type": "application/json" },
    });
    expectRefused(res, 400);
    expect(res.body.message).toMatch(/nest deeper than \d+ levels/);
  });

  it("a document's data nested thousands of levels deep is refused", async () => {
    const depth = 20_000;
    const res = await call(saveDocument, {
      method: "PUT",
      token: user.token,
      params: { id: randomUUID(), x: "commercial_invoice" },
      body: `{"data":{"notes":${"[".repeat(depth)}1${"]".repeat(depth)}}}`,
      headers: { "content-type": "application/json" },
    });
    expectRefused(res, 400);
  });

  it("the admin filters take the last day of their range, 2999-12-31", async () => {
    const audit = await call(auditList, { token: admin.token, path: "/api/admin/audit?to=2999-12-31" });
    expect(audit.status).toBe(200);
    const views = await call(pageViews, { token: admin.token, path: "/api/admin/pageviews?to=2999-12-31" });
    expect(views.status).toBe(200);
  });

  it.each([
    ["audit", "/api/admin/audit?to=9999-12-31", "to"],
    ["pageviews", "/api/admin/pageviews?to=9999-12-31", "to"],
    ["audit", "/api/admin/audit?to=10000-01-01", "to"],
    ["audit", "/api/admin/audit?from=0000-01-01", "from"],
    ["audit", "/api/admin/audit?from=%2B275760-09-13", "from"],
    ["audit", "/api/admin/audit?to=1", "to"],
    ["audit", "/api/admin/audit?to=2026-02-30", "to"],
    ["pageviews", "/api/admin/pageviews?from=-271821-04-20", "from"],
    ["pageviews", "/api/admin/pageviews?to=%2B010000-01-01", "to"],
  ])("an out-of-range date on the %s filter (%s) is a 400 naming it", async (list, path, field) => {
    const res = await call(list === "audit" ? auditList : pageViews, { token: admin.token, path });
    expectRefused(res, 400, field);
  });
});
