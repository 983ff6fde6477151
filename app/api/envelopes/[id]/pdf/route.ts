import contentDisposition from "content-disposition";
import { renderEnvelopePdf } from "@/lib/ebl/render-envelope-pdf";
import { envelopePdfEndpoint } from "@/lib/ebl/endpoints";
import { route } from "@/lib/http/route";

export const GET = route(envelopePdfEndpoint, async ({ actor, params, request }) => {
  const pdf = await renderEnvelopePdf({ actor, envelopeId: params.id });
  const download = request.nextUrl.searchParams.get("download") === "1";
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(pdf.bytes.length),
      "content-disposition": contentDisposition(pdf.filename, { type: download ? "attachment" : "inline" }),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
