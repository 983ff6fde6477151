import { endorseEnvelopeEndpoint } from "@/lib/ebl/endpoints";
import { endorseEnvelope } from "@/lib/ebl/endorse-envelope";
import { route } from "@/lib/http/route";

export const POST = route(endorseEnvelopeEndpoint, ({ actor, params, body }) =>
  endorseEnvelope({ actor, envelopeId: params.id, ...body }),
);
