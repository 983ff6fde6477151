import { route } from "@/lib/http/route";
import { finaliseDocumentEndpoint } from "@/lib/shipments/endpoints";
import { finaliseDocument } from "@/lib/shipments/finalise-document";

export const POST = route(finaliseDocumentEndpoint, async ({ actor, params, body, request }) => ({
  document: await finaliseDocument({
    actor,
    shipmentId: params.id,
    name: params.x,
    version: body.version,
    // The QR code must point at the public address users reach; behind a proxy set PUBLIC_APP_URL.
    baseUrl: process.env.PUBLIC_APP_URL || request.nextUrl.origin,
  }),
}));
