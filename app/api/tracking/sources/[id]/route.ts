import { route } from "@/lib/http/route";
import { deleteSource } from "@/lib/tracking/sources/delete-source";
import { deleteSourceEndpoint, getSourceEndpoint, updateSourceEndpoint } from "@/lib/tracking/sources/endpoints";
import { getSource } from "@/lib/tracking/sources/get-source";
import { updateSource } from "@/lib/tracking/sources/update-source";

export const GET = route(getSourceEndpoint, async ({ actor, params }) => ({
  source: await getSource({ actor, sourceId: params.id }),
}));

export const PATCH = route(updateSourceEndpoint, async ({ actor, params, body }) => ({
  source: await updateSource({ actor, sourceId: params.id, changes: body }),
}));

export const DELETE = route(deleteSourceEndpoint, async ({ actor, params }) => {
  await deleteSource({ actor, sourceId: params.id });
});
