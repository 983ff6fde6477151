import { route } from "@/lib/http/route";
import { setDocumentsEndpoint } from "@/lib/shipments/endpoints";
import { setShipmentDocuments } from "@/lib/shipments/set-documents";

export const PUT = route(setDocumentsEndpoint, async ({ actor, params, body }) => ({
  shipment: await setShipmentDocuments({
    actor,
    shipmentId: params.id,
    documents: body.documents,
    confirm: body.confirm,
  }),
}));
