import { route } from "@/lib/http/route";
import { sharedByMeEndpoint } from "@/lib/sharing/endpoints";
import { listSharedByMe } from "@/lib/sharing/list-shared-by-me";

export const GET = route(sharedByMeEndpoint, async ({ actor, query }) => {
  const { items, nextCursor } = await listSharedByMe({ actor, limit: query.limit, cursor: query.cursor });
  return { shipments: items, nextCursor };
});
