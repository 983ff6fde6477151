import { route } from "@/lib/http/route";
import { listVersionsEndpoint } from "@/lib/shipments/endpoints";
import { listVersions } from "@/lib/shipments/list-versions";

export const GET = route(listVersionsEndpoint, async ({ actor, params }) =>
  listVersions({ actor, shipmentId: params.id, name: params.x }),
);
