import { route } from "@/lib/http/route";
import { subscribeSourceEndpoint } from "@/lib/tracking/sources/endpoints";
import { subscribeSource } from "@/lib/tracking/sources/subscribe-source";

export const POST = route(subscribeSourceEndpoint, async ({ actor, params }) =>
  subscribeSource({ actor, sourceId: params.id }),
);
