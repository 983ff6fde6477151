import { route } from "@/lib/http/route";
import { listShipmentFilesEndpoint } from "@/lib/shipment-files/endpoints";
import { listShipmentFiles } from "@/lib/shipment-files/list-shipment-files";

export const GET = route(listShipmentFilesEndpoint, async ({ actor, params }) => ({
  documents: await listShipmentFiles({ actor, shipmentId: params.id }),
}));
