import { addSuggestionsEndpoint } from "@/lib/compliance/suggestions/endpoints";
import { addSuggestionsToShipment } from "@/lib/compliance/suggestions/add-suggestions-to-shipment";
import { route } from "@/lib/http/route";

export const POST = route(addSuggestionsEndpoint, async ({ actor, params, body: { documents, ...request } }) =>
  addSuggestionsToShipment({ actor, shipmentId: params.id, request, documents }),
);
