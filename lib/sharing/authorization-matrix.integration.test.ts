import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteFile, GET as downloadFile } from "@/app/api/document/[id]/route";
import { GET as permission } from "@/app/api/document/[id]/[x]/permission/route";
import { POST as upload } from "@/app/api/document/route";
import { GET as listFiles } from "@/app/api/document/shipment/[id]/route";
import { POST as finalise } from "@/app/api/shipments/[id]/[x]/finalise/route";
import { GET as pdf } from "@/app/api/shipments/[id]/[x]/pdf/route";
import { GET as getDoc, PUT as saveDoc } from "@/app/api/shipments/[id]/[x]/route";
import { GET as getVersion, POST as restore } from "@/app/api/shipments/[id]/[x]/versions/[version]/route";
import { GET as listVersions } from "@/app/api/shipments/[id]/[x]/versions/route";
import { DELETE as deleteShipment, GET as getShipment } from "@/app/api/shipments/[id]/route";
import { GET as activity } from "@/app/api/shipments/[id]/activity/route";
import { GET as sharees } from "@/app/api/shipments/[id]/sharedwithusers/route";
import { PUT as setDocuments } from "@/app/api/shipments/documents/[id]/route";
import { POST as duplicate } from "@/app/api/shipments/duplicate/[id]/route";
import { PUT as rename } from "@/app/api/shipments/reference/[id]/route";
import { DELETE as revoke } from "@/app/api/shipments/revoke-access/[id]/[userId]/route";
import { GET as listShipments, POST as createShipment } from "@/app/api/shipments/route";
import { PUT as share } from "@/app/api/shipments/share-users/route";
import { GET as sharedByMe } from "@/app/api/shipments/sharedbyme/route";
import { GET as sharedWithMe } from "@/app/api/shipments/sharedwithme/route";
import { PUT as changeStatus } from "@/app/api/shipments/status/[id]/route";
import { GET as balances } from "@/app/api/balances/route";
import { DELETE as deletePayment, PATCH as updatePayment } from "@/app/api/balances/payments/[id]/route";
import { GET as listPayments, POST as recordPayment } from "@/app/api/balances/shipments/[id]/payments/route";
import { POST as undoEmailChange } from "@/app/api/auth/undo-email-change/route";
import { POST as resendConfirmation } from "@/app/api/auth/verify-email/resend/route";
import { GET as emailStatus, POST as verifyEmail } from "@/app/api/auth/verify-email/route";
import { POST as declineDraft } from "@/app/api/envelopes/[id]/decline/route";
import { POST as createDraft } from "@/app/api/envelopes/route";
import type { RouteHandler } from "@/lib/http/route";
import { clearLimit } from "@/lib/limits/limiter";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call, type CallOptions } from "@/test/http";
import { multipart, SAMPLE_PDF } from "@/test/multipart";
import { sampleData } from "@/test/sample-invoice";
import { withMailbox, withTemporaryBlobStore } from "@/test/suite-fixtures";

/**
 * The sharing authorisation matrix, as a specification: every shipment, document, upload,
 * payment and sharing endpoint (and declining a draft eBL, which a share makes possible), called by five personas, each against a fresh shipment
 * ("world") so that a destructive call in one cell cannot change another cell's answer.
 *
 * The world: the owner's shipment with a commercial invoice (saved once, complete enough to
 * finalise), a packing list and a bill of exchange; the edit sharee holds the invoice with
 * `edit`, the read sharee holds it with `read`; two uploads: one attached to the invoice, one
 * attached to nothing; one payment. Neither sharee holds the bill of exchange, and no share ever
 * shows payments.
 *
 * Reading the table: 403 = the persona can see the thing but may not do this; 404 = the thing
 * does not exist for this persona (another user's, or not shared with them); 401 = no session.
 */
type Persona = "owner" | "edit" | "read" | "stranger" | "anon";
const PERSONAS: Persona[] = ["owner", "edit", "read", "stranger", "anon"];

type World = {
  shipmentId: string;
  attachedFile: string;
  looseFile: string;
  paymentId: string;
  editSharee: TestUser;
  readSharee: TestUser;
};
type Request = Omit<CallOptions, "token"> | Promise<Omit<CallOptions, "token">>;
type Row = {
  call: string;
  handler: RouteHandler;
  request: (w: World) => Request;
  expect: [owner: number, edit: number, read: number, stranger: number, anon: number];
};

