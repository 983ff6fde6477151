import { route } from "@/lib/http/route";
import { DCSA_API_VERSION } from "@/lib/tracking/dcsa-out/deliver-event";
import { deleteDcsaSubscription } from "@/lib/tracking/dcsa-out/delete-subscription";
import {
  deleteDcsaSubscriptionEndpoint,
  getDcsaSubscriptionEndpoint,
  updateDcsaSubscriptionEndpoint,
} from "@/lib/tracking/dcsa-out/endpoints";
import { getDcsaSubscription } from "@/lib/tracking/dcsa-out/get-subscription";
import { updateDcsaSubscription } from "@/lib/tracking/dcsa-out/update-subscription";

export const GET = route(getDcsaSubscriptionEndpoint, async ({ actor, params, responseHeaders }) => {
  responseHeaders.set("API-Version", DCSA_API_VERSION);
  return getDcsaSubscription({ actor, subscriptionId: params.subscriptionID });
});

export const PUT = route(updateDcsaSubscriptionEndpoint, async ({ actor, params, body, responseHeaders }) => {
  responseHeaders.set("API-Version", DCSA_API_VERSION);
  return updateDcsaSubscription({ actor, subscriptionId: params.subscriptionID, input: body });
});

export const DELETE = route(deleteDcsaSubscriptionEndpoint, async ({ actor, params, responseHeaders }) => {
  responseHeaders.set("API-Version", DCSA_API_VERSION);
  await deleteDcsaSubscription({ actor, subscriptionId: params.subscriptionID });
});
