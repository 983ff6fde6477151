import { envelopeChainEndpoint } from "@/lib/ebl/endpoints";
import { listChain } from "@/lib/ebl/list-chain";
import { route } from "@/lib/http/route";

export const GET = route(envelopeChainEndpoint, async ({ actor, params }) => ({
  entries: await listChain({ actor, envelopeId: params.id }),
}));
