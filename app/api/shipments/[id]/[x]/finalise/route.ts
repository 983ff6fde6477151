import { route } from "@/lib/http/route";
import { finaliseDocumentEndpoint } from "@/lib/shipments/endpoints";
import { finaliseDocument } from "@/lib/shipments/finalise-document";

export const POST = route(finaliseDocumentEndpoint, async ({ actor, params, body, request }) => ({
  document: await finaliseDocument({
    actor,
    shipmentId: params.id,
    name: params.x,
    version: body.version,
    // The QR code must point at the public address users reach (SITE_URL, as for the sitemap);
    // without it, the address this request came to.
    baseUrl: process.env.SITE_URL?.trim() || request.nextUrl.origin,
  }),
}));
