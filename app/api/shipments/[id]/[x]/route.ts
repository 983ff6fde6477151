import { route } from "@/lib/http/route";
import { getDocumentEndpoint, saveDocumentEndpoint } from "@/lib/shipments/endpoints";
import { getDocument } from "@/lib/shipments/get-document";
import { saveDocument } from "@/lib/shipments/save-document";

export const GET = route(getDocumentEndpoint, async ({ actor, params }) => ({
  document: await getDocument({ actor, shipmentId: params.id, name: params.x }),
}));

export const PUT = route(saveDocumentEndpoint, async ({ actor, params, body }) => ({
  document: await saveDocument({
    actor,
    shipmentId: params.id,
    name: params.x,
    data: body.data,
    version: body.version,
    overrides: body.overrides,
  }),
}));
