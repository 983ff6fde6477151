import { route } from "@/lib/http/route";
import { renameShipmentEndpoint } from "@/lib/shipments/endpoints";
import { renameShipment } from "@/lib/shipments/rename-shipment";

export const PUT = route(renameShipmentEndpoint, async ({ actor, params, body }) => ({
  shipment: await renameShipment({ actor, shipmentId: params.id, reference: body.reference }),
}));
