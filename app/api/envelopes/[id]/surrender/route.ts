import { surrenderEnvelopeEndpoint } from "@/lib/ebl/endpoints";
import { surrenderEnvelope } from "@/lib/ebl/surrender-envelope";
import { route } from "@/lib/http/route";

export const POST = route(surrenderEnvelopeEndpoint, ({ actor, params, body }) =>
  surrenderEnvelope({ actor, envelopeId: params.id, ...body }),
);
