import { route } from "@/lib/http/route";
import { finaliseDocumentEndpoint } from "@/lib/shipments/endpoints";
import { finaliseDocument } from "@/lib/shipments/finalise-document";

export const POST = route(finaliseDocumentEndpoint, async ({ actor, params, body }) => ({
  document: await finaliseDocument({
    actor,
    shipmentId: params.id,
    name: params.x,
    version: body.version,
    overrideComplianceErrors: body.overrideComplianceErrors,
  }),
}));
