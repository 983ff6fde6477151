import { GET as getEventRoute } from "@/app/v2/events/[eventID]/route";
import { GET as listEventsRoute } from "@/app/v2/events/route";
import { PUT as rotateSubRoute } from "@/app/v2/event-subscriptions/[subscriptionID]/secret/route";
import {
  DELETE as deleteSubRoute,
  GET as getSubRoute,
  PUT as putSubRoute,
} from "@/app/v2/event-subscriptions/[subscriptionID]/route";
import { GET as listSubsRoute, POST as createSubRoute } from "@/app/v2/event-subscriptions/route";
import { POST as createTokenRoute } from "@/app/api/users/me/tokens/route";
import type { TestUser } from "./accounts";
import { call } from "./http";

/** A personal API token (`exp_…`) of the user: what /v2 clients authenticate with. */
export async function apiTokenOf(user: TestUser): Promise<string> {
  const res = await call(createTokenRoute, { method: "POST", token: user.token, json: { name: "DCSA client" } });
  if (res.status !== 201) throw new Error(`token: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.secret as string;
}

export const listV2Events = (token: string | undefined, qs = "") =>
  call(listEventsRoute, { token, path: `/v2/events${qs}` });
export const getV2Event = (token: string | undefined, eventID: string) =>
  call(getEventRoute, { token, params: { eventID } });
export const createV2Sub = (token: string | undefined, json: unknown) =>
  call(createSubRoute, { method: "POST", token, json });
export const listV2Subs = (token: string | undefined, qs = "") =>
  call(listSubsRoute, { token, path: `/v2/event-subscriptions${qs}` });
export const getV2Sub = (token: string | undefined, subscriptionID: string) =>
  call(getSubRoute, { token, params: { subscriptionID } });
export const putV2Sub = (token: string | undefined, subscriptionID: string, json: unknown) =>
  call(putSubRoute, { method: "PUT", token, params: { subscriptionID }, json });
export const deleteV2Sub = (token: string | undefined, subscriptionID: string) =>
  call(deleteSubRoute, { method: "DELETE", token, params: { subscriptionID } });
export const rotateV2Sub = (token: string | undefined, subscriptionID: string, json: unknown) =>
  call(rotateSubRoute, { method: "PUT", token, params: { subscriptionID }, json });
