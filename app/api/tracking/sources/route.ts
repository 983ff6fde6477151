import { route } from "@/lib/http/route";
import { createSource } from "@/lib/tracking/sources/create-source";
import { createSourceEndpoint, listSourcesEndpoint } from "@/lib/tracking/sources/endpoints";
import { listSources } from "@/lib/tracking/sources/list-sources";

export const POST = route(createSourceEndpoint, async ({ actor, body }) => ({
  source: await createSource({ actor, input: body }),
}));

export const GET = route(listSourcesEndpoint, async ({ actor }) => ({ sources: await listSources({ actor }) }));
