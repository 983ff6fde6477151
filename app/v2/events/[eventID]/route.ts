import { route } from "@/lib/http/route";
import { DCSA_API_VERSION } from "@/lib/tracking/dcsa-out/deliver-event";
import { getDcsaEventEndpoint } from "@/lib/tracking/dcsa-out/endpoints";
import { getDcsaEvent } from "@/lib/tracking/dcsa-out/get-event";

export const GET = route(getDcsaEventEndpoint, async ({ actor, params, responseHeaders }) => {
  responseHeaders.set("API-Version", DCSA_API_VERSION);
  return getDcsaEvent({ actor, eventId: params.eventID });
});
