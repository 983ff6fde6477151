import { route } from "@/lib/http/route";
import { getVersionEndpoint, restoreVersionEndpoint } from "@/lib/shipments/endpoints";
import { getVersion } from "@/lib/shipments/list-versions";
import { restoreVersion } from "@/lib/shipments/restore-version";

export const GET = route(getVersionEndpoint, async ({ actor, params }) =>
  getVersion({ actor, shipmentId: params.id, name: params.x, version: params.version }),
);

export const POST = route(restoreVersionEndpoint, async ({ actor, params, body }) => ({
  document: await restoreVersion({
    actor,
    shipmentId: params.id,
    name: params.x,
    version: params.version,
    currentVersion: body.version,
  }),
}));
