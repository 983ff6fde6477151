import { pdfResponse } from "@/lib/http/pdf-response";
import { route } from "@/lib/http/route";
import { documentPdfEndpoint } from "@/lib/shipments/endpoints";
import { renderShipmentPdf } from "@/lib/shipments/render-pdf";

export const GET = route(documentPdfEndpoint, async ({ actor, params, request }) => {
  const pdf = await renderShipmentPdf({ actor, shipmentId: params.id, name: params.x });
  return pdfResponse(request, pdf, { "x-document-sha256": pdf.sha256 });
});
