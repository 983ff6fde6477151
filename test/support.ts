import { POST as createShipmentRoute } from "@/app/api/shipments/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/support/tickets/route";
import { GET as getRoute, PATCH as patchRoute } from "@/app/api/support/tickets/[id]/route";
import { POST as replyRoute } from "@/app/api/support/tickets/[id]/messages/route";
import { GET as adminListRoute } from "@/app/api/admin/support/tickets/route";
import { GET as adminGetRoute, PATCH as adminPatchRoute } from "@/app/api/admin/support/tickets/[id]/route";
import { POST as adminReplyRoute } from "@/app/api/admin/support/tickets/[id]/messages/route";
import type { TestUser } from "./accounts";
import { call } from "./http";

/** Helpers of the support suites: each call goes through the real route handler. */
export const createTicket = (user: TestUser | null, json: unknown) =>
  call(createRoute, { method: "POST", token: user?.token, json });
export const listTickets = (user: TestUser | null, qs = "") =>
  call(listRoute, { token: user?.token, path: `/api/support/tickets${qs}` });
export const getTicket = (user: TestUser | null, id: string) => call(getRoute, { token: user?.token, params: { id } });
export const patchTicket = (user: TestUser | null, id: string, json: unknown) =>
  call(patchRoute, { method: "PATCH", token: user?.token, params: { id }, json });
export const reply = (user: TestUser | null, id: string, json: unknown) =>
  call(replyRoute, { method: "POST", token: user?.token, params: { id }, json });
export const adminList = (user: TestUser | null, qs = "") =>
  call(adminListRoute, { token: user?.token, path: `/api/admin/support/tickets${qs}` });
export const adminGet = (user: TestUser | null, id: string) =>
  call(adminGetRoute, { token: user?.token, params: { id } });
export const adminPatch = (user: TestUser | null, id: string, json: unknown) =>
  call(adminPatchRoute, { method: "PATCH", token: user?.token, params: { id }, json });
export const adminReply = (user: TestUser | null, id: string, json: unknown) =>
  call(adminReplyRoute, { method: "POST", token: user?.token, params: { id }, json });

let counter = 0;
/** A shipment of `user`: its id and reference. */
export async function newShipment(user: TestUser): Promise<{ id: string; reference: string }> {
  counter += 1;
  const reference = `SUP-${Date.now()}-${counter}`;
  const created = await call(createShipmentRoute, {
    method: "POST",
    token: user.token,
    json: { reference, templates: ["commercial_invoice", "packing_list"] },
  });
  if (created.status !== 201) throw new Error(`shipment: ${created.status} ${JSON.stringify(created.body)}`);
  return { id: created.body.shipment.id as string, reference };
}

export const TICKET = {
  subject: "Invoice PDF shows the wrong port",
  category: "documents",
  priority: "normal",
  message: "The port of loading on my commercial invoice PDF says Mumbai; I chose Nhava Sheva.",
};

/** A multipart body with text fields and any number of files in the field `files`. */
export function multipartMessage(fields: Record<string, string>, files: { bytes: Buffer; name: string }[]) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  for (const file of files) data.append("files", new Blob([new Uint8Array(file.bytes)]), file.name);
  const encoded = new Response(data);
  return { body: encoded.body!, headers: { "content-type": encoded.headers.get("content-type")! } };
}

export const createTicketWithFiles = (
  user: TestUser | null,
  fields: Record<string, string>,
  files: { bytes: Buffer; name: string }[],
) => call(createRoute, { method: "POST", token: user?.token, ...multipartMessage(fields, files) });
export const replyWithFiles = (
  user: TestUser | null,
  id: string,
  fields: Record<string, string>,
  files: { bytes: Buffer; name: string }[],
) => call(replyRoute, { method: "POST", token: user?.token, params: { id }, ...multipartMessage(fields, files) });
export const adminReplyWithFiles = (
  user: TestUser | null,
  id: string,
  fields: Record<string, string>,
  files: { bytes: Buffer; name: string }[],
) => call(adminReplyRoute, { method: "POST", token: user?.token, params: { id }, ...multipartMessage(fields, files) });
