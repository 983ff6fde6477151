import { beforeAll, describe, expect, it } from "vitest";
import { GET as adminDownload } from "@/app/api/admin/support/tickets/[id]/attachments/[attachmentId]/route";
import { POST as adminReply } from "@/app/api/admin/support/tickets/[id]/messages/route";
import { GET as adminGet, PATCH as adminPatch } from "@/app/api/admin/support/tickets/[id]/route";
import { GET as adminList } from "@/app/api/admin/support/tickets/route";
import { GET as download } from "@/app/api/support/tickets/[id]/attachments/[attachmentId]/route";
import { POST as reply } from "@/app/api/support/tickets/[id]/messages/route";
import { GET as getTicket, PATCH as patchTicket } from "@/app/api/support/tickets/[id]/route";
import { GET as listTickets, POST as createTicket } from "@/app/api/support/tickets/route";
import type { RouteHandler } from "@/lib/http/route";
import { clearLimit } from "@/lib/limits/limiter";
import { createTestAdmin, registerTestUser, type TestUser } from "@/test/accounts";
import { call, type CallOptions } from "@/test/http";
import { SAMPLE_PDF } from "@/test/multipart";
import { withTemporaryBlobStore } from "@/test/suite-fixtures";
import { multipartMessage, TICKET } from "@/test/support";

/**
 * The support authorisation matrix, as a specification: every support endpoint called by four
 * personas, each against a fresh ticket ("world") so a change in one cell cannot change another's
 * answer. The world: the owner's ticket, with a file on the owner's first reply, and an internal
 * note by support with a file of its own.
 *
 * Reading the table: 404 = the thing does not exist for this persona (another user's ticket, or
 * an admin endpoint for a non-admin, or the customer's endpoint for staff); 401 = no session.
 */
type Persona = "owner" | "other" | "admin" | "anon";
const PERSONAS: Persona[] = ["owner", "other", "admin", "anon"];

type World = { ticketId: string; attachmentId: string; noteAttachmentId: string };
type Request = Omit<CallOptions, "token">;
type Row = {
  call: string;
  handler: RouteHandler;
  request: (w: World) => Request;
  expect: [owner: number, other: number, admin: number, anon: number];
};

const id = (w: World) => ({ id: w.ticketId });

// prettier-ignore
const MATRIX: Row[] = [
  // call                                                        handler                request                                                                                    owner other admin anon
  { call: "POST /api/support/tickets",                           handler: createTicket, request: () => ({ method: "POST", json: TICKET }),                                        expect: [201, 201, 201, 401] },
  { call: "POST /api/support/tickets (multipart)",               handler: createTicket, request: () => ({ method: "POST", ...multipartMessage({ subject: "s", category: "other", message: "m" }, [{ bytes: SAMPLE_PDF, name: "a.pdf" }]) }), expect: [201, 201, 201, 401] },
  { call: "GET /api/support/tickets",                            handler: listTickets,  request: () => ({ path: "/api/support/tickets" }),                                        expect: [200, 200, 200, 401] },
  { call: "GET /api/support/tickets/{id}",                       handler: getTicket,    request: (w) => ({ params: id(w) }),                                                      expect: [200, 404, 404, 401] },
  { call: "POST /api/support/tickets/{id}/messages",             handler: reply,        request: (w) => ({ method: "POST", params: id(w), json: { body: "More detail." } }),      expect: [201, 404, 404, 401] },
  { call: "PATCH /api/support/tickets/{id}",                     handler: patchTicket,  request: (w) => ({ method: "PATCH", params: id(w), json: { status: "closed" } }),         expect: [200, 404, 404, 401] },
  { call: "GET /api/support/tickets/{id}/attachments/{file}",    handler: download,     request: (w) => ({ params: { ...id(w), attachmentId: w.attachmentId } }),                 expect: [200, 404, 404, 401] },
  { call: "GET /api/support/tickets/{id}/attachments/{note's}",  handler: download,     request: (w) => ({ params: { ...id(w), attachmentId: w.noteAttachmentId } }),             expect: [404, 404, 404, 401] },
  { call: "GET /api/admin/support/tickets",                      handler: adminList,    request: () => ({ path: "/api/admin/support/tickets" }),                                  expect: [404, 404, 200, 401] },
  { call: "GET /api/admin/support/tickets/{id}",                 handler: adminGet,     request: (w) => ({ params: id(w) }),                                                      expect: [404, 404, 200, 401] },
  { call: "POST /api/admin/support/tickets/{id}/messages",       handler: adminReply,   request: (w) => ({ method: "POST", params: id(w), json: { body: "Answer.", internal: false } }), expect: [404, 404, 201, 401] },
  { call: "POST /api/admin/support/tickets/{id}/messages (note)", handler: adminReply,  request: (w) => ({ method: "POST", params: id(w), json: { body: "Note.", internal: true } }), expect: [404, 404, 201, 401] },
  { call: "PATCH /api/admin/support/tickets/{id}",               handler: adminPatch,   request: (w) => ({ method: "PATCH", params: id(w), json: { status: "resolved" } }),       expect: [404, 404, 200, 401] },
  { call: "GET /api/admin/support/tickets/{id}/attachments/{file}", handler: adminDownload, request: (w) => ({ params: { ...id(w), attachmentId: w.attachmentId } }),          expect: [404, 404, 200, 401] },
  { call: "GET /api/admin/support/tickets/{id}/attachments/{note's}", handler: adminDownload, request: (w) => ({ params: { ...id(w), attachmentId: w.noteAttachmentId } }),    expect: [404, 404, 200, 401] },
];

