import { route } from "@/lib/http/route";
import { postTrackingEventsEndpoint } from "@/lib/tracking/endpoints";
import { postTrackingEvents } from "@/lib/tracking/post-tracking-events";

export const POST = route(postTrackingEventsEndpoint, async ({ actor, params, body }) =>
  postTrackingEvents({ actor, shipmentId: params.id, events: body }),
);
