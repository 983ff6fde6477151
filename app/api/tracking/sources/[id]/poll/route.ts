import { route } from "@/lib/http/route";
import { pollSourceNow } from "@/lib/tracking/poll/poll-source-now";
import { pollSourceEndpoint } from "@/lib/tracking/sources/endpoints";

export const POST = route(pollSourceEndpoint, async ({ actor, params }) =>
  pollSourceNow({ actor, sourceId: params.id }),
);
