import { refuseEnvelopeEndpoint } from "@/lib/ebl/endpoints";
import { refuseEnvelope } from "@/lib/ebl/refuse-envelope";
import { route } from "@/lib/http/route";

export const POST = route(refuseEnvelopeEndpoint, ({ actor, params, body }) =>
  refuseEnvelope({ actor, envelopeId: params.id, ...body }),
);
