import { route } from "@/lib/http/route";
import { deleteShipment } from "@/lib/shipments/delete-shipment";
import { deleteShipmentEndpoint } from "@/lib/shipments/endpoints";

export const DELETE = route(deleteShipmentEndpoint, async ({ actor, params }) => {
  await deleteShipment({ actor, shipmentId: params.id });
});
