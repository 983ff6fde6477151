import { issueEnvelopeEndpoint } from "@/lib/ebl/endpoints";
import { issueEnvelope } from "@/lib/ebl/issue-envelope";
import { route } from "@/lib/http/route";

export const POST = route(issueEnvelopeEndpoint, ({ actor, params, body }) =>
  issueEnvelope({ actor, envelopeId: params.id, ...body }),
);
