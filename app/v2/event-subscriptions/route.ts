import { route } from "@/lib/http/route";
import { createDcsaSubscription } from "@/lib/tracking/dcsa-out/create-subscription";
import { DCSA_API_VERSION } from "@/lib/tracking/dcsa-out/deliver-event";
import { createDcsaSubscriptionEndpoint, listDcsaSubscriptionsEndpoint } from "@/lib/tracking/dcsa-out/endpoints";
import { listDcsaSubscriptions } from "@/lib/tracking/dcsa-out/list-subscriptions";
import { pageHeaders } from "@/lib/tracking/dcsa-out/page-links";

export const POST = route(createDcsaSubscriptionEndpoint, async ({ actor, body, responseHeaders }) => {
  responseHeaders.set("API-Version", DCSA_API_VERSION);
  return createDcsaSubscription({ actor, input: body });
});

export const GET = route(listDcsaSubscriptionsEndpoint, async ({ actor, query, request, responseHeaders }) => {
  const page = await listDcsaSubscriptions({ actor, limit: query.limit, cursor: query.cursor });
  pageHeaders(request.nextUrl, page.nextCursor).forEach((value, key) => responseHeaders.set(key, value));
  return page.subscriptions;
});
