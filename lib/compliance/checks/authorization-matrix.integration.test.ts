import { beforeAll, describe, expect, it } from "vitest";
import { GET as insights } from "@/app/api/compliance/insights/route";
import { POST as parse } from "@/app/api/letters-of-credit/parse/route";
import { POST as runChecks } from "@/app/api/shipments/[id]/compliance-checks/route";
import { GET as latest } from "@/app/api/shipments/[id]/compliance-checks/latest/route";
import { DELETE as deleteLc, GET as getLc, PUT as putLc } from "@/app/api/shipments/[id]/letter-of-credit/route";
import type { RouteHandler } from "@/lib/http/route";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call, type CallOptions } from "@/test/http";
import { withMailbox } from "@/test/suite-fixtures";
import { SAMPLE_MT700 } from "@/lib/letters-of-credit/sample-mt700";
import { LC_BODY, makeWorld } from "@/test/compliance-world";

/**
 * The letter-of-credit and compliance-check endpoints × five personas, each cell against a fresh
 * shipment. The world: the owner's shipment (commercial invoice and packing list) with a letter of
 * credit; the edit sharee holds the invoice with `edit`, the read sharee with `read`. A read
 * sharee reads the credit and may run the checks (checking changes no data) but may not change
 * the credit (403); a stranger gets 404; no session 401.
 */
type Persona = "owner" | "edit" | "read" | "stranger" | "anon";
const PERSONAS: Persona[] = ["owner", "edit", "read", "stranger", "anon"];
type Row = {
  call: string;
  handler: RouteHandler;
  request: (shipmentId: string) => Omit<CallOptions, "token">;
  expect: [owner: number, edit: number, read: number, stranger: number, anon: number];
};

const P = (id: string) => ({ params: { id } });
// prettier-ignore
const MATRIX: Row[] = [
  { call: "GET /api/shipments/{id}/letter-of-credit",                 handler: getLc,     request: P,                                                                 expect: [200, 200, 200, 404, 401] },
  { call: "PUT /api/shipments/{id}/letter-of-credit",                 handler: putLc,     request: (id) => ({ method: "PUT", ...P(id), json: { ...LC_BODY, amount: "950.00" } }), expect: [200, 200, 403, 404, 401] },
  { call: "DELETE /api/shipments/{id}/letter-of-credit",              handler: deleteLc,  request: (id) => ({ method: "DELETE", ...P(id) }),                          expect: [204, 204, 403, 404, 401] },
  { call: "POST /api/shipments/{id}/compliance-checks",               handler: runChecks, request: (id) => ({ method: "POST", ...P(id) }),                            expect: [200, 200, 200, 404, 401] },
  { call: "GET /api/shipments/{id}/compliance-checks/latest",         handler: latest,    request: P,                                                                 expect: [200, 200, 200, 404, 401] },
  { call: "POST /api/letters-of-credit/parse",                        handler: parse,     request: () => ({ method: "POST", json: { mt700: SAMPLE_MT700 } }),         expect: [200, 200, 200, 200, 401] },
  { call: "GET /api/compliance/insights",                             handler: insights,  request: () => ({ path: "/api/compliance/insights" }),                      expect: [200, 200, 200, 200, 401] },
];

withMailbox();

let owner: TestUser;
let editSharee: TestUser;
let readSharee: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  [owner, editSharee, readSharee, stranger] = await Promise.all([
    registerTestUser(),
    registerTestUser({ firstName: "Farid", lastName: "Khan", role: "freight_forwarder" }),
    registerTestUser({ firstName: "Bina", lastName: "Shah", role: "bank" }),
    registerTestUser({ firstName: "Sam", lastName: "Stone", role: "importer" }),
  ]);
});

const tokenOf = (persona: Persona): string | undefined =>
  ({ owner: owner.token, edit: editSharee.token, read: readSharee.token, stranger: stranger.token, anon: undefined })[
    persona
  ];

describe("authorisation matrix: letters of credit and compliance checks × five personas", () => {
  for (const row of MATRIX) {
    it(`${row.call}: ${PERSONAS.map((p, i) => `${p} ${row.expect[i]}`).join(", ")}`, async () => {
      const answers: number[] = [];
      for (const persona of PERSONAS) {
        const id = await makeWorld(owner, { edit: editSharee, read: readSharee });
        const res = await call(row.handler, { ...row.request(id), token: tokenOf(persona) });
        answers.push(res.status);
        if (res.status >= 400) {
          expect(res.body?.message, `${row.call} as ${persona}`).toEqual(expect.any(String));
          expect(res.body.message).not.toMatch(owner.email);
        }
      }
      expect(answers).toEqual(row.expect);
    }, 90_000);
  }
});
