import { route } from "@/lib/http/route";
import { sharedWithMeEndpoint } from "@/lib/sharing/endpoints";
import { listSharedWithMe } from "@/lib/sharing/list-shared-with-me";

export const GET = route(sharedWithMeEndpoint, async ({ actor, query }) => {
  const { items, nextCursor } = await listSharedWithMe({ actor, limit: query.limit, cursor: query.cursor });
  return { shipments: items, nextCursor };
});
