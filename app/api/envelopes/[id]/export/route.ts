import contentDisposition from "content-disposition";
import { NextResponse } from "next/server";
import { exportEnvelopeEndpoint } from "@/lib/ebl/endpoints";
import { exportEnvelope } from "@/lib/ebl/export-envelope";
import { route } from "@/lib/http/route";

export const GET = route(exportEnvelopeEndpoint, async ({ actor, params }) => {
  const { bundle, filename } = await exportEnvelope({ actor, envelopeId: params.id });
  return NextResponse.json(bundle, { headers: { "content-disposition": contentDisposition(filename) } });
});
