import { POST as postEventsRoute } from "@/app/api/shipments/[id]/tracking/events/route";
import {
  DELETE as deleteRoute,
  GET as getRoute,
  PATCH as patchRoute,
  POST as createRoute,
} from "@/app/api/shipments/[id]/tracking/route";
import { POST as createShipmentRoute } from "@/app/api/shipments/route";
import { GET as listRoute } from "@/app/api/tracking/route";
import type { TestUser } from "@/test/accounts";
import { call } from "@/test/http";
import { VOYAGE_TRACKING } from "@/test/tracking-voyage";

export * from "@/test/tracking-voyage";

/** Calls of the tracking API for the integration tests (real Requests through the route wrapper). */
export const createTracking = (user: TestUser, shipmentId: string, json: unknown) =>
  call(createRoute, { method: "POST", token: user.token, params: { id: shipmentId }, json });
export const getTracking = (user: TestUser, shipmentId: string) =>
  call(getRoute, { token: user.token, params: { id: shipmentId } });
export const patchTracking = (user: TestUser, shipmentId: string, json: unknown) =>
  call(patchRoute, { method: "PATCH", token: user.token, params: { id: shipmentId }, json });
export const deleteTracking = (user: TestUser, shipmentId: string) =>
  call(deleteRoute, { method: "DELETE", token: user.token, params: { id: shipmentId } });
export const postEvents = (user: TestUser, shipmentId: string, json: unknown) =>
  call(postEventsRoute, { method: "POST", token: user.token, params: { id: shipmentId }, json });
export const listTrackings = (user: TestUser, qs = "") =>
  call(listRoute, { token: user.token, path: `/api/tracking${qs}` });

let counter = 0;
export async function newTrackedShipment(
  user: TestUser,
  tracking: Record<string, unknown> = VOYAGE_TRACKING,
  templates = ["commercial_invoice"],
): Promise<string> {
  const reference = `TRK-${Date.now().toString(36)}-${++counter}`;
  const created = await call(createShipmentRoute, {
    method: "POST",
    token: user.token,
    json: { reference, templates },
  });
  if (created.status !== 201) throw new Error(`shipment: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.shipment.id as string;
  const res = await createTracking(user, id, tracking);
  if (res.status !== 201) throw new Error(`tracking: ${res.status} ${JSON.stringify(res.body)}`);
  return id;
}
