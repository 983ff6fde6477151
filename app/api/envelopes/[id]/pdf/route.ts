import { renderEnvelopePdf } from "@/lib/ebl/render-envelope-pdf";
import { envelopePdfEndpoint } from "@/lib/ebl/endpoints";
import { pdfResponse } from "@/lib/http/pdf-response";
import { route } from "@/lib/http/route";

export const GET = route(envelopePdfEndpoint, async ({ actor, params, request }) =>
  pdfResponse(request, await renderEnvelopePdf({ actor, envelopeId: params.id })),
);
