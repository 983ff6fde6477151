import { route } from "@/lib/http/route";
import { listTrackingsEndpoint } from "@/lib/tracking/endpoints";
import { listTrackings } from "@/lib/tracking/list-trackings";

export const GET = route(listTrackingsEndpoint, async ({ actor, query }) =>
  listTrackings({ actor, filter: query.filter, port: query.port, limit: query.limit, cursor: query.cursor }),
);
