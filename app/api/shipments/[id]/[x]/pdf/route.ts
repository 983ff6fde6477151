import contentDisposition from "content-disposition";
import { route } from "@/lib/http/route";
import { documentPdfEndpoint } from "@/lib/shipments/endpoints";
import { renderShipmentPdf } from "@/lib/shipments/render-pdf";

export const GET = route(documentPdfEndpoint, async ({ actor, params, request }) => {
  const pdf = await renderShipmentPdf({ actor, shipmentId: params.id, name: params.x });
  const download = request.nextUrl.searchParams.get("download") === "1";
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(pdf.bytes.length),
      "content-disposition": contentDisposition(pdf.filename, { type: download ? "attachment" : "inline" }),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "x-document-sha256": pdf.sha256,
    },
  });
});
