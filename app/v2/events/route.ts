import { route } from "@/lib/http/route";
import { listDcsaEventsEndpoint } from "@/lib/tracking/dcsa-out/endpoints";
import { listDcsaEvents } from "@/lib/tracking/dcsa-out/list-events";
import { pageHeaders } from "@/lib/tracking/dcsa-out/page-links";

export const GET = route(listDcsaEventsEndpoint, async ({ actor, query, request, responseHeaders }) => {
  const page = await listDcsaEvents({ actor, query });
  pageHeaders(request.nextUrl, page.nextCursor).forEach((value, key) => responseHeaders.set(key, value));
  return page.events;
});
