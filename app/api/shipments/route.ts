import { route } from "@/lib/http/route";
import { createShipment } from "@/lib/shipments/create-shipment";
import { createShipmentEndpoint, listShipmentsEndpoint } from "@/lib/shipments/endpoints";
import { listShipments } from "@/lib/shipments/list-shipments";

export const GET = route(listShipmentsEndpoint, async ({ actor, query }) => listShipments({ actor, ...query }));

export const POST = route(createShipmentEndpoint, async ({ actor, body }) => ({
  shipment: await createShipment({ actor, ...body }),
}));
