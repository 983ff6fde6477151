import { route } from "@/lib/http/route";
import { createTracking } from "@/lib/tracking/create-tracking";
import { deleteTracking } from "@/lib/tracking/delete-tracking";
import {
  createTrackingEndpoint,
  deleteTrackingEndpoint,
  getTrackingEndpoint,
  updateTrackingEndpoint,
} from "@/lib/tracking/endpoints";
import { getTracking } from "@/lib/tracking/get-tracking";
import { updateTracking } from "@/lib/tracking/update-tracking";

export const POST = route(createTrackingEndpoint, async ({ actor, params, body }) =>
  createTracking({ actor, shipmentId: params.id, input: body }),
);

export const GET = route(getTrackingEndpoint, async ({ actor, params }) =>
  getTracking({ actor, shipmentId: params.id }),
);

export const PATCH = route(updateTrackingEndpoint, async ({ actor, params, body }) =>
  updateTracking({ actor, shipmentId: params.id, input: body }),
);

export const DELETE = route(deleteTrackingEndpoint, async ({ actor, params }) =>
  deleteTracking({ actor, shipmentId: params.id }),
);
