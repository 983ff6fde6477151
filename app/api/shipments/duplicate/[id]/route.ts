import { route } from "@/lib/http/route";
import { duplicateShipment } from "@/lib/shipments/duplicate-shipment";
import { duplicateShipmentEndpoint } from "@/lib/shipments/endpoints";

export const POST = route(duplicateShipmentEndpoint, async ({ actor, params, body }) => ({
  shipment: await duplicateShipment({ actor, shipmentId: params.id, reference: body.reference }),
}));
