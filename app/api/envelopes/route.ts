import { createEnvelope } from "@/lib/ebl/create-envelope";
import { createEnvelopeEndpoint, listEnvelopesEndpoint } from "@/lib/ebl/endpoints";
import { listEnvelopes } from "@/lib/ebl/list-envelopes";
import { route } from "@/lib/http/route";

export const GET = route(listEnvelopesEndpoint, ({ actor, query }) => listEnvelopes({ actor, ...query }));

export const POST = route(createEnvelopeEndpoint, async ({ actor, body }) => ({
  envelope: await createEnvelope({ actor, ...body }),
}));