const INVOICE = { id: "", x: "commercial_invoice" };
const doc = (w: World, x = "commercial_invoice") => ({ ...INVOICE, id: w.shipmentId, x });

// prettier-ignore
const MATRIX: Row[] = [
  // call                                                     handler          request                                                                                                    owner edit read stranger anon
  { call: "GET /api/shipments/{id}",                          handler: getShipment,    request: (w) => ({ params: { id: w.shipmentId } }),                                              expect: [200, 200, 200, 404, 401] },
  { call: "PUT /api/shipments/reference/{id}",                handler: rename,         request: (w) => ({ method: "PUT", params: { id: w.shipmentId }, json: { reference: `R-${w.shipmentId.slice(0, 8)}` } }), expect: [200, 403, 403, 404, 401] },
  { call: "POST /api/shipments/duplicate/{id}",               handler: duplicate,      request: (w) => ({ method: "POST", params: { id: w.shipmentId }, json: { reference: `D-${w.shipmentId.slice(0, 8)}` } }), expect: [201, 403, 403, 404, 401] },
  { call: "PUT /api/shipments/status/{id}",                   handler: changeStatus,   request: (w) => ({ method: "PUT", params: { id: w.shipmentId }, json: { status: "in_progress" } }), expect: [200, 403, 403, 404, 401] },
  { call: "PUT /api/shipments/documents/{id}",                handler: setDocuments,   request: (w) => ({ method: "PUT", params: { id: w.shipmentId }, json: { documents: ["commercial_invoice", "packing_list", "bill_of_exchange", "shipping_bill"] } }), expect: [200, 403, 403, 404, 401] },
  { call: "DELETE /api/shipments/{id}",                       handler: deleteShipment, request: (w) => ({ method: "DELETE", params: { id: w.shipmentId } }),                            expect: [204, 403, 403, 404, 401] },
  { call: "GET /api/shipments/{id}/{shared doc}",             handler: getDoc,         request: (w) => ({ params: doc(w) }),                                                            expect: [200, 200, 200, 404, 401] },
  // Without `version` only the owner may overwrite: an edit sharee's blind save is 428 (precondition required).
  { call: "PUT /api/shipments/{id}/{shared doc} (no version)", handler: saveDoc,       request: (w) => ({ method: "PUT", params: doc(w), json: { data: { ...sampleData(1), invoiceNumber: "EXP/2026/0043" } } }), expect: [200, 428, 403, 404, 401] },
  { call: "PUT /api/shipments/{id}/{shared doc} (version)",   handler: saveDoc,        request: async (w) => ({ method: "PUT", params: doc(w), json: { data: { ...sampleData(1), invoiceNumber: "EXP/2026/0043" }, version: await versionOf(w) } }), expect: [200, 200, 403, 404, 401] },
  { call: "GET /api/shipments/{id}/{other doc}",              handler: getDoc,         request: (w) => ({ params: doc(w, "bill_of_exchange") }),                                        expect: [200, 404, 404, 404, 401] },
  { call: "PUT /api/shipments/{id}/{other doc}",              handler: saveDoc,        request: (w) => ({ method: "PUT", params: doc(w, "bill_of_exchange"), json: { data: { drawnUnder: "LC 1" } } }), expect: [200, 404, 404, 404, 401] },
  { call: "GET /api/shipments/{id}/{shared doc}/versions",    handler: listVersions,   request: (w) => ({ params: doc(w) }),                                                            expect: [200, 200, 200, 404, 401] },
  { call: "GET /api/shipments/{id}/{other doc}/versions",     handler: listVersions,   request: (w) => ({ params: doc(w, "bill_of_exchange") }),                                        expect: [200, 404, 404, 404, 401] },
  { call: "GET /api/shipments/{id}/{shared doc}/versions/1",  handler: getVersion,     request: (w) => ({ params: { ...doc(w), version: "1" } }),                                       expect: [200, 200, 200, 404, 401] },
  { call: "POST /api/shipments/{id}/{shared doc}/versions/1 (no version)", handler: restore, request: (w) => ({ method: "POST", params: { ...doc(w), version: "1" }, json: {} }),       expect: [200, 428, 403, 404, 401] },
  { call: "POST /api/shipments/{id}/{shared doc}/versions/1 (version)", handler: restore,  request: async (w) => ({ method: "POST", params: { ...doc(w), version: "1" }, json: { version: await versionOf(w) } }), expect: [200, 200, 403, 404, 401] },
  { call: "POST /api/shipments/{id}/{shared doc}/finalise",   handler: finalise,       request: (w) => ({ method: "POST", params: doc(w), json: {} }),                                  expect: [200, 403, 403, 404, 401] },
  { call: "GET /api/shipments/{id}/{shared doc}/pdf",         handler: pdf,            request: (w) => ({ params: doc(w) }),                                                            expect: [200, 200, 200, 404, 401] },
  { call: "GET /api/shipments/{id}/{other doc}/pdf",          handler: pdf,            request: (w) => ({ params: doc(w, "bill_of_exchange") }),                                        expect: [200, 404, 404, 404, 401] },
  { call: "GET /api/document/{id}/{shared doc}/permission",   handler: permission,     request: (w) => ({ params: doc(w) }),                                                            expect: [200, 200, 200, 404, 401] },
  { call: "GET /api/document/{id}/{other doc}/permission",    handler: permission,     request: (w) => ({ params: doc(w, "bill_of_exchange") }),                                        expect: [200, 404, 404, 404, 401] },
  { call: "GET /api/document/shipment/{id}",                  handler: listFiles,      request: (w) => ({ params: { id: w.shipmentId } }),                                              expect: [200, 200, 200, 404, 401] },
  { call: "POST /api/document",                               handler: upload,         request: async (w) => ({ method: "POST", ...(await multipart({ shipment_id: w.shipmentId }, { bytes: SAMPLE_PDF, name: "new.pdf" })) }), expect: [201, 403, 403, 404, 401] },
  { call: "GET /api/document/{file of shared doc}",           handler: downloadFile,   request: (w) => ({ params: { id: w.attachedFile } }),                                            expect: [200, 200, 200, 404, 401] },
  { call: "GET /api/document/{file of no shared doc}",        handler: downloadFile,   request: (w) => ({ params: { id: w.looseFile } }),                                               expect: [200, 404, 404, 404, 401] },
  { call: "DELETE /api/document/{file of shared doc}",        handler: deleteFile,     request: (w) => ({ method: "DELETE", params: { id: w.attachedFile } }),                          expect: [204, 403, 403, 404, 401] },
  { call: "DELETE /api/document/{file of no shared doc}",     handler: deleteFile,     request: (w) => ({ method: "DELETE", params: { id: w.looseFile } }),                             expect: [204, 404, 404, 404, 401] },
  { call: "PUT /api/shipments/share-users",                   handler: share,          request: (w) => ({ method: "PUT", json: { shipmentId: w.shipmentId, email: "partner@matrix.exportly.local", forms: [{ name: "packing_list", access: "read" }] } }), expect: [200, 403, 403, 404, 401] },
  { call: "GET /api/shipments/{id}/sharedwithusers",          handler: sharees,        request: (w) => ({ params: { id: w.shipmentId } }),                                              expect: [200, 404, 404, 404, 401] },
  { call: "DELETE /api/shipments/revoke-access/{id}/{user}",  handler: revoke,         request: (w) => ({ method: "DELETE", params: { id: w.shipmentId, userId: w.readSharee.id } }),   expect: [204, 403, 403, 404, 401] },
  { call: "GET /api/shipments/{id}/activity",                 handler: activity,       request: (w) => ({ params: { id: w.shipmentId } }),                                              expect: [200, 404, 404, 404, 401] },
  { call: "GET /api/balances/shipments/{id}/payments",        handler: listPayments,   request: (w) => ({ params: { id: w.shipmentId } }),                                              expect: [200, 404, 404, 404, 401] },
  { call: "POST /api/balances/shipments/{id}/payments",       handler: recordPayment,  request: (w) => ({ method: "POST", params: { id: w.shipmentId }, json: { amount: "100.00", paymentDate: "2026-01-15" } }), expect: [201, 404, 404, 404, 401] },
  { call: "PATCH /api/balances/payments/{id}",                handler: updatePayment,  request: (w) => ({ method: "PATCH", params: { id: w.paymentId }, json: { notes: "SWIFT ref 0042" } }), expect: [200, 404, 404, 404, 401] },
  { call: "DELETE /api/balances/payments/{id}",               handler: deletePayment,  request: (w) => ({ method: "DELETE", params: { id: w.paymentId } }),                             expect: [204, 404, 404, 404, 401] },
  // The carrier named in a draft declines it; the creator deletes instead (403); nobody else sees it (404).
  { call: "POST /api/envelopes/{id}/decline",                 handler: declineDraft,   request: async (w) => ({ method: "POST", params: { id: await draftFor(w) }, json: {} }),           expect: [403, 204, 404, 404, 401] },
  // Lists answer everyone signed in; what they contain is checked below.
  { call: "GET /api/shipments",                               handler: listShipments,  request: () => ({ path: "/api/shipments" }),                                                     expect: [200, 200, 200, 200, 401] },
  { call: "GET /api/shipments/sharedwithme",                  handler: sharedWithMe,   request: () => ({ path: "/api/shipments/sharedwithme" }),                                        expect: [200, 200, 200, 200, 401] },
  { call: "GET /api/shipments/sharedbyme",                    handler: sharedByMe,     request: () => ({ path: "/api/shipments/sharedbyme" }),                                          expect: [200, 200, 200, 200, 401] },
  { call: "GET /api/balances",                                handler: balances,       request: () => ({ path: "/api/balances" }),                                                      expect: [200, 200, 200, 200, 401] },
  // Proven addresses: about the caller's own account only; every persona here has a proven address.
  { call: "GET /api/auth/verify-email",                       handler: emailStatus,    request: () => ({ path: "/api/auth/verify-email" }),                                             expect: [200, 200, 200, 200, 401] },
  { call: "POST /api/auth/verify-email {code}",               handler: verifyEmail,    request: () => ({ method: "POST", json: { code: "123456" } }),                                   expect: [400, 400, 400, 400, 401] },
  { call: "POST /api/auth/verify-email {token}",              handler: verifyEmail,    request: () => ({ method: "POST", json: { token: "not-a-real-token" } }),                        expect: [404, 404, 404, 404, 404] },
  { call: "POST /api/auth/verify-email/resend",               handler: resendConfirmation, request: () => ({ method: "POST" }),                                                         expect: [409, 409, 409, 409, 401] },
  { call: "POST /api/auth/undo-email-change",                 handler: undoEmailChange, request: () => ({ method: "POST", json: { token: "not-a-real-token" } }),                       expect: [404, 404, 404, 404, 404] },
];

