import { route } from "@/lib/http/route";
import { changeShipmentStatus } from "@/lib/shipments/change-status";
import { changeStatusEndpoint } from "@/lib/shipments/endpoints";

export const PUT = route(changeStatusEndpoint, async ({ actor, params, body }) => ({
  shipment: await changeShipmentStatus({ actor, shipmentId: params.id, status: body.status }),
}));
