import { route } from "@/lib/http/route";
import { shareShipmentEndpoint } from "@/lib/sharing/endpoints";
import { shareShipment } from "@/lib/sharing/share-shipment";

export const PUT = route(shareShipmentEndpoint, async ({ actor, body }) => ({
  share: await shareShipment({ actor, shipmentId: body.shipmentId, email: body.email, forms: body.forms }),
}));
