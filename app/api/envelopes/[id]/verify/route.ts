import { verifyEnvelopeEndpoint } from "@/lib/ebl/endpoints";
import { verifyEnvelope } from "@/lib/ebl/verify-envelope";
import { route } from "@/lib/http/route";

export const GET = route(verifyEnvelopeEndpoint, async ({ actor, params }) =>
  verifyEnvelope({ actor, envelopeId: params.id }),
);
