import { beforeAll, describe, expect, it } from "vitest";
import { POST as suggest } from "@/app/api/document/suggestions/route";
import { GET as hsSuggest } from "@/app/api/hs-codes/suggest/route";
import { POST as addSuggestions } from "@/app/api/shipments/[id]/suggestions/route";
import { PUT as share } from "@/app/api/shipments/share-users/route";
import { POST as createShipment } from "@/app/api/shipments/route";
import type { RouteHandler } from "@/lib/http/route";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call, type CallOptions } from "@/test/http";
import { withMailbox } from "@/test/suite-fixtures";

/**
 * The suggestion endpoints called by five personas, each row against a fresh shipment: the
 * owner's, shared with one user for editing (the commercial invoice, `edit`) and one read-only
 * (`read`). 403 = sees the shipment but may not do this; 404 = not theirs; 401 = no session.
 */
type Persona = "owner" | "edit" | "read" | "stranger" | "anon";
const PERSONAS: Persona[] = ["owner", "edit", "read", "stranger", "anon"];

const REQUEST = {
  export_country: "IN",
  import_country: "DE",
  commodity: "cotton t-shirts",
  value: "18000",
  currency: "USD",
  transport: "sea",
  product_nature: "textiles",
  incoterm: "CIF",
};

type Row = {
  call: string;
  handler: RouteHandler;
  request: (shipmentId: string) => Omit<CallOptions, "token">;
  expect: [owner: number, edit: number, read: number, stranger: number, anon: number];
};

// prettier-ignore
const MATRIX: Row[] = [
  { call: "POST /api/document/suggestions",               handler: suggest,        request: () => ({ method: "POST", json: REQUEST }),                                       expect: [200, 200, 200, 200, 401] },
  { call: "POST /api/document/suggestions {shipmentId}",  handler: suggest,        request: (id) => ({ method: "POST", json: { ...REQUEST, shipmentId: id } }),             expect: [200, 200, 403, 404, 401] },
  { call: "GET /api/hs-codes/suggest?q=",                 handler: hsSuggest,      request: () => ({ path: "/api/hs-codes/suggest?q=prawn" }),                               expect: [200, 200, 200, 200, 401] },
  { call: "POST /api/shipments/{id}/suggestions",         handler: addSuggestions, request: (id) => ({ method: "POST", params: { id }, json: REQUEST }),                     expect: [200, 403, 403, 404, 401] },
];

withMailbox();

let users: Record<Exclude<Persona, "anon">, TestUser>;
beforeAll(async () => {
  const [owner, edit, read, stranger] = await Promise.all([
    registerTestUser(),
    registerTestUser({ firstName: "Farid", lastName: "Khan", role: "freight_forwarder" }),
    registerTestUser({ firstName: "Bina", lastName: "Shah", role: "bank" }),
    registerTestUser({ firstName: "Sam", lastName: "Stone", role: "importer" }),
  ]);
  users = { owner: owner!, edit: edit!, read: read!, stranger: stranger! };
});

async function makeShipment(): Promise<string> {
  const token = users.owner.token;
  const created = await call(createShipment, {
    method: "POST",
    token,
    json: {
      reference: `SG-${Math.random().toString(36).slice(2, 10)}`,
      templates: ["commercial_invoice", "packing_list"],
    },
  });
  expect(created.status).toBe(201);
  const id = created.body.shipment.id as string;
  for (const [who, access] of [
    ["edit", "edit"],
    ["read", "read"],
  ] as const) {
    const res = await call(share, {
      method: "PUT",
      token,
      json: { shipmentId: id, email: users[who].email, forms: [{ name: "commercial_invoice", access }] },
    });
    expect(res.status).toBe(200);
  }
  return id;
}

describe("suggestions authorisation matrix", () => {
  for (const row of MATRIX) {
    for (const [i, persona] of PERSONAS.entries()) {
      it(`${row.call} as ${persona} → ${row.expect[i]}`, async () => {
        const shipmentId = await makeShipment();
        const token = persona === "anon" ? undefined : users[persona].token;
        const res = await call(row.handler, { ...row.request(shipmentId), token });
        expect(res.status, JSON.stringify(res.body)).toBe(row.expect[i]);
      });
    }
  }
});