withTemporaryBlobStore("matrix");
// Share notices go through a real SMTP exchange (and keep the outbox log quiet).
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

async function ok(promise: Promise<{ status: number; body: any }>, status: number) {
  const res = await promise;
  if (res.status !== status)
    throw new Error(`world setup: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function makeWorld(): Promise<World> {
  const token = owner.token;
  // One owner builds a world per row (two uploads each): the per-account upload limit
  // (docs/limits.md) is not what this matrix tests, so each world starts with a fresh count.
  await clearLimit("upload", owner.id);
  const { shipment } = await ok(
    call(createShipment, {
      method: "POST",
      token,
      json: {
        reference: `M-${Math.random().toString(36).slice(2, 10)}`,
        templates: ["commercial_invoice", "packing_list", "bill_of_exchange"],
      },
    }),
    201,
  );
  await ok(
    call(saveDoc, {
      method: "PUT",
      token,
      params: { id: shipment.id, x: "commercial_invoice" },
      json: { data: sampleData(2) },
    }),
    200,
  );
  await ok(
    call(share, {
      method: "PUT",
      token,
      json: {
        shipmentId: shipment.id,
        email: editSharee.email,
        forms: [{ name: "commercial_invoice", access: "edit" }],
      },
    }),
    200,
  );
  await ok(
    call(share, {
      method: "PUT",
      token,
      json: {
        shipmentId: shipment.id,
        email: readSharee.email,
        forms: [{ name: "commercial_invoice", access: "read" }],
      },
    }),
    200,
  );
  const attached = await ok(
    call(upload, {
      method: "POST",
      token,
      ...(await multipart(
        { shipment_id: shipment.id, documentType: "commercial_invoice" },
        { bytes: SAMPLE_PDF, name: "signed.pdf" },
      )),
    }),
    201,
  );
  const loose = await ok(
    call(upload, {
      method: "POST",
      token,
      ...(await multipart({ shipment_id: shipment.id }, { bytes: SAMPLE_PDF, name: "costing.pdf" })),
    }),
    201,
  );
  const { payment } = await ok(
    call(recordPayment, {
      method: "POST",
      token,
      params: { id: shipment.id },
      json: { amount: "250.00", paymentDate: "2026-01-10", notes: "Advance" },
    }),
    201,
  );
  return {
    shipmentId: shipment.id,
    attachedFile: attached.document.id,
    looseFile: loose.document.id,
    paymentId: payment.id,
    editSharee,
    readSharee,
  };
}

/** The invoice's current version, as the owner reads it. */
async function versionOf(w: World): Promise<number> {
  return (await ok(call(getDoc, { token: owner.token, params: doc(w) }), 200)).document.version;
}

/**
 * A draft eBL by the owner naming the edit sharee (a freight forwarder) as carrier: the sharee
 * opens the shared shipment first, which is what lets the owner name it (lib/network/relationship.ts).
 */
async function draftFor(w: World): Promise<string> {
  await ok(call(getShipment, { token: w.editSharee.token, params: { id: w.shipmentId } }), 200);
  await clearLimit("recipientLookup", owner.id);
  const { envelope } = await ok(
    call(createDraft, { method: "POST", token: owner.token, json: { carrier: w.editSharee.email } }),
    201,
  );
  return envelope.id;
}

const tokenOf = (persona: Persona): string | undefined =>
  ({ owner: owner.token, edit: editSharee.token, read: readSharee.token, stranger: stranger.token, anon: undefined })[
    persona
  ];

describe("authorisation matrix: every shipment, document, upload, payment and sharing endpoint × five personas", () => {
  for (const row of MATRIX) {
    it(`${row.call}: ${PERSONAS.map((p, i) => `${p} ${row.expect[i]}`).join(", ")}`, async () => {
      const answers: number[] = [];
      for (const persona of PERSONAS) {
        const world = await makeWorld();
        const res = await call(row.handler, { ...(await row.request(world)), token: tokenOf(persona) });
        answers.push(res.status);
        // Refusals always explain themselves, and never say whose the thing is.
        if (res.status >= 400) {
          expect(res.body?.message, `${row.call} as ${persona}`).toEqual(expect.any(String));
          expect(res.body.message).not.toMatch(owner.email);
        }
      }
      expect(answers).toEqual(row.expect);
      // Five fresh worlds per row; the first row also warms every route module. Under a loaded
      // machine that took over the default 30 s once, so a row gets more room.
    }, 90_000);
  }

  it("lists show each persona only what is theirs or shared with them", async () => {
    const world = await makeWorld();
    const ids = async (persona: Persona) =>
      (await call(listShipments, { token: tokenOf(persona), path: "/api/shipments?limit=100" })).body.shipments.map(
        (s: { id: string }) => s.id,
      );
    expect(await ids("owner")).toContain(world.shipmentId);
    for (const persona of ["edit", "read", "stranger"] as const)
      expect(await ids(persona)).not.toContain(world.shipmentId);
    const shared = async (persona: Persona) =>
      (
        await call(sharedWithMe, { token: tokenOf(persona), path: "/api/shipments/sharedwithme?limit=100" })
      ).body.shipments.map((i: { shipment: { id: string } }) => i.shipment.id);
    expect(await shared("edit")).toContain(world.shipmentId);
    expect(await shared("read")).toContain(world.shipmentId);
    expect(await shared("stranger")).not.toContain(world.shipmentId);
    expect(await shared("owner")).not.toContain(world.shipmentId);
    const files = async (persona: Persona) =>
      (await call(listFiles, { token: tokenOf(persona), params: { id: world.shipmentId } })).body.documents
        .map((f: { id: string }) => f.id)
        .sort();
    expect(await files("owner")).toEqual([world.attachedFile, world.looseFile].sort());
    expect(await files("edit")).toEqual([world.attachedFile]);
    expect(await files("read")).toEqual([world.attachedFile]);
    const byMe = async (persona: Persona) =>
      JSON.stringify(
        (await call(sharedByMe, { token: tokenOf(persona), path: "/api/shipments/sharedbyme?limit=100" })).body,
      );
    expect(await byMe("owner")).toContain(world.shipmentId);
    for (const persona of ["edit", "read", "stranger"] as const)
      expect(await byMe(persona)).not.toContain(world.shipmentId);
    // Balances list only the owner's shipments: a share never shows payments.
    const balanceIds = async (persona: Persona) =>
      JSON.stringify((await call(balances, { token: tokenOf(persona), path: "/api/balances?limit=100" })).body);
    expect(await balanceIds("owner")).toContain(world.shipmentId);
    for (const persona of ["edit", "read", "stranger"] as const)
      expect(await balanceIds(persona)).not.toContain(world.shipmentId);
    const canEdit = async (persona: Persona) =>
      (await call(permission, { token: tokenOf(persona), params: doc(world) })).body.hasEditAccess;
    expect([await canEdit("owner"), await canEdit("edit"), await canEdit("read")]).toEqual([true, true, false]);
  });
});
