import { beforeAll, describe, expect, it } from "vitest";
import { GET as filters } from "@/app/api/analytics/filters/route";
import { GET as report } from "@/app/api/reports/[report]/route";
import { PUT as saveDocument } from "@/app/api/shipments/[id]/[x]/route";
import { POST as createShipment } from "@/app/api/shipments/route";
import { PUT as share } from "@/app/api/shipments/share-users/route";
import type { RouteHandler } from "@/lib/http/route";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call, type CallOptions } from "@/test/http";
import { withMailbox } from "@/test/suite-fixtures";

/**
 * The reports and analytics endpoints × five personas. The world: the owner's shipment (commercial
 * invoice in USD, departure 2026-03-15, unpaid, due 2026-03-01, and a packing list); the edit
 * sharee holds the invoice with `edit`, the read sharee only the packing list with `read`. Every
 * signed-in persona gets 200 (a report counts the caller's own scope); what differs is what
 * counts, checked below from `details`: the owner everything, a sharee the shipment, its value
 * only with the invoice, never the receivable; a stranger nothing. No session: 401.
 */
type Persona = "owner" | "edit" | "read" | "stranger" | "anon";
const PERSONAS: Persona[] = ["owner", "edit", "read", "stranger", "anon"];
type Row = {
  call: string;
  handler: RouteHandler;
  request: () => Omit<CallOptions, "token">;
  expect: [owner: number, edit: number, read: number, stranger: number, anon: number];
  /** With details=true: whether the owner's shipment is among the records, per signed-in persona. */
  counts?: [owner: boolean, edit: boolean, read: boolean, stranger: boolean];
};

const Q = "from=2026-01-01&to=2026-03-31";
const R =
  (key: string, qs = "") =>
  () => ({ params: { report: key }, path: `/api/reports/${key}?${Q}${qs}` });
// prettier-ignore
const MATRIX: Row[] = [
  { call: "GET /api/reports/shipments_by_month",         handler: report,  request: R("shipments_by_month", "&details=true"),    expect: [200, 200, 200, 200, 401], counts: [true, true, true, false] },
  { call: "GET /api/reports/export_value_by_month",      handler: report,  request: R("export_value_by_month", "&details=true"), expect: [200, 200, 200, 200, 401], counts: [true, true, false, false] },
  { call: "GET /api/reports/top_destinations",           handler: report,  request: R("top_destinations", "&details=true"),      expect: [200, 200, 200, 200, 401], counts: [true, true, true, false] },
  { call: "GET /api/reports/top_products",               handler: report,  request: R("top_products", "&details=true"),          expect: [200, 200, 200, 200, 401], counts: [true, true, false, false] },
  { call: "GET /api/reports/receivables_ageing",         handler: report,  request: R("receivables_ageing", "&details=true"),    expect: [200, 200, 200, 200, 401], counts: [true, false, false, false] },
  { call: "GET /api/reports/shipments_by_month (csv)",   handler: report,  request: R("shipments_by_month", "&format=csv"),      expect: [200, 200, 200, 200, 401] },
  { call: "GET /api/reports/receivables_ageing (xlsx)",  handler: report,  request: R("receivables_ageing", "&format=xlsx"),     expect: [200, 200, 200, 200, 401] },
  { call: "GET /api/reports/{unknown}",                  handler: report,  request: R("nope"),                                   expect: [404, 404, 404, 404, 401] },
  { call: "GET /api/analytics/filters",                  handler: filters, request: () => ({ path: "/api/analytics/filters" }),  expect: [200, 200, 200, 200, 401] },
];

withMailbox();

let owner: TestUser;
let editSharee: TestUser;
let readSharee: TestUser;
let stranger: TestUser;
let shipmentId: string;
beforeAll(async () => {
  [owner, editSharee, readSharee, stranger] = await Promise.all([
    registerTestUser(),
    registerTestUser({ firstName: "Farid", lastName: "Khan", role: "freight_forwarder" }),
    registerTestUser({ firstName: "Bina", lastName: "Shah", role: "bank" }),
    registerTestUser({ firstName: "Sam", lastName: "Stone", role: "importer" }),
  ]);
  const created = await call(createShipment, {
    method: "POST",
    token: owner.token,
    json: { reference: "AUTH-1", templates: ["commercial_invoice", "packing_list"] },
  });
  shipmentId = created.body.shipment.id;
  const saved = await call(saveDocument, {
    method: "PUT",
    token: owner.token,
    params: { id: shipmentId, x: "commercial_invoice" },
    json: {
      data: {
        currency: "USD",
        departureDate: "2026-03-15",
        countryOfDestination: "DE",
        invoiceDate: "2026-02-01",
        creditDays: 28,
        creditFrom: "invoice_date",
        lineItems: [{ description: "Shirts", hsCode: "610910", quantity: "2", unit: "PCS", unitPrice: "50.00" }],
      },
    },
  });
  expect(saved.status).toBe(200);
  for (const [user, forms] of [
    [editSharee, [{ name: "commercial_invoice", access: "edit" }]],
    [readSharee, [{ name: "packing_list", access: "read" }]],
  ] as const) {
    const res = await call(share, {
      method: "PUT",
      token: owner.token,
      json: { shipmentId, email: user.email, forms },
    });
    expect(res.status).toBe(200);
  }
});

const tokenOf = (persona: Persona): string | undefined =>
  ({ owner: owner.token, edit: editSharee.token, read: readSharee.token, stranger: stranger.token, anon: undefined })[
    persona
  ];

describe("authorisation matrix: reports and analytics filters × five personas", () => {
  for (const row of MATRIX) {
    it(`${row.call}: ${PERSONAS.map((p, i) => `${p} ${row.expect[i]}`).join(", ")}`, async () => {
      const answers: number[] = [];
      const counted: boolean[] = [];
      for (const persona of PERSONAS) {
        const res = await call(row.handler, { ...row.request(), token: tokenOf(persona) });
        answers.push(res.status);
        if (res.status >= 400) {
          expect(res.body?.message, `${row.call} as ${persona}`).toEqual(expect.any(String));
          expect(res.body.message).not.toMatch(owner.email);
        } else if (row.counts) {
          counted.push(res.body.details.some((d: { shipmentId: string }) => d.shipmentId === shipmentId));
          if (persona !== "owner") expect(JSON.stringify(res.body)).not.toMatch(owner.email);
        }
      }
      expect(answers).toEqual(row.expect);
      if (row.counts) expect(counted).toEqual(row.counts);
    }, 90_000);
  }
});