withTemporaryBlobStore("support-matrix");

let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  [owner, other, admin] = await Promise.all([
    registerTestUser(),
    registerTestUser({ firstName: "Sam", lastName: "Stone", role: "importer" }),
    createTestAdmin(),
  ]);
});

async function ok(promise: Promise<{ status: number; body: any }>, status: number) {
  const res = await promise;
  if (res.status !== status)
    throw new Error(`world setup: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function makeWorld(): Promise<World> {
  // Each world uploads two files: the per-account upload limit (docs/limits.md) is not what this tests.
  for (const user of [owner, other, admin]) await clearLimit("upload", user.id);
  const { ticket } = await ok(call(createTicket, { method: "POST", token: owner.token, json: TICKET }), 201);
  const withFile = await ok(
    call(reply, {
      method: "POST",
      token: owner.token,
      params: { id: ticket.id },
      ...multipartMessage({ body: "The PDF." }, [{ bytes: SAMPLE_PDF, name: "invoice.pdf" }]),
    }),
    201,
  );
  const note = await ok(
    call(adminReply, {
      method: "POST",
      token: admin.token,
      params: { id: ticket.id },
      ...multipartMessage({ body: "Internal.", internal: "true" }, [{ bytes: SAMPLE_PDF, name: "note.pdf" }]),
    }),
    201,
  );
  return {
    ticketId: ticket.id,
    attachmentId: withFile.message.attachments[0].id,
    noteAttachmentId: note.message.attachments[0].id,
  };
}

const tokenOf = (persona: Persona) =>
  ({ owner: owner.token, other: other.token, admin: admin.token, anon: undefined })[persona];

describe("authorisation matrix: every support endpoint × owner, another user, admin, visitor", () => {
  for (const row of MATRIX) {
    it(`${row.call}: ${PERSONAS.map((p, i) => `${p} ${row.expect[i]}`).join(", ")}`, async () => {
      const answers: number[] = [];
      for (const persona of PERSONAS) {
        const world = await makeWorld();
        const res = await call(row.handler, { ...row.request(world), token: tokenOf(persona) });
        answers.push(res.status);
        if (res.status >= 400) {
          expect(res.body?.message, `${row.call} as ${persona}`).toEqual(expect.any(String));
          expect(res.body.message).not.toMatch(owner.email);
        }
      }
      expect(answers).toEqual(row.expect);
    }, 90_000);
  }

  it("lists show each persona only their own tickets; internal notes never reach the customer's API", async () => {
    const world = await makeWorld();
    const ids = async (persona: Persona) =>
      (await call(listTickets, { token: tokenOf(persona), path: "/api/support/tickets?limit=100" })).body.tickets.map(
        (t: { id: string }) => t.id,
      );
    expect(await ids("owner")).toContain(world.ticketId);
    expect(await ids("other")).not.toContain(world.ticketId);
    expect(await ids("admin")).not.toContain(world.ticketId);
    const mine = await call(getTicket, { token: owner.token, params: { id: world.ticketId } });
    expect(JSON.stringify(mine.body)).not.toContain("Internal.");
    expect(JSON.stringify(mine.body)).not.toContain("note.pdf");
    expect(JSON.stringify(mine.body)).not.toContain('"internal"');
    const staff = await call(adminGet, { token: admin.token, params: { id: world.ticketId } });
    expect(JSON.stringify(staff.body)).toContain("Internal.");
  });
});
