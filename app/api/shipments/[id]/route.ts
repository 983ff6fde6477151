import { route } from "@/lib/http/route";
import { deleteShipment } from "@/lib/shipments/delete-shipment";
import { deleteShipmentEndpoint, getShipmentEndpoint } from "@/lib/shipments/endpoints";
import { getShipment } from "@/lib/shipments/get-shipment";

export const GET = route(getShipmentEndpoint, async ({ actor, params }) => ({
  shipment: await getShipment({ actor, shipmentId: params.id }),
}));

export const DELETE = route(deleteShipmentEndpoint, async ({ actor, params }) => {
  await deleteShipment({ actor, shipmentId: params.id });
});
