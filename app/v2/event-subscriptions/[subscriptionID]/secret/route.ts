import { route } from "@/lib/http/route";
import { DCSA_API_VERSION } from "@/lib/tracking/dcsa-out/deliver-event";
import { rotateDcsaSubscriptionSecretEndpoint } from "@/lib/tracking/dcsa-out/endpoints";
import { rotateDcsaSubscriptionSecret } from "@/lib/tracking/dcsa-out/rotate-subscription-secret";

export const PUT = route(rotateDcsaSubscriptionSecretEndpoint, async ({ actor, params, body, responseHeaders }) => {
  responseHeaders.set("API-Version", DCSA_API_VERSION);
  await rotateDcsaSubscriptionSecret({ actor, subscriptionId: params.subscriptionID, secret: body.secret });
});
