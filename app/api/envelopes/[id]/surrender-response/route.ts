import { respondToSurrenderEndpoint } from "@/lib/ebl/endpoints";
import { respondToSurrender } from "@/lib/ebl/respond-to-surrender";
import { route } from "@/lib/http/route";

export const POST = route(respondToSurrenderEndpoint, ({ actor, params, body }) =>
  respondToSurrender({ actor, envelopeId: params.id, ...body }),
);
