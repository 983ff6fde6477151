import { createHmac } from "node:crypto";
import {
  DELETE as deleteSourceRoute,
  GET as getSourceRoute,
  PATCH as patchSourceRoute,
} from "@/app/api/tracking/sources/[id]/route";
import { POST as pollRoute } from "@/app/api/tracking/sources/[id]/poll/route";
import { PUT as rotateRoute } from "@/app/api/tracking/sources/[id]/secret/route";
import { POST as subscribeRoute } from "@/app/api/tracking/sources/[id]/subscription/route";
import { GET as listSourcesRoute, POST as createSourceRoute } from "@/app/api/tracking/sources/route";
import { POST as webhookRoute } from "@/app/api/tracking/webhooks/[sourceId]/route";
import type { TestUser } from "./accounts";
import { call } from "./http";

/** Calls of the carrier-connection API for the integration tests (real Requests through the route wrapper). */
export const createSource = (user: TestUser, json: unknown) =>
  call(createSourceRoute, { method: "POST", token: user.token, json });
export const listSources = (user: TestUser) => call(listSourcesRoute, { token: user.token });
export const getSource = (user: TestUser, id: string) => call(getSourceRoute, { token: user.token, params: { id } });
export const patchSource = (user: TestUser, id: string, json: unknown) =>
  call(patchSourceRoute, { method: "PATCH", token: user.token, params: { id }, json });
export const deleteSource = (user: TestUser, id: string) =>
  call(deleteSourceRoute, { method: "DELETE", token: user.token, params: { id } });
export const rotateSource = (user: TestUser, id: string) =>
  call(rotateRoute, { method: "PUT", token: user.token, params: { id } });
export const subscribeSource = (user: TestUser, id: string) =>
  call(subscribeRoute, { method: "POST", token: user.token, params: { id } });
export const pollSourceNow = (user: TestUser, id: string) =>
  call(pollRoute, { method: "POST", token: user.token, params: { id } });

/** `sha256=<hex>` computed here with node:crypto directly (not the code under test's signer). */
export const signatureOf = (secret: string, body: string | Buffer) =>
  `sha256=${createHmac("sha256", Buffer.from(secret, "base64")).update(body).digest("hex")}`;

/** A push as a carrier sends it: the exact bytes, signed with `secret` unless `signature` is given. */
export function push(
  sourceId: string,
  body: string | Buffer,
  { secret, signature }: { secret?: string; signature?: string | null } = {},
) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  const sig = signature !== undefined ? signature : secret ? signatureOf(secret, body) : null;
  if (sig !== null) headers["notification-signature"] = sig;
  return call(webhookRoute, {
    method: "POST",
    path: `/api/tracking/webhooks/${sourceId}`,
    params: { sourceId },
    body: typeof body === "string" ? body : new Uint8Array(body),
    headers,
  });
}
