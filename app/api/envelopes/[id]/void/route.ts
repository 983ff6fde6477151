import { voidEnvelopeEndpoint } from "@/lib/ebl/endpoints";
import { voidEnvelope } from "@/lib/ebl/void-envelope";
import { route } from "@/lib/http/route";

export const POST = route(voidEnvelopeEndpoint, ({ actor, params, body }) =>
  voidEnvelope({ actor, envelopeId: params.id, ...body }),
);
