import { declineDraft } from "@/lib/ebl/decline-draft";
import { declineDraftEndpoint } from "@/lib/ebl/endpoints";
import { route } from "@/lib/http/route";

export const POST = route(declineDraftEndpoint, ({ actor, params }) => declineDraft({ actor, envelopeId: params.id }));
