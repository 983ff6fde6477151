import { route } from "@/lib/http/route";
import { shipmentActivityEndpoint } from "@/lib/shipments/endpoints";
import { listShipmentActivity } from "@/lib/shipments/list-activity";

export const GET = route(shipmentActivityEndpoint, async ({ actor, params, query }) =>
  listShipmentActivity({ actor, shipmentId: params.id, limit: query.limit, cursor: query.cursor }),
);
