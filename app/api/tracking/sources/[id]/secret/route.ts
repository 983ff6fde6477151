import { route } from "@/lib/http/route";
import { rotateSourceSecretEndpoint } from "@/lib/tracking/sources/endpoints";
import { rotateSourceSecret } from "@/lib/tracking/sources/rotate-source-secret";

export const PUT = route(rotateSourceSecretEndpoint, async ({ actor, params }) => ({
  source: await rotateSourceSecret({ actor, sourceId: params.id }),
}));
